import { jobKey, type PointJob } from '../../workers/point-job.ts';
import type { ChunkPool } from '../../workers/pool.ts';
import { runPoints } from '../../workers/run-points.ts';

/**
 * Trials per second of a pool on one job, timed after a warm-up that has
 * every thread compile the job and run a few chunks of it, so neither
 * thread start-up nor compiling is counted. Chunks go in tasks as a run
 * groups them (about TASK_MILLIS of chunks a task). The pool is the
 * caller's and stays open: one pool serves many measurements.
 */
export async function measurePool(
  pool: ChunkPool,
  job: PointJob,
  size: number,
  trials: number,
  chunkSize: number,
  runs = 1,
): Promise<number> {
  const key = jobKey(job);
  const inFlight = pool.workers * 2;
  const warm = Array.from({ length: inFlight }, (_, i) => ({ point: i, job, key, trials: chunkSize, size }));
  await runPoints(warm, pool, { seed: 0, chunkSize, chunksPerTask: 1, inFlight });
  // a short run is timed `runs` times over, one after another, and the times summed: one alone lasts a few ms
  const start = process.hrtime.bigint();
  for (let r = 0; r < runs; r++) {
    await runPoints([{ point: r, job, key, trials, size }], pool, { seed: 1, chunkSize, inFlight });
  }
  return (runs * trials) / (Number(process.hrtime.bigint() - start) / 1e9);
}
