import type { Compiled, Sim } from '../sims/sim.ts';
import { compileJob } from './compile-job.ts';
import { unclaimed, type ChunkResult, type ChunkTask } from './point-job.ts';
import { runChunks } from './run-chunks.ts';

/** Compiled points a thread keeps; the planner sends a thread few points, so this rarely evicts. */
const KEEP = 32;

/** The piscina worker: compile each point once, then run chunks of it. */
const cache = new Map<string, { sim: Sim; compiled: Compiled }>();

export default function runTask(task: ChunkTask): ChunkResult {
  // a task that joins a point after its last chunk was claimed compiles nothing
  if (unclaimed(task.claim, task.chunks) === 0)
    return { chunks: new Int32Array(0), tallies: new Float64Array(0) };
  let entry = cache.get(task.key);
  if (!entry) {
    entry = compileJob(task.job);
    if (cache.size >= KEEP) cache.delete(cache.keys().next().value!);
    cache.set(task.key, entry);
  }
  // Copied back, never moved (piscina's move): moving detaches the buffer,
  // and the first ArrayBuffer detached in a thread makes V8 drop the kernels'
  // optimized code and rebuild it with a detached check on every typed-array
  // access, some 10% slower for the life of the thread. A copy of a task's
  // tallies (a few hundred bytes a chunk) costs microseconds.
  return runChunks(entry.sim, entry.compiled, task);
}
