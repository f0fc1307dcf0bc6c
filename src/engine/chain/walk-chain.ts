import type { Stream } from '../dice/stream.ts';
import type { ChainTables } from './build-chain.ts';
import { E } from './chain-packing.ts';

/** Where a walk writes a trial: the final state's number, the summed gain, then each event's first clock (0: never). */
export const enum W {
  STATE = 0,
  GAIN = 1,
  FIRST = 2,
  SIZE = 6,
}

/**
 * One trial along the tables: each scheduled step not resting reads its
 * dice off nine-d10 draws (d10Nine) lowest digit first, two dice as the
 * next two digits read as d10Pair reads a draw (x % 100: the first die the
 * tens), one die the next digit; two wanted with one digit left drop it and
 * take a fresh draw. `hand` carries the digits not yet used from one trial
 * to the next ([0] the digits, [1] how many): clear [1] at the start of a
 * chunk. The trial ends at the schedule's end or a state that is done.
 * Writes W layout into `out` (W.SIZE). Allocates nothing.
 */
export function walkChain(rng: Stream, t: ChainTables, hand: Int32Array, out: Int32Array): void {
  const steps = t.steps;
  const entries = t.entries;
  const n = steps.length;
  let digits = hand[0];
  let left = hand[1];
  let gain = 0;
  let seen = 0;
  let row = 0;
  let e = t.startFlags;
  out[W.FIRST] = out[W.FIRST + 1] = out[W.FIRST + 2] = out[W.FIRST + 3] = 0;
  for (let i = 0; i < n; i++) {
    const s = steps[i];
    if ((e & s & E.IDLES) !== 0) continue;
    // two dice wanted with one digit left, or one with none (WIDE is 1): nine more, d10Nine by hand
    // (called from the walk, V8 does not inline it, and the walk runs about a seventh slower)
    const wide = s & E.WIDE;
    if (left <= wide) {
      let x = rng.int32() >>> 0;
      while (x >= 4_000_000_000) x = rng.int32() >>> 0;
      digits = (x % 1_000_000_000) | 0;
      left = 9;
    }
    let face: number;
    if (wide !== 0) {
      const q = (digits / 100) | 0;
      face = digits - q * 100;
      digits = q;
      left -= 2;
    } else {
      const q = (digits / 10) | 0;
      face = digits - q * 10;
      digits = q;
      left -= 1;
    }
    e = entries[(s & E.BASE) + row + face];
    gain += e >>> E.GAIN_SHIFT;
    row = e & E.ROWS;
    const fresh = e & ~seen & E.EVENTS;
    if (fresh !== 0) {
      // each event is first seen at most once a trial: this branch is rarely taken
      seen |= fresh;
      const clock = t.clocks[i];
      if ((fresh & (1 << E.EVENT_SHIFT)) !== 0) out[W.FIRST] = clock;
      if ((fresh & (2 << E.EVENT_SHIFT)) !== 0) out[W.FIRST + 1] = clock;
      if ((fresh & (4 << E.EVENT_SHIFT)) !== 0) out[W.FIRST + 2] = clock;
      if ((fresh & (8 << E.EVENT_SHIFT)) !== 0) out[W.FIRST + 3] = clock;
    }
    if ((e & E.DONE) !== 0) break;
  }
  hand[0] = digits;
  hand[1] = left;
  out[W.STATE] = (row / E.ROW) | 0;
  out[W.GAIN] = gain;
}
