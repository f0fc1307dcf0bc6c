import { addInto } from '../sims/layout.ts';
import {
  chunkClaim,
  chunkCount,
  chunkTrials,
  TASK_MILLIS,
  unclaimed,
  type ChunkResult,
  type ChunkTask,
  type PointJob,
} from './point-job.ts';
import type { ChunkPool } from './pool.ts';

export interface PointPlan {
  point: number;
  job: PointJob;
  key: string;
  /** trials to run (with a precision target: the most to run) */
  trials: number;
  /** tally slots per trial (the layout's size) */
  size: number;
  /** with a precision target: has this tally reached it? */
  reached?: (tallies: Float64Array, trials: number) => boolean;
  /** where an earlier run of the same point stopped: its first chunks, merged */
  start?: PointStart;
  /** a shard's share of the point: chunks [first, end) only, each chunk's tallies kept apart for the merge */
  range?: { first: number; end: number };
}

/** The merged tallies of a point's first `chunks` chunks, to go on from. */
export interface PointStart {
  chunks: number;
  trials: number;
  tallies: Float64Array;
  precisionReached: boolean | null;
  fullChunks?: Float64Array | null;
  /** with a range: each chunk's tallies so far, in chunk order */
  chunkParts?: Float64Array[];
}

export interface PointTally {
  point: number;
  trials: number;
  chunks: number;
  tallies: Float64Array;
  /** null without a precision target */
  precisionReached: boolean | null;
  /** when the last chunk merged is short: the tallies before it */
  fullChunks: Float64Array | null;
  /** with a range: each chunk's tallies, in chunk order (the merge adds them to the chunks before, as one run does) */
  chunkParts?: Float64Array[];
}

export interface RunPointsOptions {
  seed: number;
  chunkSize: number;
  /** the most chunks a task runs (1 with a precision target, so little runs past the stop); by default as many as fit in its time budget. Any grouping gives the same result. */
  chunksPerTask?: number;
  /** a task's time budget in ms (TASK_MILLIS by default) */
  taskMillis?: number;
  /** tasks kept queued at once */
  inFlight: number;
  /** no new task once true; the tasks under way still finish and count */
  stopped?: () => boolean;
  /** when aborted, resolve at once with the chunks merged so far (tasks under way are dropped) */
  abandon?: AbortSignal;
  onProgress?: (trialsDone: number) => void;
}

interface PointState {
  plan: PointPlan;
  total: number;
  /** the next chunk to claim, shared with the threads running the point */
  claim: Int32Array;
  tally: PointTally;
  waiting: Map<number, Float64Array>;
  done: boolean;
  /** a lane has started on this point */
  taken: boolean;
}

/** Chunks of a point not yet claimed by any thread. */
function unsent(s: PointState): number {
  return s.done ? 0 : unclaimed(s.claim, s.total);
}

/**
 * Run every point's chunks on the pool and merge each point's chunks in
 * chunk order. Each lane (thread) works through one point at a time, so a
 * point is compiled on one thread, not on all, starting from its own share
 * of the points; a lane with nothing left to start joins the point with the
 * most chunks left unclaimed. Tasks claim their chunks as they run (see
 * ChunkTask), so the threads on a point finish it together. With a
 * precision target a point stops at the first chunk boundary where it is
 * reached: chunks after it are dropped, so the result does not depend on
 * how many ran ahead.
 */
