import type { Layout } from '../../sims/layout.ts';
import { InputError } from '../../engine/input/input-error.ts';
import { resolveMetric, showMetric, type MetricRef } from '../evaluate/metric-ref.ts';
import type { Experiment } from '../../experiment/experiment.ts';
import { prepareExperiment, type PreparedPoint } from '../../experiment/prepare-experiment.ts';
import { paramTitle, pointWords, valueWords } from '../../report/charts/text.ts';
import { holm } from '../../stats/holm.ts';
import { normalPValue } from '../../stats/normal-p-value.ts';
import { compileJob } from '../../workers/compile-job.ts';
import type { Method } from '../../experiment/point-method.ts';
import type { Comparison, Difference, PointComparison } from './compare-types.ts';
import { exactDifferences, pairedDifferences, totalVariation } from './differences.ts';
import { pairedRun } from './paired-run.ts';
import { sentence } from './sentence.ts';

export interface CompareOptions {
  method: Method;
  /** Monte Carlo trials per point (rounded up to whole chunks) */
  trials: number;
  seed?: number;
  /** the headline metric (and outcome, for a distribution); default: the first chart's, else the first outcome */
  metric?: { metric: string; outcome: string };
  /** significance level after Holm's correction */
  alpha?: number;
}

/** Chunks per point: the difference's spread is measured over this many batches. */
export const PAIRED_CHUNKS = 40;

/**
 * Compare two variants point by point: exact differences where both sides
 * have exact odds (unless Monte Carlo is asked for), else paired Monte
 * Carlo on common random numbers; every Monte Carlo difference gets a
 * p-value, corrected by Holm's method over all of them.
 */
/** Two points to compare: A's and B's, under one label, read with one seed point. */
export interface PointPair {
  label: string;
  /** the label in words */
  words: string;
  a: PreparedPoint;
  b: PreparedPoint;
  /** where B's point came from, for messages */
  bFile: string;
}

/** Pair the points of two experiments by their sweep labels. */
export function pairExperiments(
  expA: Experiment,
  expB: Experiment,
): { pairs: PointPair[]; first: PreparedPoint } {
  if (expA.sim.id !== expB.sim.id)
    throw new InputError({
      file: expB.file,
      field: 'sim',
      expected: `the same sim as ${expA.file} (${expA.sim.id}), got ${expB.sim.id}`,
    });
  const prepA = prepareExperiment(expA);
  const byLabel = new Map(prepareExperiment(expB).points.map((p) => [p.label, p]));
  const pairs = prepA.points.map((a) => {
    const b = byLabel.get(a.label);
    if (!b)
      throw new InputError({
        file: expB.file,
        field: 'sweep',
        expected: `a point ${a.label || '(no sweep)'} to match ${expA.file}`,
      });
    return { label: a.label, words: labelWords(a, expA.sweep), a, b, bFile: expB.file };
  });
  return { pairs, first: prepA.points[0] };
}

/** A point's sweep values in words: `attacker grade = crack, defender grade = green`. */
function labelWords(p: PreparedPoint, params: Experiment['sweep']): string {
  return pointWords(params, (name) => p.labels[name]);
}

/**
 * Pair within one experiment's sweep: each value of the swept patch set or
 * switch against the first value, everything else equal.
 */
