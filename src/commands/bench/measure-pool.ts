import type { PointJob } from '../../workers/point-job.ts';
import { createPool } from '../../workers/pool.ts';
import { runPoints } from '../../workers/run-points.ts';

/**
 * Trials per second of a whole pool of `workers` threads on one job, timed
 * after every thread has compiled it (thread start-up is not counted).
 */
export async function measurePool(job: PointJob, size: number, workers: number, trials: number, chunkSize: number): Promise<number> {
  const pool = createPool(workers);
  const key = JSON.stringify(job);
  try {
    const warm = Array.from({ length: workers * 2 }, (_, i) => ({ point: i, job, key, trials: chunkSize, size }));
    await runPoints(warm, pool, { seed: 0, chunkSize, chunksPerTask: 1, inFlight: workers * 2 });
    const start = process.hrtime.bigint();
    await runPoints([{ point: 0, job, key, trials, size }], pool, { seed: 1, chunkSize, chunksPerTask: 1, inFlight: workers * 2 });
    return trials / (Number(process.hrtime.bigint() - start) / 1e9);
  } finally {
    await pool.close();
  }
}
