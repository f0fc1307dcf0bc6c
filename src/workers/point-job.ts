/**
 * Everything a worker needs to compile one sweep point, as plain data that
 * crosses threads: the worker compiles it once and caches the result.
 */
export interface PointJob {
  sim: string;
  /** ruleset id or absolute folder */
  ruleset: string;
  /** absolute patch files, applied in order */
  patches: string[];
  /** the situation after the sweep's overrides, as plain JSON */
  situation: unknown;
  /** every switch resolved */
  switches: Record<string, string>;
  /** one of the sim's baseline kernels by name, instead of its kernel (the bench's timing only) */
  kernel?: string;
  /**
   * the hash of the ruleset's files and patches as the main thread read them:
   * a thread kept over several runs reads a changed ruleset afresh (compile-job.ts)
   */
  rulesetHash: string;
  /**
   * the ruleset as the main thread loaded it, with its patches (rulesetBytes):
   * the thread builds it from these rather than reading its files again
   */
  rulesetBytes: Uint8Array;
  /** the shipped rulesets the main thread had loaded by id, as bytes (shippedBytes): what a sim reads beside its own */
  shipped: Record<string, Uint8Array>;
}

/** A job's key for a thread's compile cache: the job without its rulesets' bytes. */
export function jobKey(job: PointJob): string {
  const { rulesetBytes: _, shipped: _s, ...named } = job;
  return JSON.stringify(named);
}

/** A task's time budget (ChunkTask.budgetMs): a task's round trip costs ~0.1 ms. */
export const TASK_MILLIS = 20;

/**
 * Up to `limit` chunks of one point, for about TASK_MILLIS: one piscina task. The task claims its
 * chunks one at a time from the point's shared counter as it runs, so every
 * thread on a point takes the next chunk when it is free: a thread slowed
 * for a moment, or a task queued behind another, holds back no chunk.
 */
export interface ChunkTask {
  job: PointJob;
  /** a key naming the job, for the worker's compile cache */
  key: string;
  seed: number;
  point: number;
  /** trials of the whole point (the last chunk may be short) */
  trials: number;
  chunkSize: number;
  /** the point's next unclaimed chunk, shared by every thread on the point (chunkClaim) */
  claim: Int32Array;
  /** chunks of the point: a claim at or past this is none */
  chunks: number;
  /** the most chunks this task runs */
  limit: number;
  /** the task claims no chunk after it has run this long (ms): short enough for progress and Ctrl-C, long enough that a task's trip to the main thread and back is a small part of it */
  budgetMs: number;
}

/** What a task ran: the chunks it claimed (ascending) and each one's tallies in turn. */
export interface ChunkResult {
  chunks: Int32Array;
  tallies: Float64Array;
}

/** A point's chunk counter, starting at chunk `first`, shared across threads. */
export function chunkClaim(first: number): Int32Array {
  const claim = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  claim[0] = first;
  return claim;
}

/** Chunks of a point not yet claimed by any task. */
export function unclaimed(claim: Int32Array, chunks: number): number {
  return Math.max(0, chunks - Atomics.load(claim, 0));
}

/** Trials in chunk `c` of a point of `trials` trials. */
export function chunkTrials(c: number, trials: number, chunkSize: number): number {
  return Math.max(0, Math.min(chunkSize, trials - c * chunkSize));
}

export function chunkCount(trials: number, chunkSize: number): number {
  return Math.ceil(trials / chunkSize);
}