export function pairWithinSweep(
  exp: Experiment,
  across: string | undefined,
): { pairs: PointPair[]; first: PreparedPoint; param: string } {
  const candidates = exp.sweep.filter(
    (p) => (p.kind === 'patch' || p.kind === 'switch' || p.kind === 'ruleset') && p.values.length >= 2,
  );
  // --across as the sweep writes it (patches, switch:<name>) or as the results name it (patch, <name>)
  const named = across === 'patches' ? 'patch' : across?.replace(/^switch:/, '');
  const param = named ? exp.sweep.find((p) => p.name === named) : candidates[0];
  if (!param || param.values.length < 2) {
    throw new InputError({
      file: across ? '(command line)' : exp.file,
      field: across ? '--across' : 'sweep',
      expected: `a swept parameter with two or more values to compare (${exp.sweep.map((p) => p.name).join(', ') || 'the experiment sweeps nothing'}); or give two sides: warbench compare A B --on ${exp.file}`,
    });
  }
  const prep = prepareExperiment(exp);
  const rest = (p: PreparedPoint) =>
    exp.sweep
      .filter((q) => q !== param)
      .map((q) => `${q.name}=${JSON.stringify(p.values[q.name])}`)
      .join(', ');
  const baseLabel = param.values[0].label;
  const baseline = new Map(
    prep.points.filter((p) => String(p.labels[param.name]) === baseLabel).map((p) => [rest(p), p]),
  );
  const pairs = prep.points
    .filter((p) => String(p.labels[param.name]) !== baseLabel)
    .map((b) => {
      const a = baseline.get(rest(b))!;
      const others = exp.sweep
        .filter((q) => q !== param)
        .map((q) => `${q.name}=${b.labels[q.name]}`)
        .join(', ');
      const othersWords = labelWords(
        b,
        exp.sweep.filter((q) => q !== param),
      );
      const change = `${paramTitle(param.name, param.kind)}: ${valueWords(baseLabel, param.kind)} → ${valueWords(String(b.labels[param.name]), param.kind)}`;
      return {
        label: `${others ? `${others}: ` : ''}${param.name} ${baseLabel} -> ${b.labels[param.name]}`,
        words: othersWords ? `${othersWords}; ${change}` : change,
        a,
        b,
        bFile: exp.file,
      };
    });
  return { pairs, first: prep.points[0], param: param.name };
}

/** Where two layouts' outcomes first part: the distribution and the outcome each has, as a note to the message. */
function outcomesApart(a: Layout, b: Layout): string {
  const n = Math.max(a.distributions.length, b.distributions.length);
  for (let i = 0; i < n; i++) {
    const da = a.distributions[i];
    const db = b.distributions[i];
    if (!da || !db || da.name !== db.name)
      return ` (A has ${da?.name ?? 'no more distributions'}, B has ${db?.name ?? 'no more distributions'})`;
    const k = da.outcomes.findIndex((o, j) => o !== db.outcomes[j]);
    if (k >= 0 || da.outcomes.length !== db.outcomes.length) {
      const at = k >= 0 ? k : Math.min(da.outcomes.length, db.outcomes.length);
      return ` (${da.name}: A has ${da.outcomes[at] ?? 'no more outcomes'}, B has ${db.outcomes[at] ?? 'no more outcomes'})`;
    }
  }
  return '';
}

/**
 * Compare pairs of points: exact differences where both sides have exact
 * odds (unless Monte Carlo is asked for), else paired Monte Carlo on common
 * random numbers; every Monte Carlo difference gets a p-value, corrected by
 * Holm's method over all of them.
 */
