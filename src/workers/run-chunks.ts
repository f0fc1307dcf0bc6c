import { chunkStream } from '../engine/dice/stream.ts';
import type { Compiled, Sim } from '../sims/sim.ts';
import { chunkTrials, type ChunkResult, type ChunkTask } from './point-job.ts';

/**
 * Run a task's chunks, each claimed from the point's counter just before it
 * runs and each on its own stream (seed, point, chunk), until the task has
 * run `limit` chunks, its time budget or the point's last chunk. Chunks are
 * kept apart so the main thread can merge them in chunk order whoever ran them.
 */
export function runChunks(sim: Sim, compiled: Compiled, task: ChunkTask): ChunkResult {
  const size = compiled.layout.size;
  const kernel = task.job?.kernel ? sim.baselines![task.job.kernel] : sim.kernel;
  const start = performance.now();
  let capacity = Math.max(1, Math.min(task.limit, 8));
  let out = new Float64Array(capacity * size);
  let chunks = new Int32Array(capacity);
  let n = 0;
  while (n < task.limit) {
    const c = Atomics.add(task.claim, 0, 1);
    if (c >= task.chunks) break;
    if (n === capacity) {
      capacity *= 2;
      const grown = new Float64Array(capacity * size);
      grown.set(out);
      out = grown;
      const more = new Int32Array(capacity);
      more.set(chunks);
      chunks = more;
    }
    kernel(
      chunkStream(task.seed, task.point, c),
      compiled,
      chunkTrials(c, task.trials, task.chunkSize),
      out.subarray(n * size, (n + 1) * size),
    );
    chunks[n++] = c;
    if (performance.now() - start >= task.budgetMs) break;
  }
  return { chunks: chunks.slice(0, n), tallies: out.slice(0, n * size) };
}
