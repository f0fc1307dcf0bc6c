/** Trials a task carries at most (a piscina task costs ~0.1 ms from one to the next, so 10^5-10^6). */
const TASK_TRIALS = 500_000;

/**
 * Chunks per task of a run: as many as fit in TASK_TRIALS, or one when the
 * run stops at a precision target, so little runs past the stop. The bench
 * times its pools with the same grouping, so it times what a run does.
 */
export function taskChunks(chunkSize: number, stopsAtPrecision = false): number {
  return stopsAtPrecision ? 1 : Math.max(1, Math.floor(TASK_TRIALS / chunkSize));
}