export function runPoints(
  plans: PointPlan[],
  pool: ChunkPool,
  opts: RunPointsOptions,
): Promise<{ tallies: PointTally[]; partial: boolean }> {
  const states: PointState[] = plans.map((plan) => {
    const total = plan.range?.end ?? chunkCount(plan.trials, opts.chunkSize);
    const start = plan.start ?? {
      chunks: plan.range?.first ?? 0,
      trials: 0,
      tallies: new Float64Array(plan.size),
      precisionReached: plan.reached ? false : null,
    };
    const tally: PointTally = {
      point: plan.point,
      trials: start.trials,
      chunks: start.chunks,
      tallies: Float64Array.from(start.tallies),
      precisionReached: start.precisionReached,
      fullChunks: start.fullChunks ?? null,
    };
    if (plan.range) tally.chunkParts = [...(start.chunkParts ?? [])];
    return {
      plan,
      total,
      claim: chunkClaim(start.chunks),
      tally,
      waiting: new Map(),
      done: plan.trials === 0 || start.precisionReached === true || start.chunks >= total,
      taken: false,
    };
  });
  const byPoint = new Map(states.map((s) => [s.plan.point, s]));
  // Lane l starts at its own share of the points (l/workers of the way in)
  // and goes on from there: neighbouring points mostly share a sim, ruleset
  // and kernel, so each thread loads and warms up fewer of them.
  const lanes = Array.from({ length: pool.workers }, (_, l) => ({
    inFlight: 0,
    current: undefined as PointState | undefined,
    cursor: Math.floor((l * states.length) / pool.workers),
  }));
  const perLane = Math.max(1, Math.floor(opts.inFlight / pool.workers));
  let inFlight = 0;
  let trialsDone = 0;

  const free = (s: PointState) => !s.done && !s.taken;
  const pointFor = (lane: (typeof lanes)[number]): PointState | undefined => {
    if (lane.current && unsent(lane.current) > 0) return lane.current;
    while (lane.cursor < states.length && !free(states[lane.cursor])) lane.cursor++;
    const next = lane.cursor < states.length ? states[lane.cursor] : states.find(free);
    if (next) {
      next.taken = true;
      return (lane.current = next);
    }
    const busiest = states.reduce<PointState | undefined>(
      (best, s) => (unsent(s) > (best ? unsent(best) : 0) ? s : best),
      undefined,
    );
    if (busiest) return (lane.current = busiest);
    return undefined;
  };

  const nextTask = (lane: (typeof lanes)[number]): ChunkTask | undefined => {
    const s = pointFor(lane);
    if (!s) return undefined;
    return {
      job: s.plan.job,
      key: s.plan.key,
      seed: opts.seed,
      point: s.plan.point,
      trials: s.plan.trials,
      chunkSize: opts.chunkSize,
      claim: s.claim,
      chunks: s.total,
      limit: Math.max(1, opts.chunksPerTask ?? s.total),
      budgetMs: opts.taskMillis ?? TASK_MILLIS,
    };
  };

  const accept = (task: ChunkTask, out: ChunkResult) => {
    const s = byPoint.get(task.point)!;
    const size = s.plan.size;
    out.chunks.forEach((c, i) => s.waiting.set(c, out.tallies.subarray(i * size, (i + 1) * size)));
    while (!s.done && s.waiting.has(s.tally.chunks)) {
      const c = s.tally.chunks;
      const n = chunkTrials(c, s.plan.trials, opts.chunkSize);
      if (n < opts.chunkSize && !s.plan.range) s.tally.fullChunks = Float64Array.from(s.tally.tallies);
      addInto(s.tally.tallies, s.waiting.get(c)!);
      s.tally.chunkParts?.push(Float64Array.from(s.waiting.get(c)!));
      s.waiting.delete(c);
      s.tally.chunks++;
      s.tally.trials += n;
      trialsDone += n;
      if (s.plan.reached?.(s.tally.tallies, s.tally.trials)) s.tally.precisionReached = true;
      if (s.tally.precisionReached || s.tally.chunks === s.total) s.done = true;
    }
    if (s.done) {
      s.waiting.clear();
      Atomics.store(s.claim, 0, s.total); // tasks still queued on the point claim nothing
    }
    opts.onProgress?.(trialsDone);
  };

  return new Promise((resolve, reject) => {
    let failed = false;
    const onAbort = () => {
      failed = true; // nothing more is merged or sent
      finish();
    };
    // a study runs many experiments under one signal: a finished run takes its listener off
    const finish = () => {
      opts.abandon?.removeEventListener('abort', onAbort);
      resolve({ tallies: states.map((s) => s.tally), partial: states.some((s) => !s.done) });
    };
    if (opts.abandon?.aborted) return finish();
    opts.abandon?.addEventListener('abort', onAbort, { once: true });
    const pump = () => {
      lanes.forEach((lane, l) => {
        while (!failed && !opts.stopped?.() && lane.inFlight < perLane) {
          const task = nextTask(lane);
          if (!task) break;
          lane.inFlight++;
          inFlight++;
          pool.run(task, l).then(
            (out) => {
              lane.inFlight--;
              inFlight--;
              if (failed) return;
              accept(task, out);
              pump();
            },
            (err) => {
              if (failed) return;
              failed = true;
              reject(err);
            },
          );
        }
      });
      if (inFlight === 0 && !failed) finish();
    };
    pump();
  });
}
