import { partialFolder } from '../results/claim-folder.ts';
import type { Manifest } from '../results/manifest.ts';
import type { PointTallies } from '../results/tallies-file.ts';
import type { StagedFolder } from '../results/replace-folder.ts';
import { stageResults, writeResults } from '../results/write-results.ts';
import { createPool } from '../workers/pool.ts';
import type { SharedPool } from '../workers/shared-pool.ts';
import { runPoints, type PointTally } from '../workers/run-points.ts';
import { buildManifest } from './build-manifest.ts';
import { createInterrupt, Interrupted, letSignalsIn, type Interrupt } from './interrupt.ts';
import { planRun } from './plan-run.ts';
import type { RunPlan } from './run-plan.ts';
import { createProgress } from './progress.ts';
import type { RunOptions } from './run-options.ts';

export type { RunOptions } from './run-options.ts';

/** What a run left: its folder and manifest, or nothing when stopped before any chunk finished. */
export type RunOutcome =
  | { outDir: string; manifest: Manifest; staged?: StagedFolder }
  | { outDir: null; manifest: null };

/** The Monte Carlo points' tallies, and each exact point's exact values in their place (no trials). */
function asTallies(plan: RunPlan, run: PointTally[]): PointTallies[] {
  const exactOf = new Map(plan.prep.points.map((p) => [p.index, p.exact]));
  const rangeOf = new Map(plan.plans.map((p) => [p.point, p.range]));
  const tallies: PointTallies[] = run.map(({ chunkParts, ...t }) => {
    const exact = exactOf.get(t.point) ?? null;
    const range = rangeOf.get(t.point);
    return {
      ...t,
      tallies: Array.from(t.tallies),
      exact: exact ? Array.from(exact.perTrial) : null,
      exactLeftover: exact ? exact.leftover : null,
      method: 'mc' as const,
      fullChunks: t.fullChunks ? Array.from(t.fullChunks) : null,
      // a shard's part of a point: its own chunks counted, each kept for the merge
      ...(range
        ? {
            chunks: t.chunks - range.first,
            chunkRange: [range.first, range.end] as [number, number],
            chunkTallies: (chunkParts ?? []).map((c) => Array.from(c)),
          }
        : {}),
    };
  });
  for (const [point, method] of plan.methods) {
    const exact = exactOf.get(point);
    if (method !== 'exact' || !exact) continue;
    const values = Array.from(exact.perTrial);
    tallies.push({
      point,
      trials: 0,
      chunks: 0,
      precisionReached: null,
      tallies: values,
      exact: values,
      exactLeftover: exact.leftover,
      method: 'exact',
      fullChunks: null,
    });
  }
  return tallies.sort((a, b) => a.point - b.point);
}

/**
 * Where a run's results go. A finished run replaces its folder; a partial
 * one never replaces a result: it goes to a new or empty folder, to the
 * partial result it went on from, or else beside (`<dir>.partial`).
 */
function target(plan: RunPlan, partial: boolean): { dir: string; inPlace: boolean } {
  const { out } = plan;
  const free = out.state.kind === 'absent' || out.state.kind === 'empty';
  if (!partial || free || plan.previous?.partial) return { dir: out.dir, inPlace: out.inPlace };
  return { dir: partialFolder(out.dir), inPlace: false };
}

/**
 * Run a checked plan on a pool of workers and write its result folder. The
 * same file and seed give byte-identical results.csv and outcomes.csv
 * whatever the number of workers, when run as shards and merged, and when
 * interrupted and resumed or extended to the same total. With `stage`, a
 * finished run that replaces its folder is only staged beside it (the
 * caller writes its report there, then commits), so an old finished result
 * stays whole until the new one, report and all, is complete.
 */
export async function executeRun(
  plan: RunPlan,
  interrupt: Interrupt,
  shared?: SharedPool,
  options: { stage?: boolean } = {},
): Promise<RunOutcome> {
  const { prep } = plan;
  const { exp } = prep;
  await letSignalsIn(); // a Ctrl-C during the checks stops the run here, before any worker starts
  if (interrupt.requested()) return { outDir: null, manifest: null };
  const startedAt = new Date();
  const todo = plan.plans.reduce((n, p) => n + p.trials - (p.start?.trials ?? 0), 0);
  const progress = createProgress(todo, plan.progress && todo > 0);
  // a shared pool is its owner's to close
  const pool = shared ? shared.get(plan.workers) : createPool(plan.workers, 'bundle', { reuse: true });
  let run: Awaited<ReturnType<typeof runPoints>>;
  try {
    run = await runPoints(plan.plans, pool, {
      seed: exp.seed,
      chunkSize: exp.chunkSize,
      // with a precision target, one chunk a task: little runs past the stop
      chunksPerTask: exp.precision !== null ? 1 : undefined,
      inFlight: plan.workers * 2,
      stopped: interrupt.requested,
      abandon: interrupt.abandon,
      onProgress: (done) => progress.update(done),
    });
  } finally {
    progress.stop();
    if (!shared) await pool.close();
  }
  const ranBefore = plan.plans.reduce((n, p) => n + (p.start?.trials ?? 0), 0);
  const ran = run.tallies.reduce((n, t) => n + t.trials, 0);
  if (run.partial && ran === ranBefore) return { outDir: null, manifest: null };
  const tallies = asTallies(plan, run.tallies);
  const seconds = (Date.now() - startedAt.getTime()) / 1000;
  const facts = {
    seed: exp.seed,
    trials: exp.trials,
    precision: exp.precision,
    workers: plan.workers,
    shard: plan.shard,
    startedAt,
    seconds,
    partial: run.partial,
    previous: plan.previous,
    method: plan.method,
  };
  const where = target(plan, run.partial);
  if (options.stage && !run.partial && !where.inPlace) {
    const { manifest, staged } = stageResults(where.dir, buildManifest(prep, facts, tallies), tallies);
    return { outDir: where.dir, manifest, staged };
  }
  const manifest = writeResults(where.dir, buildManifest(prep, facts, tallies), tallies, {
    inPlace: where.inPlace,
  });
  return { outDir: where.dir, manifest };
}

/**
 * Check and run one experiment (the CLI checks every file first with
 * planRun); stopped before any chunk finished, it throws Interrupted. With
 * `stage`, a finished result replacing a folder is staged (see executeRun).
 */
export async function runExperiment(
  options: RunOptions,
  shared?: SharedPool,
  run: { stage?: boolean } = {},
): Promise<RunOutcome & { outDir: string }> {
  const interrupt = createInterrupt();
  try {
    const outcome = await executeRun(planRun(options), interrupt, shared, run);
    if (outcome.outDir === null) throw new Interrupted();
    return outcome;
  } finally {
    interrupt.release();
  }
}