export function comparePairs(
  exp: Experiment,
  pairs: PointPair[],
  first: PreparedPoint,
  names: { a: string; b: string },
  opts: CompareOptions,
): Comparison {
  const seed = opts.seed ?? exp.seed;
  const chunkSize = Math.max(1, Math.ceil(opts.trials / PAIRED_CHUNKS));
  const headline = checkedHeadline(exp, first, opts.metric);
  const points: PointComparison[] = [];
  for (const { label, words, a: pa, b: pb, bFile } of pairs) {
    if (
      JSON.stringify(pa.layout.distributions) !== JSON.stringify(pb.layout.distributions) ||
      pa.layout.size !== pb.layout.size
    ) {
      throw new InputError({
        file: bFile,
        field: 'sweep',
        expected: `the same outcomes on both sides${label ? ` at ${label}` : ''}${outcomesApart(pa.layout, pb.layout)}`,
      });
    }
    const exact = opts.method !== 'mc' && pa.exact !== null && pb.exact !== null;
    if (opts.method === 'exact' && !exact)
      throw new InputError({
        file: '(command line)',
        field: '--method',
        expected: `auto or mc: sim ${exp.sim.id} has no exact odds at ${label}`,
      });
    let differences: Difference[];
    let trials = 0;
    if (exact) differences = exactDifferences(pa.layout, pa.exact!.perTrial, pb.exact!.perTrial);
    else {
      // the stream of A's point, read by both sides: common random numbers
      const run = pairedRun(compileJob(pa.job), compileJob(pb.job), seed, pa.index, PAIRED_CHUNKS, chunkSize);
      differences = pairedDifferences(pa.layout, run);
      trials = run.trials;
    }
    const head = differences.find((d) => d.metric === headline.metric && d.outcome === headline.outcome);
    if (!head)
      throw new InputError({
        file: '(command line)',
        field: '--metric',
        expected: `${showMetric(headline)} at every point, but ${label} has no such metric`,
      });
    points.push({
      index: pa.index,
      label,
      words,
      method: exact ? 'exact' : 'paired',
      trials,
      differences,
      tvd: totalVariation(pa.layout, differences),
      headline: head,
      sentence: '',
    });
  }
  const tested = testAll(points, opts.alpha ?? 0.05);
  for (const p of points) p.sentence = sentence(p.headline, p.method === 'exact', p.differences);
  // only differences the pairing did not make identically zero: those would flatter the ratio
  const paired = points
    .flatMap((p) => p.differences)
    .filter((d) => d.stdError > 0 && d.independentStdError! > 0);
  const ratios = paired.map((d) => d.stdError / d.independentStdError!);
  const ceilings = paired.flatMap((d) => (d.pairingCeiling === null ? [] : [d.pairingCeiling]));
  return {
    a: names.a,
    b: names.b,
    sim: exp.sim.id,
    experiment: exp.name,
    seed,
    tested,
    headline: { ...headline, title: points[0]?.headline.title },
    points,
    pairedToIndependent: ratios.length ? median(ratios) : null,
    pairingCeiling: ceilings.length ? median(ceilings) : null,
  };
}

/** p-values for every Monte Carlo difference that is not identically zero, Holm-corrected together. */
function testAll(points: PointComparison[], alpha: number): number {
  const tested = points.flatMap((p) =>
    p.method === 'paired' ? p.differences.filter((d) => d.stdError > 0) : [],
  );
  for (const d of tested) d.p = normalPValue(d.diff / d.stdError);
  const adjusted = holm(tested.map((d) => d.p!));
  tested.forEach((d, i) => {
    d.pHolm = adjusted[i];
    d.significant = adjusted[i] < alpha;
  });
  return tested.length;
}

/** The headline metric, read against the first point's layout before any pair is simulated. */
function checkedHeadline(exp: Experiment, first: PreparedPoint, asked: MetricRef | undefined): MetricRef {
  const headline = resolveMetric(first.layout, asked ?? defaultHeadline(exp, first));
  if (typeof headline === 'string') {
    throw asked
      ? new InputError({
          file: '(command line)',
          field: '--metric',
          expected: `${showMetric(asked)} is not a metric of sim ${exp.sim.id}; expected ${headline}`,
        })
      : new InputError({ file: exp.file, field: 'charts', expected: headline });
  }
  return headline;
}

/**
 * The first chart's metric that names one number (a mean, or a distribution with its outcome): a course
 * chart's stem or a histogram's whole distribution is not one, so the next chart's is taken.
 */
function defaultHeadline(exp: Experiment, first: PreparedPoint): { metric: string; outcome: string } {
  for (const chart of exp.charts) {
    if (!chart.metric) continue;
    const ref = resolveMetric(first.layout, { metric: chart.metric, outcome: chart.outcome ?? '' });
    if (typeof ref !== 'string') return ref;
  }
  const d = first.layout.distributions[0];
  return { metric: d.name, outcome: d.outcomes[0] };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
