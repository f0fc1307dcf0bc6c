import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { ChunkTask } from './point-job.ts';

/** tsx's loader as a file URL: workers do not inherit it under plain node. */
function tsxLoader(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
}

/** A runner of chunk tasks: a piscina pool of `workers` threads. */
export interface ChunkPool {
  workers: number;
  run(task: ChunkTask): Promise<Float64Array>;
  close(): Promise<void>;
}

export function createPool(workers: number): ChunkPool {
  const piscina = new Piscina({
    filename: new URL('./worker.ts', import.meta.url).href,
    minThreads: workers,
    maxThreads: workers,
    // a task waits in the queue rather than on a busy thread
    concurrentTasksPerWorker: 1,
    idleTimeout: 60_000,
    execArgv: ['--import', tsxLoader()],
  });
  return {
    workers,
    run: (task) => piscina.run(task) as Promise<Float64Array>,
    close: () => piscina.destroy(),
  };
}
