import { InputError, type Problem } from '../engine/input/input-error.ts';
import { makeLayout } from '../sims/layout.ts';
import { chunkTrials } from '../workers/point-job.ts';
import type { Manifest } from './manifest.ts';
import type { TalliesFile } from './tallies-file.ts';

/** How far a sum of squares may fall below sum²/n from rounding alone. */
const ROUNDING = 1e-9;

/**
 * A result folder's facts against each other: every point in its shard and
 * listed once, each point's trials within the run's and as many chunks as
 * its trials take, a finished run's points at their total, and tallies
 * that could come from the trials they record (no outcome counted more
 * often than there were trials). Anything else was edited or damaged, and
 * is refused before a report, merge or resume reads it.
 */
export function checkResult(m: Manifest, t: TalliesFile, manifestFile: string, talliesFile: string): void {
  const problems: Problem[] = [];
  const inManifest = (field: string, expected: string) =>
    problems.push({ file: manifestFile, field, expected });
  const inTallies = (field: string, expected: string) =>
    problems.push({ file: talliesFile, field, expected });
  const shard = m.shard;
  // a shard of more shards than points runs part of one point's chunks (chunkRange in tallies.json)
  const ranges = t.points.map((tp) => tp.chunkRange);
  const byChunks = ranges.some((r) => r !== undefined);
  if (byChunks && !(shard && t.points.length === 1))
    inTallies('points[0].chunkRange', 'only in a shard of one point (a shard of more shards than points)');
  let last = -1;
  m.sweep.points.forEach((p, i) => {
    const at = `sweep.points[${i}]`;
    if (p.index <= last)
      inManifest(`${at}.index`, `points in increasing order, each once; got ${p.index} after ${last}`);
    last = p.index;
    if (shard && !byChunks && p.index % shard.count !== shard.index - 1)
      inManifest(
        `${at}.index`,
        `only the points of shard ${shard.index}/${shard.count}; point ${p.index} is not one`,
      );
    if (p.trials > m.trials)
      inManifest(`${at}.trials`, `at most the run's trials (${m.trials}), got ${p.trials}`);
    const method = p.method ?? 'mc';
    if (method === 'exact' && p.trials !== 0)
      inManifest(`${at}.trials`, `0 for a point answered exactly, got ${p.trials}`);
    const range = ranges[i];
    const whole = range ? rangeTrials(range[0], range[1], m.trials, m.chunkSize) : m.trials;
    const finished = !m.partial && method === 'mc' && p.trials !== whole;
    if (finished && range)
      inManifest(
        `${at}.trials`,
        `the trials of chunks ${range[0]} to ${range[1] - 1} (${whole}) in a finished shard, got ${p.trials}`,
      );
    else if (finished && (m.precision === null || p.precisionReached !== true)) {
      inManifest(
        `${at}.trials`,
        `the run's trials (${m.trials}) in a finished run${m.precision === null ? '' : ' unless the point reached the precision target'}, got ${p.trials}`,
      );
    }
  });
  t.points.forEach((tp, i) => {
    const at = `points[${i}]`;
    const p = m.sweep.points[i];
    const method = tp.method ?? 'mc';
    if (method !== (p.method ?? 'mc'))
      inTallies(`${at}.method`, `the point's method in manifest.json (${p.method ?? 'mc'})`);
    if ((tp.precisionReached ?? undefined) !== p.precisionReached)
      inTallies(
        `${at}.precisionReached`,
        `the point's precisionReached in manifest.json (${p.precisionReached ?? 'absent'})`,
      );
    const layout = makeLayout(p.layout ?? m.layout);
    const range = tp.chunkRange;
    if (range) {
      const end = Math.ceil(m.trials / m.chunkSize);
      const trials = rangeTrials(range[0], range[0] + tp.chunks, m.trials, m.chunkSize);
      if (range[1] > end || range[0] + tp.chunks > range[1])
        inTallies(
          `${at}.chunkRange`,
          `chunks within the point's ${end} and the chunks run (${tp.chunks}) within the range`,
        );
      else if (tp.trials !== trials)
        inTallies(
          `${at}.trials`,
          `${trials}, the trials of chunks ${range[0]} to ${range[0] + tp.chunks - 1}`,
        );
      tp.chunkTallies?.forEach((c, k) =>
        countsFit(
          layout,
          c,
          chunkTrials(range[0] + k, m.trials, m.chunkSize),
          `${at}.chunkTallies[${k}]`,
          inTallies,
        ),
      );
      countsFit(layout, tp.tallies, tp.trials, `${at}.tallies`, inTallies);
      return;
    }
    const chunks = method === 'exact' ? 0 : Math.ceil(tp.trials / m.chunkSize);
    if (tp.chunks !== chunks)
      inTallies(`${at}.chunks`, `${chunks}, the chunks of ${tp.trials} trials at ${m.chunkSize} a chunk`);
    if (method === 'exact') return;
    countsFit(layout, tp.tallies, tp.trials, `${at}.tallies`, inTallies);
    const short = tp.trials % m.chunkSize;
    if (tp.fullChunks) countsFit(layout, tp.fullChunks, tp.trials - short, `${at}.fullChunks`, inTallies);
  });
  if (problems.length > 0) throw new InputError(problems);
}

/** Trials in chunks [first, end) of a point. */
function rangeTrials(first: number, end: number, trials: number, chunkSize: number): number {
  return Math.max(0, Math.min(end * chunkSize, trials) - first * chunkSize);
}

/** Counts that `trials` trials can give: whole, none above the trials, each distribution's together at most the trials; means whose sums of squares can go with their sums. */
function countsFit(
  layout: ReturnType<typeof makeLayout>,
  tallies: readonly number[],
  trials: number,
  field: string,
  fail: (field: string, expected: string) => void,
): void {
  for (const d of layout.distributions) {
    const from = layout.distOffset[d.name];
    let sum = 0;
    for (let k = 0; k < d.outcomes.length; k++) {
      const c = tallies[from + k];
      if (Number.isNaN(c)) continue;
      if (!(Number.isInteger(c) && c >= 0 && c <= trials)) {
        fail(
          `${field}[${from + k}]`,
          `a count of ${d.name} = ${d.outcomes[k]} from 0 to the point's ${trials} trials, got ${c}`,
        );
        return;
      }
      sum += c;
    }
    if (sum > trials) {
      fail(
        `${field}[${from}]`,
        `counts of ${d.name} adding to at most the point's ${trials} trials, got ${sum}`,
      );
      return;
    }
  }
  for (const mean of layout.means) {
    const at = layout.meanOffset[mean.name];
    const [sum, squares] = [tallies[at], tallies[at + 1]];
    if (Number.isNaN(sum) || Number.isNaN(squares) || trials === 0) continue;
    if (squares < 0 || sum * sum > trials * squares * (1 + ROUNDING) + ROUNDING) {
      fail(
        `${field}[${at + 1}]`,
        `a sum of squares of ${mean.name} at least its sum squared over the trials (${sum}² / ${trials}), got ${squares}`,
      );
      return;
    }
  }
}
