import { chunkStream } from '../engine/dice/stream.ts';
import type { Compiled, Sim } from '../sims/sim.ts';
import { chunkTrials, type ChunkTask } from './point-job.ts';

/**
 * Run a task's chunks, each on its own stream (seed, point, chunk), into one
 * array holding each chunk's tallies in turn. Chunks are kept apart so the
 * main thread can merge them in chunk order whatever the task grouping.
 */
export function runChunks(sim: Sim<any>, compiled: Compiled, task: ChunkTask): Float64Array {
  const size = compiled.layout.size;
  const out = new Float64Array((task.to - task.from) * size);
  const kernel = task.job?.kernel ? sim.baselines![task.job.kernel] : sim.kernel;
  for (let c = task.from; c < task.to; c++) {
    const at = (c - task.from) * size;
    kernel(chunkStream(task.seed, task.point, c), compiled, chunkTrials(c, task.trials, task.chunkSize), out.subarray(at, at + size));
  }
  return out;
}
