import type { Compiled, Sim } from '../../src/sims/sim.ts';
import { compileJob } from '../../src/workers/compile-job.ts';
import type { ChunkTask } from '../../src/workers/point-job.ts';
import type { ChunkPool } from '../../src/workers/pool.ts';
import { runChunks } from '../../src/workers/run-chunks.ts';

/** Resolves after `ticks` + 1 turns of the event loop's check phase: an order that load on the machine cannot change. */
function afterTicks(ticks: number): Promise<void> {
  return new Promise((resolve) =>
    setImmediate(() => (ticks === 0 ? resolve() : afterTicks(ticks - 1).then(resolve))),
  );
}

/**
 * A pool that runs tasks on this thread and finishes them in an order given
 * by `delay` (task number -> ticks of the event loop, never wall-clock
 * time), so tests can scramble completion order. It records each task and
 * the lane it was sent to. Like a worker thread, it compiles each point
 * (task key) once.
 */
export function inProcessPool(
  delay: (n: number) => number = () => 0,
  workers = 1,
): ChunkPool & { tasks: ChunkTask[]; lanes: number[] } {
  const tasks: ChunkTask[] = [];
  const lanes: number[] = [];
  const compiledByKey = new Map<string, { sim: Sim<any>; compiled: Compiled }>();
  return {
    workers,
    tasks,
    lanes,
    run(task, lane) {
      const n = tasks.push(task) - 1;
      lanes.push(lane);
      let entry = compiledByKey.get(task.key);
      if (!entry) compiledByKey.set(task.key, (entry = compileJob(task.job)));
      const { sim, compiled } = entry;
      const out = runChunks(sim, compiled, task);
      return afterTicks(delay(n)).then(() => out);
    },
    async close() {},
  };
}
