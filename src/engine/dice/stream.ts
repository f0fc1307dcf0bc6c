import { createHash } from 'node:crypto';

/** A random stream: 32-bit integers. Kernels take it as their first argument. */
export interface Stream {
  int32(): number;
}

/**
 * seedrandom's tychei generator, draw for draw, as a class: seedrandom gives
 * each stream its own `int32` closure, so a kernel run on many chunk streams
 * sees many call targets and V8 stops inlining the draw; one class method
 * stays a single target. test/engine/dice pins it to seedrandom's output.
 */
export class TycheiStream implements Stream {
  private a = 0;
  private b = 0;
  private c = 2654435769 | 0;
  private d = 1367130551;

  constructor(seed: string) {
    // seedrandom's string seeding: XOR each character into b, then twenty more steps to mix (seedrandom
    // reads past the string's end for those, NaN | 0 XORing 0; a read past the end deopts the constructor)
    for (let k = 0; k < seed.length; k++) {
      this.b ^= seed.charCodeAt(k);
      this.int32();
    }
    for (let k = 0; k < 20; k++) this.int32();
  }

  int32(): number {
    let b = this.b,
      c = this.c,
      d = this.d,
      a = this.a;
    b = (b << 25) ^ (b >>> 7) ^ c;
    c = (c - d) | 0;
    d = (d << 24) ^ (d >>> 8) ^ a;
    a = (a - b) | 0;
    this.b = b = (b << 20) ^ (b >>> 12) ^ c;
    this.c = c = (c - d) | 0;
    this.d = (d << 16) ^ (c >>> 16) ^ a;
    return (this.a = (a - b) | 0);
  }
}

/** A tychei generator (seedrandom's, TycheiStream) seeded from a string. */
export function streamFromSeed(seed: string): Stream {
  return new TycheiStream(seed);
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
