import { move } from 'piscina';
import type { Compiled, Sim } from '../sims/sim.ts';
import { compileJob } from './compile-job.ts';
import type { ChunkTask } from './point-job.ts';
import { runChunks } from './run-chunks.ts';

/** Compiled points a thread keeps; the planner sends a thread few points, so this rarely evicts. */
const KEEP = 32;

/** The piscina worker: compile each point once, then run chunks of it. */
const cache = new Map<string, { sim: Sim<any>; compiled: Compiled }>();

export default function runTask(task: ChunkTask): Float64Array {
  let entry = cache.get(task.key);
  if (!entry) {
    entry = compileJob(task.job);
    if (cache.size >= KEEP) cache.delete(cache.keys().next().value!);
    cache.set(task.key, entry);
  }
  return move(runChunks(entry.sim, entry.compiled, task)) as Float64Array;
}
