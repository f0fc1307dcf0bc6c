import { describe, expect, it } from 'vitest';
import { runBench } from '../../../src/commands/bench/run-bench.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import type { ChunkPool } from '../../../src/workers/pool.ts';
import { inProcessPool } from '../../workers/in-process-pool.ts';

describe('runBench', () => {
  it('makes three pools for the whole bench, whatever the repetitions, and closes each', async () => {
    const made: Array<{ workers: number; closed: boolean; tasks: number }> = [];
    const makePool = (workers: number): ChunkPool => {
      const pool = inProcessPool(() => 0, workers);
      const record = { workers, closed: false, get tasks() { return pool.tasks.length; } };
      made.push(record);
      return { ...pool, close: async () => void (record.closed = true) };
    };
    const report = await runBench({ reps: 2, trials: 100_000, poolTrials: 200_000, poolSim: 'reference', makePool });
    expect(made.map((p) => [p.workers, p.closed])).toEqual([[1, true], [1, true], [2, true]]);
    expect(report.kernels.map((k) => k.sim)).toEqual(Object.keys(SIMS));
    expect(report.kernels.every((k) => k.repetitions.length === 2)).toBe(true);
    expect(report.kernels.find((k) => k.sim === 'reference')!.ratioToReference).toBe(1);
    expect(report.pool.repetitions).toHaveLength(2);
    expect(report.pool.speedup).toBe(
      [report.pool.repetitions[0].twoWorkers / report.pool.repetitions[0].oneWorker, report.pool.repetitions[1].twoWorkers / report.pool.repetitions[1].oneWorker].reduce((a, b) => a + b) / 2,
    );
  }, 120_000);
});
