/** Trials a task carries at most (a piscina task costs ~0.1 ms from one to the next, so 10^5-10^6). */
const TASK_TRIALS = 500_000;

/** Tasks each thread gets at least, where the run has the chunks: the last task of a short run is then a small part of it. */
const TASKS_PER_THREAD = 4;

/**
 * Chunks per task of a run: as many as fit in TASK_TRIALS, or one when the
 * run stops at a precision target, so little runs past the stop. A short
 * run (`chunks` in all, on `workers` threads) gets smaller tasks, so the
 * threads finish close together. The bench times its pools with the same
 * grouping, so it times what a run does. Any grouping gives the same result.
 */
export function taskChunks(chunkSize: number, stopsAtPrecision = false, chunks = Infinity, workers = 1): number {
  if (stopsAtPrecision) return 1;
  return Math.max(1, Math.min(Math.floor(TASK_TRIALS / chunkSize), Math.floor(chunks / (TASKS_PER_THREAD * workers))));
}
