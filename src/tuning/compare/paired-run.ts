import { chunkStream } from '../../engine/dice/stream.ts';
import type { Compiled, Sim } from '../../sims/sim.ts';
import { ReplayStream } from './replay-stream.ts';

export interface PairedSide {
  sim: Sim;
  compiled: Compiled;
}

/** Both variants' tallies over the same dice, and the spread of their difference chunk by chunk. */
export interface PairedTallies {
  trials: number;
  chunks: number;
  a: Float64Array;
  b: Float64Array;
  /** per slot: the sum over chunks of (B - A) per trial in the chunk, and of its square */
  d1: Float64Array;
  d2: Float64Array;
}

/**
 * Paired Monte Carlo: every chunk's stream is seeded by (seed, point,
 * chunk) exactly as `warbench run` seeds it, and both variants read it
 * trial by trial through a ReplayStream. The difference's standard error
 * comes from the spread of the chunks' differences (batch means).
 */
export function pairedRun(
  a: PairedSide,
  b: PairedSide,
  seed: number,
  point: number,
  chunks: number,
  chunkSize: number,
): PairedTallies {
  const size = a.compiled.layout.size;
  const out: PairedTallies = {
    trials: chunks * chunkSize,
    chunks,
    a: new Float64Array(size),
    b: new Float64Array(size),
    d1: new Float64Array(size),
    d2: new Float64Array(size),
  };
  const ca = new Float64Array(size);
  const cb = new Float64Array(size);
  for (let c = 0; c < chunks; c++) {
    const rng = new ReplayStream(chunkStream(seed, point, c));
    ca.fill(0);
    cb.fill(0);
    for (let t = 0; t < chunkSize; t++) {
      rng.nextTrial();
      a.sim.kernel(rng, a.compiled, 1, ca);
      rng.rewind();
      b.sim.kernel(rng, b.compiled, 1, cb);
    }
    for (let s = 0; s < size; s++) {
      const d = (cb[s] - ca[s]) / chunkSize;
      out.d1[s] += d;
      out.d2[s] += d * d;
      out.a[s] += ca[s];
      out.b[s] += cb[s];
    }
  }
  return out;
}

/** Standard error of the mean difference in slot s, from the chunks' spread (0 when every chunk agrees). */
export function pairedStdError(t: PairedTallies, s: number): number {
  const k = t.chunks;
  if (k < 2) return NaN;
  const mean = t.d1[s] / k;
  const variance = Math.max(0, (t.d2[s] / k - mean * mean) * (k / (k - 1)));
  return Math.sqrt(variance / k);
}
