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
}

/** A run of consecutive chunks of one point: one piscina task. */
export interface ChunkTask {
  job: PointJob;
  /** a key naming the job, for the worker's compile cache */
  key: string;
  seed: number;
  point: number;
  /** trials of the whole point (the last chunk may be short) */
  trials: number;
  chunkSize: number;
  /** chunk indices [from, to) */
  from: number;
  to: number;
}

/** Trials in chunk `c` of a point of `trials` trials. */
export function chunkTrials(c: number, trials: number, chunkSize: number): number {
  return Math.max(0, Math.min(chunkSize, trials - c * chunkSize));
}

export function chunkCount(trials: number, chunkSize: number): number {
  return Math.ceil(trials / chunkSize);
}
