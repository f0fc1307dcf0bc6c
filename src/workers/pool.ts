import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { ChunkTask } from './point-job.ts';

/** tsx's loader as a file URL: workers do not inherit it under plain node. */
function tsxLoader(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
}

/**
 * A runner of chunk tasks on `workers` threads. Each thread is a lane a
 * task is sent to by number, so the planner can keep a point on the thread
 * that has already compiled it (compiling a point can cost more than
 * running its chunks).
 */
export interface ChunkPool {
  workers: number;
  run(task: ChunkTask, lane: number): Promise<Float64Array>;
  close(): Promise<void>;
}

export function createPool(workers: number): ChunkPool {
  const lanes = Array.from(
    { length: workers },
    () =>
      new Piscina({
        filename: new URL('./worker.ts', import.meta.url).href,
        minThreads: 1,
        maxThreads: 1,
        // a task waits in the lane's queue rather than on a busy thread
        concurrentTasksPerWorker: 1,
        idleTimeout: 60_000,
        execArgv: ['--import', tsxLoader()],
      }),
  );
  // A thread that fails outside a task (one still starting when the pool
  // closes) is reported here, not thrown at the process: the tasks it held
  // fail on their own, and a closing pool wants none of them.
  for (const lane of lanes) lane.on('error', () => {});
  let closing: Promise<void> | undefined;
  return {
    workers,
    run: (task, lane) => lanes[lane].run(task) as Promise<Float64Array>,
    close: () => (closing ??= Promise.all(lanes.map((l) => l.destroy())).then(() => undefined)),
  };
}
