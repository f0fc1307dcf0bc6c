import { signedModifier } from '../../../engine/notation/signed-modifier.ts';
import { d10Pair } from '../../../engine/dice/roll.ts';
import type { Stream } from '../../../engine/dice/stream.ts';
import {
  compileCascade,
  R,
  readCascade,
  rollCascadeFails,
  runCascade,
  type CompiledCascade,
} from '../../../engine/republic/panic/cascade.ts';
import type { RepublicRules } from '../../../engine/republic/rules/republic-rules.ts';
import { makeLayout } from '../../layout.ts';
import type { Compiled, ExactResult, Sim } from '../../sim.ts';
import { PROVISIONAL_DISTRIBUTION, tallyOutcome, tallyValue } from '../../tally.ts';
import { countLabels } from '../face-table/face-table.ts';

export interface CascadeCompiled extends Compiled {
  cascade: CompiledCascade;
  fails: Uint8Array;
  res: Int32Array;
  /** layout offsets: count, rounds, first per-division slot, provisional, means */
  at: Int32Array;
  provisional: number;
  /** trials counted by their pattern of failed tests (bit 2d internal, 2d+1 adjoining), when there are few enough divisions */
  patterns?: Float64Array;
  /** each division's test read in words (Sim.describe) */
  reading: Record<string, string>;
}

/** Divisions up to which trials are counted by fail pattern (2^16 patterns). */
const PATTERN_DIVISIONS = 8;

/** One trial's (or one fail pattern's) tallies. */
function tally(c: CascadeCompiled, acc: Float64Array, w: number): void {
  const at = c.at;
  tallyOutcome(acc, at[0], c.res[R.PANICKED], w);
  tallyOutcome(acc, at[1], c.res[R.ROUNDS], w);
  for (let d = 0; d < c.cascade.n; d++) tallyOutcome(acc, at[2] + 2 * d, c.cascade.panicked[d], w);
  tallyOutcome(acc, at[3], c.provisional, w);
  tallyValue(acc, at[4], c.res[R.DESERTED], w);
  tallyValue(acc, at[5], c.res[R.ROUTED_UNITS], w);
}

/** Each trial's tests rolled and its cascade run: the kernel before counting by pattern. */
function interpreting(rng: Stream, c: CascadeCompiled, trials: number, acc: Float64Array): void {
  const k = c.cascade;
  for (let t = 0; t < trials; t++) {
    rollCascadeFails(rng, k, c.fails);
    runCascade(k, c.fails, c.res);
    tally(c, acc, 1);
  }
}

/** Most fail outcomes enumerated exactly (2^20 patterns). */
const EXACT_BITS = 20;

/** Divisional panic spreading across adjoining divisions, in rounds (§6.2). */
export const panicCascadeSim: Sim<CascadeCompiled> = {
  id: 'panic-cascade',
  title: 'Republic divisional panic cascade across adjoining divisions (§6)',
  families: ['republic'],
  defaultRuleset: 'republic-1.0-beta',
  exampleSituation: 'experiments/situations/panic-cascade.yaml',

  compile(ruleset, situation, switches) {
    const s = readCascade(situation);
    const cascade = compileCascade(ruleset.data as RepublicRules, s, switches);
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
        { name: 'bases_deserted', title: 'Bases lost to desertion', unit: 'bases' },
        { name: 'units_routed_1M', title: 'Units taking 1M for routing', unit: 'units' },
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
    const patterns = n <= PATTERN_DIVISIONS ? new Float64Array(1 << (2 * n)) : undefined;
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
      fails: new Uint8Array(2 * n),
      res: new Int32Array(R.SIZE),
      at,
      provisional,
      reading,
      ...(patterns ? { patterns } : {}),
    };
  },
  describe: (c) => c.reading,

  kernel(rng: Stream, c: CascadeCompiled, trials: number, acc: Float64Array): void {
    const counts = c.patterns;
    if (!counts) return interpreting(rng, c, trials, acc);
    // the cascade depends only on which tests would fail: roll both of a division's dice in one draw,
    // count the trials by pattern, and run each pattern's cascade once at the end
    const k = c.cascade;
    counts.fill(0);
    for (let t = 0; t < trials; t++) {
      let pattern = 0;
      for (let d = 0; d < k.n; d++) {
        const x = d10Pair(rng);
        const test = k.tests[d];
        if (k.internal[d] && ((x / 10) | 0) + 1 + test.modifier < test.pass) pattern |= 1 << (2 * d);
        if ((x % 10) + 1 + test.modifier < test.pass) pattern |= 2 << (2 * d);
      }
      counts[pattern]++;
    }
    for (let pattern = 0; pattern < counts.length; pattern++) {
      if (counts[pattern] === 0) continue;
      for (let i = 0; i < 2 * k.n; i++) c.fails[i] = (pattern >> i) & 1;
      runCascade(k, c.fails, c.res);
      tally(c, acc, counts[pattern]);
    }
  },

  baselines: { interpreting },

  exact(c: CascadeCompiled): ExactResult {
    const k = c.cascade;
    const out = new Float64Array(c.layout.size);
    // each condition's test is a Bernoulli trial; enumerate those not certain
    const p = new Float64Array(2 * k.n);
    for (let d = 0; d < k.n; d++) {
      p[2 * d] = k.internal[d] ? k.tests[d].failFaces / 10 : 0;
      p[2 * d + 1] = k.tests[d].failFaces / 10;
    }
    const free = [...p.keys()].filter((i) => p[i] > 0 && p[i] < 1);
    if (free.length > EXACT_BITS)
      return {
        perTrial: out,
        leftover: 1,
        note: `Too many uncertain tests (${free.length}) to enumerate; use Monte Carlo.`,
      };
    for (let i = 0; i < p.length; i++) c.fails[i] = p[i] === 1 ? 1 : 0;
    for (let mask = 0; mask < 1 << free.length; mask++) {
      let w = 1;
      free.forEach((i, b) => {
        const f = (mask >> b) & 1;
        c.fails[i] = f;
        w *= f ? p[i] : 1 - p[i];
      });
      runCascade(k, c.fails, c.res);
      tally(c, out, w);
    }
    return { perTrial: out, leftover: 0 };
  },
};
