import { chunkStream, type Stream } from '../../engine/dice/stream.ts';
import type { Compiled, Sim } from '../../sims/sim.ts';

/**
 * Trials per second of a kernel run in this thread on consecutive chunks,
 * after a warm-up chunk: quicker than a pool, but every kernel timed in one
 * thread shares its JIT state with those timed before it.
 */
export function measureInThread(sim: Sim, compiled: Compiled, trials: number, chunkSize: number): number {
  const acc = new Float64Array(compiled.layout.size);
  sim.kernel(chunkStream(0, 0, 0), compiled, Math.min(chunkSize, trials), acc);
  const start = process.hrtime.bigint();
  for (let done = 0, chunk = 0; done < trials; chunk++) {
    const n = Math.min(chunkSize, trials - done);
    sim.kernel(chunkStream(1, 0, chunk), compiled, n, acc);
    done += n;
  }
  return trials / (Number(process.hrtime.bigint() - start) / 1e9);
}

/** Random draws (32-bit) a kernel takes per trial, counted over `trials` trials: where a kernel's time goes. */
export function drawsPerTrial(sim: Sim, compiled: Compiled, trials: number): number {
  const inner = chunkStream(2, 0, 0);
  let draws = 0;
  const counting: Stream = { int32: () => (draws++, inner.int32()) };
  sim.kernel(counting, compiled, trials, new Float64Array(compiled.layout.size));
  return draws / trials;
}
