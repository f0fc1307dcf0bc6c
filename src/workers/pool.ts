import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { ChunkResult, ChunkTask } from './point-job.ts';
import { PROJECT_ROOT } from '../engine/ruleset/paths.ts';
import { workerBundle } from './worker-bundle.ts';

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
  run(task: ChunkTask, lane: number): Promise<ChunkResult>;
  close(): Promise<void>;
}

/**
 * `loader`: the threads run the bundled JavaScript (the default, when it can
 * be built) or load the TypeScript sources through tsx (kept for the bench,
 * which times both).
 */
export function createPool(workers: number, loader: 'bundle' | 'tsx' = 'bundle'): ChunkPool {
  const bundle = loader === 'bundle' ? workerBundle() : undefined;
  // a lane's thread starts with its first task: a run whose points are all
  // exact, or that has fewer points than workers, starts no idle thread
  const lanes: Array<Piscina | undefined> = Array.from({ length: workers }, () => undefined);
  const lane = (i: number): Piscina => {
    let l = lanes[i];
    if (!l) {
      l = new Piscina({
        // the sources by the project root: this code may itself run from a bundle elsewhere
        filename: pathToFileURL(bundle ?? join(PROJECT_ROOT, 'src/workers/worker.ts')).href,
        minThreads: 1,
        maxThreads: 1,
        // a task waits in the lane's queue rather than on a busy thread
        concurrentTasksPerWorker: 1,
        idleTimeout: 60_000,
        execArgv: bundle ? [] : ['--import', tsxLoader()],
      });
      // A thread that fails outside a task (one still starting when the pool
      // closes) is reported here, not thrown at the process: the tasks it held
      // fail on their own, and a closing pool wants none of them.
      l.on('error', () => {});
      lanes[i] = l;
    }
    return l;
  };
  let closing: Promise<void> | undefined;
  return {
    workers,
    run: (task, i) => {
      if (closing) return Promise.reject(new Error('the pool is closed'));
      return lane(i).run(task) as Promise<ChunkResult>;
    },
    close: () => (closing ??= Promise.all(lanes.map((l) => l?.destroy())).then(() => undefined)),
  };
}
