import type { Stream } from '../../../engine/dice/stream.ts';
import { exactChain } from '../../../engine/chain/exact-chain.ts';
import { walkChain, W } from '../../../engine/chain/walk-chain.ts';
import {
  compileBombardment,
  type CompiledBombardment,
} from '../../../engine/republic/bombardment/bombardment.ts';
import {
  compileBombardmentChain,
  type BombardmentChain,
} from '../../../engine/republic/bombardment/bombardment-process.ts';
import { MORALE_STATES } from '../../../engine/republic/rules/grades.ts';
import type { RepublicRules } from '../../../engine/republic/rules/republic-rules.ts';
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

/** A brigade under N batteries for T turns, rallying between fires (exact, and Monte Carlo). */
export const bombardmentSim: Sim<BombardmentCompiled> = {
  id: 'bombardment',
  title: 'Republic bombardment: a brigade under artillery fire turn after turn, rallying between (§2.3, §4)',
  families: ['republic'],
  defaultRuleset: 'republic-1.0-beta',
  exampleSituation: 'experiments/situations/bombardment.yaml',

  compile(ruleset, situation, switches) {
    const b = compileBombardment(ruleset.data as RepublicRules, situation, switches);
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
    return { layout, b, chain: compileBombardmentChain(b), at };
  },

  kernel(rng: Stream, c: BombardmentCompiled, trials: number, acc: Float64Array): void {
    const k = c.chain;
    const w = k.walk;
    const at = c.at;
    const never = c.b.turns + 1; // a first turn of 0 (never) tallies as the last outcome
    // a chunk's stream starts with no dice in hand
    k.hand[1] = 0;
    for (let t = 0; t < trials; t++) {
      walkChain(rng, k.tables, k.hand, w);
      const lost = k.lost[w[W.STATE]];
      acc[at[7] + (w[W.FIRST] === 0 ? never : w[W.FIRST]) - 1] += 1;
      acc[at[0] + (w[W.FIRST + 1] === 0 ? never : w[W.FIRST + 1]) - 1] += 1;
      acc[at[1] + (w[W.FIRST + 2] === 0 ? never : w[W.FIRST + 2]) - 1] += 1;
      acc[at[2] + lost] += 1;
      acc[at[3] + k.end[w[W.STATE]]] += 1;
      tallyValue(acc, at[5], w[W.GAIN], 1);
      tallyValue(acc, at[6], lost, 1);
    }
    tallyProvisional(c, acc, trials);
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
    const odds = exactChain(c.chain.tables);
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
    tallyProvisional(c, out, 1);
    return { perTrial: out, leftover: 0 };
  },
};

/** Every trial rests on the same placeholders: the kernel counts them once a chunk. */
function tallyProvisional(c: BombardmentCompiled, acc: Float64Array, weight: number): void {
  tallyOutcome(acc, c.at[4], c.b.provisional ? 1 : 0, weight);
}
