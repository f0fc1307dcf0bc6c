import type { Stream } from '../dice/stream.ts';
import type { ChainTables } from './build-chain.ts';
import { E } from './chain-packing.ts';
import type { ChainOdds } from './exact-chain.ts';

/** Where a walk writes a trial: the final state's number, the summed gain, then each event's first clock (0: never). */
export const enum W {
  STATE = 0,
  GAIN = 1,
  FIRST = 2,
  SIZE = 6,
}

/**
 * `trials` trials along the tables, in one loop: each scheduled step not
 * resting reads its dice off nine-d10 draws (d10Nine) lowest digit first,
 * two dice as the next two digits read as d10Pair reads a draw (x % 100:
 * the first die the tens), one die the next digit; two wanted with one
 * digit left drop it and take a fresh draw. `hand` carries the digits not
 * yet used from one trial to the next ([0] the digits, [1] how many): clear
 * [1] at the start of a chunk. A trial ends at the schedule's end or a
 * state that is done. Each trial adds one to `final` at its final state's
 * number; with `counts`, one to `counts.first[event][clock]` at each
 * event's first clock, and its summed gain to `counts.gain` and its square
 * to `counts.gainSquare` (neither cleared, `never` unread); with `out`, the
 * last trial is written there (W layout). Allocates nothing.
 */
export function walkTrials(
  rng: Stream,
  t: ChainTables,
  trials: number,
  hand: Int32Array,
  final: Float64Array | null,
  counts: ChainOdds | null,
  out: Int32Array | null,
): void {
  const steps = t.steps;
  const entries = t.entries;
  const n = steps.length;
  const first = counts === null ? null : counts.first;
  // events and gains read only when asked for: a caller counting final states only skips them a step
  const track = counts !== null || out !== null;
  let digits = hand[0];
  let left = hand[1];
  let gains = 0;
  let squares = 0;
  let row = 0;
  // a trial's summed gain (high bits) and the events seen so far (low 4 bits): one register, not two
  let tally = 0;
  for (let k = 0; k < trials; k++) {
    let e = t.startFlags;
    row = 0;
    tally = 0;
    if (out !== null) out[W.FIRST] = out[W.FIRST + 1] = out[W.FIRST + 2] = out[W.FIRST + 3] = 0;
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
      row = e & E.ROWS;
      if (track) {
        const fresh = (e >>> E.EVENT_SHIFT) & ~tally & 0xf;
        tally += ((e >>> E.GAIN_SHIFT) << 4) | fresh;
        if (fresh !== 0) {
          // each event is first seen at most once a trial: this branch is rarely taken
          const clock = t.clocks[i];
          for (let b = 0; b < 4; b++) {
            if ((fresh & (1 << b)) === 0) continue;
            if (first !== null) first[b][clock]++;
            if (out !== null) out[W.FIRST + b] = clock;
          }
        }
      }
      if ((e & E.DONE) !== 0) break;
    }
    if (final !== null) final[(row / E.ROW) | 0]++;
    if (track) {
      const gain = tally >>> 4;
      gains += gain;
      squares += gain * gain;
    }
  }
  hand[0] = digits;
  hand[1] = left;
  if (counts !== null) {
    counts.gain += gains;
    counts.gainSquare += squares;
  }
  if (out !== null) {
    out[W.STATE] = (row / E.ROW) | 0;
    out[W.GAIN] = tally >>> 4;
  }
}

/** One trial (walkTrials) into `out` (W layout, W.SIZE). Allocates nothing. */
export function walkChain(rng: Stream, t: ChainTables, hand: Int32Array, out: Int32Array): void {
  walkTrials(rng, t, 1, hand, null, null, out);
}
