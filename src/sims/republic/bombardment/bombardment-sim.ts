import type { Stream } from '../../../engine/dice/stream.ts';
import { exactBombardment } from '../../../engine/republic/bombardment/exact-bombardment.ts';
import { B, compileBombardment, runBombardment, type CompiledBombardment } from '../../../engine/republic/bombardment/bombardment.ts';
import { compileBombardmentChain, runBombardmentChain, type BombardmentChain } from '../../../engine/republic/bombardment/bombardment-chain.ts';
import { layOutDigits, runDigitBombardment, type DigitBombardment } from '../../../engine/republic/bombardment/digit-bombardment.ts';
import { fuseBombardment, runFusedBombardment, type FusedBombardment } from '../../../engine/republic/bombardment/fused-bombardment.ts';
import { MORALE_STATES } from '../../../engine/republic/rules/grades.ts';
import type { RepublicRules } from '../../../engine/republic/rules/republic-rules.ts';
import { makeLayout } from '../../layout.ts';
import type { Compiled, ExactResult, Sim } from '../../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome, tallyValue } from '../../tally.ts';
import { countLabels } from '../face-table/face-table.ts';

export interface BombardmentCompiled extends Compiled {
  b: CompiledBombardment;
  chain: BombardmentChain;
  fused: FusedBombardment;
  digits: DigitBombardment;
  res: Int32Array;
  /** scratch: the P hits so far */
  p: Int32Array;
  /** scratch: the dice drawn and not yet used, carried from trial to trial within a chunk (runDigitBombardment) */
  dice: Int32Array;
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
        { name: 'turn_panic4', title: 'Game turn of the brigade\'s first Panic 4 (its loss number deserts, §4.7)', outcomes: turns },
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
    const at = Int32Array.from([o.turn_shaken, o.turn_demoralized, o.bases_lost, o.end_state, o.rests_on_provisional, layout.meanOffset.p_hits, layout.meanOffset.bases, o.turn_panic4]);
    const chain = compileBombardmentChain(b);
    const fused = fuseBombardment(b, chain);
    return { layout, b, chain, fused, digits: layOutDigits(fused), res: new Int32Array(B.SIZE), p: new Int32Array(1), dice: new Int32Array(2), at };
  },

  kernel(rng: Stream, c: BombardmentCompiled, trials: number, acc: Float64Array): void {
    const res = c.res;
    // a chunk's stream starts with no dice in hand
    c.dice[1] = 0;
    for (let t = 0; t < trials; t++) {
      runDigitBombardment(rng, c.b, c.digits, c.dice, c.p, res);
      tallyResults(c, res, acc, 1);
    }
    tallyProvisional(c, acc, trials);
  },

  baselines: {
    // the fused tables with one draw a fire's pair and one a rally's die (stream version 2)
    fused(rng: Stream, c: BombardmentCompiled, trials: number, acc: Float64Array): void {
      const res = c.res;
      for (let t = 0; t < trials; t++) {
        runFusedBombardment(rng, c.b, c.fused, c.p, res);
        tallyResults(c, res, acc, 1);
      }
      tallyProvisional(c, acc, trials);
    },
    // the chain before each fire's last step was joined to the phase's end: several lookups a fire
    tables(rng: Stream, c: BombardmentCompiled, trials: number, acc: Float64Array): void {
      const res = c.res;
      for (let t = 0; t < trials; t++) {
        runBombardmentChain(rng, c.b, c.chain, res);
        tallyBombardment(c, res, acc, 1);
      }
    },
    // the rules interpreted fire by fire, one die each: the kernel before the tables
    interpreting(rng: Stream, c: BombardmentCompiled, trials: number, acc: Float64Array): void {
      const res = c.res;
      for (let t = 0; t < trials; t++) {
        runBombardment(rng, c.b, res);
        tallyBombardment(c, res, acc, 1);
      }
    },
  },

  // how often each battery's fire moves past an end of its row (A10, A18)
  describe: (c: BombardmentCompiled) => ({ ...c.b.reading, ...c.b.rowEnds }),

  exact(c: BombardmentCompiled): ExactResult {
    const out = new Float64Array(c.layout.size);
    exactBombardment(c.b, (res, w) => tallyBombardment(c, res, out, w));
    return { perTrial: out, leftover: 0 };
  },
};

/** One trial's results (B layout) into the tallies, `weight` times. */
function tallyBombardment(c: BombardmentCompiled, res: Int32Array, acc: Float64Array, weight: number): void {
  tallyResults(c, res, acc, weight);
  tallyProvisional(c, acc, weight);
}

/** Every trial rests on the same placeholders: the kernel counts them once a chunk. */
function tallyProvisional(c: BombardmentCompiled, acc: Float64Array, weight: number): void {
  tallyOutcome(acc, c.at[4], c.b.provisional ? 1 : 0, weight);
}

function tallyResults(c: BombardmentCompiled, res: Int32Array, acc: Float64Array, weight: number): void {
  const at = c.at;
  const never = c.b.turns; // index of "never"
  tallyOutcome(acc, at[0], res[B.SHAKEN_TURN] === 0 ? never : res[B.SHAKEN_TURN] - 1, weight);
  tallyOutcome(acc, at[1], res[B.DEMORALIZED_TURN] === 0 ? never : res[B.DEMORALIZED_TURN] - 1, weight);
  tallyOutcome(acc, at[2], res[B.LOST], weight);
  tallyOutcome(acc, at[3], res[B.END], weight);
  tallyValue(acc, at[5], res[B.P], weight);
  tallyValue(acc, at[6], res[B.LOST], weight);
  tallyOutcome(acc, at[7], res[B.PANIC4_TURN] === 0 ? never : res[B.PANIC4_TURN] - 1, weight);
}
