import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { InputError } from '../engine/input/input-error.ts';
import { whyNoFolder } from '../results/make-dir.ts';
import { writeResults } from '../results/write-results.ts';
import type { PointTallies } from '../results/tallies-file.ts';
import { chunkCount } from '../workers/point-job.ts';
import { createPool } from '../workers/pool.ts';
import { runPoints, type PointPlan } from '../workers/run-points.ts';
import { buildManifest } from './build-manifest.ts';
import { prepareExperiment } from './prepare-experiment.ts';
import { precisionReached } from './precision-reached.ts';
import { createProgress } from './progress.ts';
import { readExperiment } from './read-experiment.ts';
import { checkRunOptions, QUICK_TRIALS, type RunOptions } from './run-options.ts';
import { onInterrupt } from './on-interrupt.ts';
import type { Manifest } from '../results/manifest.ts';
import { pointMethod } from '../tuning/point-method.ts';

export type { RunOptions } from './run-options.ts';

/** Trials a task carries at most (a piscina task costs ~29 µs, so 10^5-10^6). */
const TASK_TRIALS = 500_000;

/**
 * Run an experiment file on a pool of workers and write its result folder.
 * The same file and seed give byte-identical results.csv and outcomes.csv
 * whatever the number of workers, and when run as shards and merged.
 */
export async function runExperiment(options: RunOptions): Promise<{ outDir: string; manifest: Manifest }> {
  checkRunOptions(options);
  const exp = readExperiment(options.file);
  if (options.seed !== undefined) exp.seed = options.seed;
  if (options.trials !== undefined) exp.trials = options.trials;
  if (options.precision !== undefined) exp.precision = options.precision;
  if (options.quick) {
    exp.trials = Math.min(exp.trials, QUICK_TRIALS);
    exp.precision = null;
  }
  const prep = prepareExperiment(exp);
  const outDir = resolve(options.out ?? `out/${exp.name}`);
  // a bad --out is found now, not after the whole simulation
  const noFolder = whyNoFolder(outDir);
  if (noFolder) throw new InputError({ file: '(command line)', field: '--out', expected: `a folder to write the results in, but ${noFolder}` });
  const shard = options.shard ?? null;
  const target = exp.precision;
  const mine = prep.points.filter((p) => !shard || p.index % shard.count === shard.index - 1);
  // exact first: a point with exact odds needs no trials (unless --method mc)
  const methodOf = new Map(mine.map((p) => [p.index, pointMethod(options.method ?? 'auto', p.exact, { sim: exp.sim.id, label: p.label })]));
  const plans: PointPlan[] = mine
    .filter((p) => methodOf.get(p.index) === 'mc')
    .map((p) => ({
      point: p.index,
      job: p.job,
      key: p.key,
      trials: exp.trials,
      size: p.layout.size,
      ...(target === null ? {} : { reached: (t: Float64Array, n: number) => precisionReached(p.layout, t, n, target) }),
    }));

  const workers = options.workers ?? availableParallelism();
  const startedAt = new Date();
  const progress = createProgress(plans.length * exp.trials, (options.progress ?? false) && plans.length > 0);
  const interrupt = onInterrupt();
  const pool = createPool(workers);
  let run;
  try {
    run = await runPoints(plans, pool, {
      seed: exp.seed,
      chunkSize: exp.chunkSize,
      // with a precision target a task is one chunk, so little runs past the stop
      chunksPerTask: target === null ? Math.max(1, Math.floor(TASK_TRIALS / exp.chunkSize)) : 1,
      inFlight: workers * 2,
      stopped: interrupt.requested,
      onProgress: (done) => progress.update(done),
    });
  } finally {
    progress.stop();
    interrupt.release();
    await pool.close();
  }

  const exactOf = new Map(prep.points.map((p) => [p.index, p.exact]));
  const tallies: PointTallies[] = run.tallies.map((t) => {
    const exact = exactOf.get(t.point) ?? null;
    return { ...t, tallies: Array.from(t.tallies), exact: exact ? Array.from(exact.perTrial) : null, exactLeftover: exact ? exact.leftover : null, method: 'mc' as const };
  });
  for (const p of mine) {
    if (methodOf.get(p.index) === 'exact' && p.exact) tallies.push({ point: p.index, trials: 0, chunks: 0, precisionReached: null, tallies: Array.from(p.exact.perTrial), exact: Array.from(p.exact.perTrial), exactLeftover: p.exact.leftover, method: 'exact' });
  }
  tallies.sort((a, b) => a.point - b.point);
  const seconds = (Date.now() - startedAt.getTime()) / 1000;
  const manifest = buildManifest(prep, { seed: exp.seed, trials: exp.trials, precision: exp.precision, workers, shard, startedAt, seconds, partial: run.partial, method: options.method ?? 'auto' }, tallies);
  writeResults(outDir, manifest, tallies);
  return { outDir, manifest };
}
