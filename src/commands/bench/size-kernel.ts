/** A kernel slower than this (trials a second) is timed in chunks of SLOW_CHUNK trials, so a repetition stays near half a second. */
export const SLOW_RATE = 1e6;
export const SLOW_CHUNK = 1_000;

/** A probe shorter than this (seconds) is run again on ten times the trials, up to a chunk's. */
const PROBE_SECONDS = 0.05;

/**
 * The chunk size a kernel is timed in, and its rate (trials a second) at
 * that size, from `time(trials, chunkSize)`: a wall-clock time of one run
 * through the kernel's thread. A round trip to the thread costs about a
 * millisecond, so a probe must last well beyond one to tell a slow kernel
 * from a fast one: 1,000 trials of a kernel at 70M/s read 0.2-1.6M/s, either
 * side of SLOW_RATE by chance, and a kernel read as slow is timed in
 * 1,000-trial chunks, where each chunk's own costs (its stream's seed, the
 * tally of its final states) hold it to a third of its speed. The probe
 * grows tenfold until it lasts PROBE_SECONDS or reaches a chunk's trials.
 */
export async function sizeKernel(
  time: (trials: number, chunkSize: number) => Promise<number>,
  small: number,
  chunk: number,
): Promise<{ size: number; rate: number }> {
  let n = small;
  let probe = await time(n, small);
  while (n / probe < PROBE_SECONDS && n < chunk) {
    n = Math.min(10 * n, chunk);
    probe = await time(n, small);
  }
  if (probe < SLOW_RATE) return { size: small, rate: probe };
  return { size: chunk, rate: await time(2 * chunk, chunk) };
}
