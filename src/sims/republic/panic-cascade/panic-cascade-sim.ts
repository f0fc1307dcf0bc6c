import { signedModifier } from '../../../engine/notation/signed-modifier.ts';
import { exactTrials, runTrials } from '../../../engine/chain/chain-run.ts';
import type { Stream } from '../../../engine/dice/stream.ts';
import {
  compileCascade,
  R,
  readCascade,
  type CompiledCascade,
} from '../../../engine/republic/panic/cascade.ts';
import {
  cascadeTotals,
  compileCascadeChain,
  CS,
  type CascadeChain,
} from '../../../engine/republic/panic/cascade-process.ts';
import {
  frozenInterpretingKernel,
  frozenPatternKernel,
} from '../../../../bench/baselines/panic-cascade/kernel.ts';
import { makeLayout } from '../../layout.ts';
import { routedUnitsTitle } from '../panic-test/routed-title.ts';
import type { Compiled, ExactResult, Sim } from '../../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome, tallyValue } from '../../tally.ts';
import { countLabels } from '../face-table/face-table.ts';
import { batteriesDesert } from '../../../engine/republic/panic/panic-failure.ts';

export interface CascadeCompiled extends Compiled {
  cascade: CompiledCascade;
  chain: CascadeChain;
  res: Int32Array;
  /** layout offsets: count, rounds, first per-division slot, provisional, means */
  at: Int32Array;
  provisional: number;
  /** each division's test read in words (Sim.describe) */
  reading: Record<string, string>;
}

/** One trial's (or one fail pattern's) tallies from c.res, `routed` (the units the rout hits) and the flags in c.cascade.panicked. */
function tally(c: CascadeCompiled, acc: Float64Array, w: number, routed: number): void {
  const at = c.at;
  tallyOutcome(acc, at[0], c.res[R.PANICKED], w);
  tallyOutcome(acc, at[1], c.res[R.ROUNDS], w);
  for (let d = 0; d < c.cascade.n; d++) tallyOutcome(acc, at[2] + 2 * d, c.cascade.panicked[d], w);
  tallyOutcome(acc, at[3], c.provisional, w);
  tallyValue(acc, at[4], c.res[R.DESERTED], w);
  tallyValue(acc, at[5], routed, w);
}

/** A trial's final chain state into the tallies, `w` times: its totals and each division's panic flag. */
function tallyEnd(c: CascadeCompiled, st: Int32Array, acc: Float64Array, w: number): void {
  const routed = cascadeTotals(c.chain, st, c.res);
  for (let d = 0; d < c.cascade.n; d++) c.cascade.panicked[d] = (st[CS.PANICKED] >> d) & 1;
  tally(c, acc, w, routed);
}

/** Most uncertain tests of a cascade enumerated without tables. */
const EXACT_BITS = 20;

/** Divisional panic spreading across adjoining divisions, in rounds (§6.2). */
export const panicCascadeSim: Sim<CascadeCompiled, 'republic'> = {
  id: 'panic-cascade',
  title: 'Republic divisional panic cascade across adjoining divisions (§6)',
  families: ['republic'],
  defaultRuleset: 'republic-1.0-beta',
  exampleSituation: 'experiments/situations/panic-cascade.yaml',

  compile(ruleset, situation, switches) {
    const s = readCascade(situation, switches);
    const cascade = compileCascade(ruleset.data, s, switches);
    const n = cascade.n;
    const layout = makeLayout({
      distributions: [
        { name: 'divisions_panicked', title: 'Divisions that panic', outcomes: countLabels(n) },
        { name: 'rounds', title: 'Rounds of panic tests', outcomes: countLabels(n) },
        ...s.divisions.map((d) => ({
          name: `panicked: ${d.name}`,
          title: `${d.name} panics`,
          outcomes: ['no', 'yes'],
        })),
        PROVISIONAL_DISTRIBUTION,
      ],
      means: [
        {
          name: 'bases_deserted',
          title: batteriesDesert(switches)
            ? "Bases lost to desertion (brigades' and batteries')"
            : "Bases lost to desertion (brigades'; switch panicDesertBatteries: batteries never desert)",
          unit: 'bases',
        },
        {
          name: 'units_routed_1M',
          title: routedUnitsTitle(switches),
          unit: 'units',
        },
      ],
    });
    const o = layout.distOffset;
    const at = Int32Array.from([
      o.divisions_panicked,
      o.rounds,
      o[`panicked: ${s.divisions[0]?.name}`] ?? 0,
      o.rests_on_provisional,
      layout.meanOffset.bases_deserted,
      layout.meanOffset.units_routed_1M,
    ]);
    // every test reads the provisional pass column and Panic 4 line
    const provisional = cascade.tests.some((t) => t.provisional) ? 1 : 0;
    // each division's own test, as `odds panic-test` reads it
    const reading = Object.fromEntries(
      cascade.tests.map((t, i) => [
        s.divisions[i].name,
        `average grade ${t.grade}, passes on ${t.pass}+; ${t.items.join(', ')} = ${signedModifier(t.modifier)} (§6.3)`,
      ]),
    );
    return {
      layout,
      cascade,
      chain: compileCascadeChain(cascade),
      res: new Int32Array(R.SIZE),
      at,
      provisional,
      reading,
    };
  },
  describe: (c) => c.reading,

  kernel(rng: Stream, c: CascadeCompiled, trials: number, acc: Float64Array): void {
    runTrials(rng, c.chain, trials, (st, n) => tallyEnd(c, st, acc, n));
  },

  baselines: {
    // both of a division's tests from one draw, trials counted by fail pattern: the kernel before the chain module
    patterns(rng: Stream, c: CascadeCompiled, trials: number, acc: Float64Array): void {
      frozenPatternKernel(rng, c.cascade, trials, (res, w) => {
        c.res.set(res);
        tally(c, acc, w, res[R.ROUTED_UNITS]); // the frozen kernels' units hit: deserters in list order within a grade
      });
    },
    // every trial's tests rolled and its cascade run: the kernel before counting by pattern
    interpreting(rng: Stream, c: CascadeCompiled, trials: number, acc: Float64Array): void {
      frozenInterpretingKernel(rng, c.cascade, trials, (res, w) => {
        c.res.set(res);
        tally(c, acc, w, res[R.ROUTED_UNITS]); // the frozen kernels' units hit: deserters in list order within a grade
      });
    },
  },

  exact(c: CascadeCompiled): ExactResult {
    const k = c.cascade;
    const out = new Float64Array(c.layout.size);
    // without tables (more states than they hold) the states are carried by key: only where the uncertain tests are few enough
    let free = 0;
    for (let d = 0; d < k.n; d++) {
      const uncertain = k.tests[d].failFaces > 0 && k.tests[d].failFaces < 10 ? 1 : 0;
      free += uncertain * (1 + k.internal[d]);
    }
    if (!c.chain.tables && free > EXACT_BITS)
      return {
        perTrial: out,
        leftover: 1,
        note: `Too many uncertain tests (${free}) to enumerate; use Monte Carlo.`,
      };
    exactTrials(c.chain, (st, w) => tallyEnd(c, st, out, w));
    return { perTrial: out, leftover: 0 };
  },
};
