import type { Stream } from '../dice/stream.ts';
import type { ChainTables } from './build-chain.ts';
import { E } from './chain-packing.ts';

/**
 * Trials walked for a caller that reads only the final states (runTrials):
 * walkChain's trials, dice for dice, each adding one to `final` at its
 * final state's number. walkChain's loop inlined, without events and
 * gains: a call a trial, and the registers they take, cost it a third of
 * its speed on the prepared assault. One chunk walker for both, its events
 * and gains behind a null check (in locals, packed in one register, or in
 * a second loop sharing a step function), ran the panic cascade at 0.85-0.90x
 * in a process that also walks the bombardment: V8 then compiles the event
 * code into the one function both use. Allocates nothing.
 */
export function countFinals(
  rng: Stream,
  t: ChainTables,
  trials: number,
  hand: Int32Array,
  final: Float64Array,
): void {
  const steps = t.steps;
  const entries = t.entries;
  const n = steps.length;
  let digits = hand[0];
  let left = hand[1];
  for (let k = 0; k < trials; k++) {
    let row = 0;
    let e = t.startFlags;
    for (let i = 0; i < n; i++) {
      const s = steps[i];
      if ((e & s & E.IDLES) !== 0) continue;
      // two dice wanted with one digit left, or one with none: nine more, d10Nine by hand (see walkChain)
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
      if ((e & E.DONE) !== 0) break;
    }
    final[(row / E.ROW) | 0]++;
  }
  hand[0] = digits;
  hand[1] = left;
}
