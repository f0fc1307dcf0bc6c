import { compileJob } from '../../src/workers/compile-job.ts';
import type { ChunkTask } from '../../src/workers/point-job.ts';
import type { ChunkPool } from '../../src/workers/pool.ts';
import { runChunks } from '../../src/workers/run-chunks.ts';

/**
 * A pool that runs tasks on this thread and finishes them in an order given
 * by `delay` (task number -> ticks), so tests can scramble completion order.
 * It records each task and the lane it was sent to.
 */
export function inProcessPool(delay: (n: number) => number = () => 0, workers = 1): ChunkPool & { tasks: ChunkTask[]; lanes: number[] } {
  const tasks: ChunkTask[] = [];
  const lanes: number[] = [];
  return {
    workers,
    tasks,
    lanes,
    run(task, lane) {
      const n = tasks.push(task) - 1;
      lanes.push(lane);
      const { sim, compiled } = compileJob(task.job);
      const out = runChunks(sim, compiled, task);
      return new Promise((resolve) => setTimeout(() => resolve(out), delay(n)));
    },
    async close() {},
  };
}
