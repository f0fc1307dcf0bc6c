import type { Stream } from '../../../engine/dice/stream.ts';
import { exactChain, type ChainOdds } from '../../../engine/chain/exact-chain.ts';
import { countWalked } from '../../../engine/chain/count-walked.ts';
import { ChainTooLarge } from '../../../engine/chain/build-chain.ts';
import { InputError } from '../../../engine/input/input-error.ts';
import type { YamlNode } from '../../../engine/input/yaml-node.ts';
import {
  compileBombardment,
  type CompiledBombardment,
} from '../../../engine/republic/bombardment/bombardment.ts';
import {
  compileBombardmentChain,
  type BombardmentChain,
} from '../../../engine/republic/bombardment/bombardment-process.ts';
import { MORALE_STATES } from '../../../engine/republic/rules/grades.ts';
import { makeLayout } from '../../layout.ts';
import type { Compiled, ExactResult, Sim } from '../../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome, tallyValue } from '../../tally.ts';
import { countLabels } from '../face-table/face-table.ts';
import { frozenBombardmentKernel } from '../../../../bench/baselines/bombardment/kernel.ts';

export interface BombardmentCompiled extends Compiled {
  b: CompiledBombardment;
  chain: BombardmentChain;
  /** offsets: shaken turn, demoralized turn, bases lost, end state, provisional, P mean, B mean, panic 4 turn */
  at: Int32Array;
}

/**
 * The bombardment's chain, or a refusal naming what makes it too large: its tables hold about 10,000 states (the
 * brigade's bases, morale and P hits, its leaders' states), and the first-turn tallies need them.
 */
function chainOrRefusal(b: CompiledBombardment, situation: YamlNode): BombardmentChain {
  try {
    return compileBombardmentChain(b);
  } catch (err) {
    if (!(err instanceof ChainTooLarge)) throw err;
    const seniors = b.leader.seniors.length;
    throw new InputError({
      file: situation.file,
      field: seniors > 0 ? 'leaders.seniorRatings' : 'target.bases',
      expected: `expected a bombardment whose states fit its exact tables (${err.message}): ${seniors > 0 ? `each of the ${seniors} senior leaders multiplies them by up to four (in action, out, replaced, gone); give fewer seniors, leave out seniorSuccessorRatings, or a smaller brigade or fewer batteries` : 'give a smaller brigade or fewer batteries'}`,
    });
  }
}

/** A brigade under N batteries for T turns, rallying between fires (exact, and Monte Carlo). */
export const bombardmentSim: Sim<BombardmentCompiled, 'republic'> = {
  id: 'bombardment',
  title: 'Republic bombardment: a brigade under artillery fire turn after turn, rallying between (§2.3, §4)',
  families: ['republic'],
  defaultRuleset: 'republic-1.0-beta',
  exampleSituation: 'experiments/situations/bombardment.yaml',

  compile(ruleset, situation, switches) {
    const b = compileBombardment(ruleset.data, situation, switches);
    const turns = [...Array.from({ length: b.turns }, (_, i) => String(i + 1)), 'never'];
    const layout = makeLayout({
      distributions: [
        { name: 'turn_shaken', title: 'Game turn the brigade is first Shaken or worse', outcomes: turns },
        { name: 'turn_demoralized', title: 'Game turn the brigade is first Demoralized', outcomes: turns },
        {
          name: 'turn_panic4',
          title: "Game turn of the brigade's first Panic 4 (its loss number deserts, §4.7)",
          outcomes: turns,
        },
        { name: 'bases_lost', title: 'Bases lost by the end', outcomes: countLabels(b.bases) },
        { name: 'end_state', title: 'Brigade at the end', outcomes: [...MORALE_STATES, 'destroyed'] },
        PROVISIONAL_DISTRIBUTION,
      ],
      means: [
        { name: 'p_hits', title: 'P hits suffered', unit: 'P hits' },
        { name: 'bases', title: 'Bases lost (deserters included)', unit: 'bases' },
      ],
    });
    const o = layout.distOffset;
    const at = Int32Array.from([
      o.turn_shaken,
      o.turn_demoralized,
      o.bases_lost,
      o.end_state,
      o.rests_on_provisional,
      layout.meanOffset.p_hits,
      layout.meanOffset.bases,
      o.turn_panic4,
    ]);
    return { layout, b, chain: chainOrRefusal(b, situation), at };
  },

  // trials counted along the tables (by final state, first turn of each event), then tallied as the exact odds are
  kernel(rng: Stream, c: BombardmentCompiled, trials: number, acc: Float64Array): void {
    const k = c.chain;
    // a chunk's stream starts with no dice in hand
    k.hand[1] = 0;
    countWalked(rng, k.tables, trials, k.hand, k.walk, k.counts);
    tallyChain(c, k.counts, acc, trials);
  },

  baselines: {
    // the kernel before the chain module: its own fused tables and trial loop (bench/baselines/bombardment)
    digits: (rng: Stream, c: BombardmentCompiled, trials: number, acc: Float64Array) =>
      frozenBombardmentKernel(rng, c.b, c.at, trials, acc),
  },

  // how often each battery's fire moves past an end of its row (A10, A18)
  describe: (c: BombardmentCompiled) => ({ ...c.b.reading, ...c.b.rowEnds }),

  exact(c: BombardmentCompiled): ExactResult {
    const out = new Float64Array(c.layout.size);
    tallyChain(c, exactChain(c.chain.tables), out, 1);
    return { perTrial: out, leftover: 0 };
  },
};

/**
 * The chain's trials into the tallies: exact odds (`total` 1) or a chunk's
 * trials counted (`total` the trials), each event's first turn, each final
 * state's losses and end, the P hits' sum and sum of squares.
 */
function tallyChain(c: BombardmentCompiled, odds: ChainOdds, out: Float64Array, total: number): void {
  const at = c.at;
  const never = c.b.turns;
  // the events in the chain's order: panic 4, shaken, demoralized
  [at[7], at[0], at[1]].forEach((offset, e) => {
    for (let turn = 1; turn <= c.b.turns; turn++) tallyOutcome(out, offset, turn - 1, odds.first[e][turn]);
    tallyOutcome(out, offset, never, odds.never[e]);
  });
  odds.final.forEach((w, state) => {
    if (w === 0) return;
    tallyOutcome(out, at[2], c.chain.lost[state], w);
    tallyOutcome(out, at[3], c.chain.end[state], w);
    tallyValue(out, at[6], c.chain.lost[state], w);
  });
  out[at[5]] += odds.gain;
  out[at[5] + 1] += odds.gainSquare;
  tallyProvisional(c, out, total);
}

/** Every trial rests on the same placeholders: the kernel counts them once a chunk. */
function tallyProvisional(c: BombardmentCompiled, acc: Float64Array, weight: number): void {
  tallyOutcome(acc, c.at[4], c.b.provisional ? 1 : 0, weight);
}
