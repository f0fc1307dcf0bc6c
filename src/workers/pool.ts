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
 * Threads a closed pool left for the next pool in this process (see
 * keepThreads), shared by every copy of this module the process loaded (the
 * sources' and the bundle's): started, with their sources loaded and the
 * rulesets they read kept (by content, see compile-job.ts).
 */
const KEPT = Symbol.for('warbench.keptThreads');
type Kept = { on: boolean; idle: Array<{ file: string; threads: Piscina }> };
const kept: Kept = ((globalThis as { [KEPT]?: Kept })[KEPT] ??= { on: false, idle: [] });
/** Idle threads kept at most; a pool closing past this ends its threads. */
const KEEP_IDLE = 4;

/**
 * Keep the threads of a closed pool for the next run in this process rather
 * than end them: a thread's start and its first reading of a ruleset cost
 * more than a small run's trials. For a process that runs many experiments
 * one after another (the CLI runs one and exits, and keeps none). Idle
 * threads hold no process open.
 */
export function keepThreads(): void {
  kept.on = true;
}

/**
 * `loader`: the threads run the bundled JavaScript (the default, when it can
 * be built) or load the TypeScript sources through tsx (kept for the bench,
 * which times both). `reuse`: take and leave threads kept for later runs,
 * when the process keeps them (keepThreads); never for the bench, which
 * times fresh threads.
 */
export function createPool(
  workers: number,
  loader: 'bundle' | 'tsx' = 'bundle',
  { reuse = false }: { reuse?: boolean } = {},
): ChunkPool {
  const bundle = loader === 'bundle' ? workerBundle() : undefined;
  // the sources by the project root: this code may itself run from a bundle elsewhere
  const file = pathToFileURL(bundle ?? join(PROJECT_ROOT, 'src/workers/worker.ts')).href;
  const keeps = reuse && bundle !== undefined && kept.on;
  /** A kept thread of this bundle (one of a bundle built before a source changed is not). */
  const idleThread = (): Piscina | undefined => {
    const at = kept.idle.findIndex((k) => k.file === file);
    return at < 0 ? undefined : kept.idle.splice(at, 1)[0].threads;
  };
  // a lane's thread starts with its first task: a run whose points are all
  // exact, or that has fewer points than workers, starts no idle thread
  const lanes: Array<Piscina | undefined> = Array.from({ length: workers }, () => undefined);
  // each lane's tasks not yet settled: a kept thread is left idle only once they are
  const pending: Array<Set<Promise<unknown>>> = Array.from({ length: workers }, () => new Set());
  const lane = (i: number): Piscina => {
    let l = lanes[i];
    if (!l) {
      l =
        (keeps ? idleThread() : undefined) ??
        new Piscina({
          filename: file,
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
  /** A lane's thread when the pool closes: ended, or left idle for the next pool once its tasks settle. */
  const release = async (l: Piscina, i: number): Promise<void> => {
    if (!keeps || kept.idle.length >= KEEP_IDLE) return l.destroy();
    await Promise.allSettled(pending[i]);
    l.removeAllListeners('error');
    if (kept.idle.length < KEEP_IDLE) kept.idle.push({ file, threads: l });
    else await l.destroy();
  };
  let closing: Promise<void> | undefined;
  return {
    workers,
    run: (task, i) => {
      if (closing) return Promise.reject(new Error('the pool is closed'));
      const p = lane(i).run(task) as Promise<ChunkResult>;
      if (keeps) {
        pending[i].add(p);
        const settled = () => pending[i].delete(p);
        p.then(settled, settled);
      }
      return p;
    },
    close: () =>
      (closing ??= Promise.all(lanes.map((l, i) => (l ? release(l, i) : undefined))).then(() => undefined)),
  };
}
