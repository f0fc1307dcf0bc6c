import seedrandom from 'seedrandom';
import { createHash } from 'node:crypto';

/** A random stream: 32-bit integers. Kernels take it as their first argument. */
export interface Stream {
  int32(): number;
}

/** A tychei generator (seedrandom) seeded from a string. */
export function streamFromSeed(seed: string): Stream {
  return seedrandom.tychei(seed);
}

/**
 * The seed of one chunk's stream: a hash of (seed, sweep point, chunk), so
 * neighbouring chunks get unrelated streams (never seed + i).
 */
export function chunkSeed(seed: number | string, point: number, chunk: number): string {
  return createHash('sha256').update(`warbench/v1/${seed}/${point}/${chunk}`).digest('hex');
}

export function chunkStream(seed: number | string, point: number, chunk: number): Stream {
  return streamFromSeed(chunkSeed(seed, point, chunk));
}
