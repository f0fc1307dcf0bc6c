import { chunkStream } from '../../engine/dice/stream.ts';
import type { Ruleset } from '../../engine/families/families.ts';
import type { Layout } from '../../sims/layout.ts';
import type { MixPart } from '../../sims/mix/situation-mix.ts';
import type { Sim } from '../../sims/sim.ts';
import { exprSlots, type MetricExpr } from './metric-expr.ts';

/** Every tally of every trial of one situation: trial t's tallies at values[t * size ...]. */
export interface Sample {
  layout: Layout;
  trials: number;
  values: Float64Array;
}

/** An estimate with its standard error. */
export interface Estimate {
  value: number;
  se: number;
}

/**
 * Monte Carlo values of metrics under rules the caller may change between
 * calls, on common random numbers: trial t of situation k always reads the
 * stream seeded by (seed, k, t), whatever the rules, so two variants of
 * the rules differ only where the rules differ (a cell never read leaves
 * every tally the same, to the last trial), and the same seed gives the
 * same values on any machine.
 */
export class MonteCarloEvaluator {
  constructor(
    readonly sim: Sim,
    readonly ruleset: Ruleset,
    readonly switches: Record<string, string>,
  ) {}

  sample(part: MixPart, situation: number, trials: number, seed: number | string): Sample {
    const c = this.sim.compile(this.ruleset, part.node, this.switches);
    const size = c.layout.size;
    const values = new Float64Array(trials * size);
    const acc = new Float64Array(size);
    for (let t = 0; t < trials; t++) {
      acc.fill(0);
      this.sim.kernel(chunkStream(seed, situation, t), c, 1, acc);
      values.set(acc, t * size);
    }
    return { layout: c.layout, trials, values };
  }
}

/** Do two samples hold the same tallies over their first `trials` trials? */
export function sameTallies(a: Sample, b: Sample, trials: number): boolean {
  const n = Math.min(trials, a.trials, b.trials) * a.layout.size;
  if (a.layout.size !== b.layout.size) return false;
  for (let i = 0; i < n; i++) if (a.values[i] !== b.values[i]) return false;
  return true;
}

/**
 * A metric expression over a weighted mix of samples: the ratio of the
 * mixed means, with its standard error by the delta method (each trial's
 * influence on the ratio), parts independent.
 */
export function estimateExpr(
  expr: MetricExpr,
  parts: ReadonlyArray<{ sample: Sample; weight: number }>,
): Estimate {
  const total = parts.reduce((s, p) => s + p.weight, 0);
  const per = parts.map(({ sample, weight }) => {
    const slots = exprSlots(sample.layout, expr);
    if (typeof slots === 'string') throw new Error(slots);
    const n = new Float64Array(sample.trials);
    const d = new Float64Array(sample.trials);
    const size = sample.layout.size;
    for (let t = 0; t < sample.trials; t++) {
      for (const s of slots.num) n[t] += sample.values[t * size + s];
      if (slots.den.length) for (const s of slots.den) d[t] += sample.values[t * size + s];
      else d[t] = 1;
    }
    return { n, d, w: weight / total, mn: mean(n), md: mean(d) };
  });
  const N = per.reduce((s, p) => s + p.w * p.mn, 0);
  const D = per.reduce((s, p) => s + p.w * p.md, 0);
  const value = N / D;
  let variance = 0;
  for (const p of per) {
    const phi = Array.from(p.n, (x, t) => (x - value * p.d[t]) / D);
    variance += (p.w * p.w * sampleVariance(phi)) / phi.length;
  }
  return { value, se: Math.sqrt(variance) };
}

function mean(x: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += x[i];
  return s / x.length;
}

function sampleVariance(x: readonly number[]): number {
  if (x.length < 2) return 0;
  const m = mean(x);
  return x.reduce((s, v) => s + (v - m) * (v - m), 0) / (x.length - 1);
}

/** The mean per trial of every slot of a sample (a mean's sum, a distribution's chance). */
export function sampleMeans(s: Sample): Float64Array {
  const out = new Float64Array(s.layout.size);
  for (let t = 0; t < s.trials; t++)
    for (let i = 0; i < out.length; i++) out[i] += s.values[t * out.length + i];
  for (let i = 0; i < out.length; i++) out[i] /= s.trials;
  return out;
}

/** The mean paired difference (b - a) of one slot over trials read on the same streams, with its standard error. */
export function pairedDifference(a: Sample, b: Sample, slot: number): Estimate {
  const size = a.layout.size;
  const d = Array.from(
    { length: Math.min(a.trials, b.trials) },
    (_, t) => b.values[t * size + slot] - a.values[t * size + slot],
  );
  return { value: mean(d), se: Math.sqrt(sampleVariance(d) / d.length) };
}
