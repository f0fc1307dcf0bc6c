import { d10, d10Pair } from '../dice/roll.ts';
import type { Stream } from '../dice/stream.ts';
import type { ChainTables } from './build-chain.ts';
import { E } from './chain-packing.ts';

/**
 * Trials along the tables of a chain that takes one draw a step
 * (ChainProcess.oneDrawAStep): two dice from one d10Pair draw, one from a
 * d10. Each trial ends at the schedule's end or a state that is done, and
 * adds one to `counts` at its final state's number. Events and gains are
 * not read. Allocates nothing.
 */
export function countDrawn(rng: Stream, t: ChainTables, trials: number, counts: Float64Array): void {
  const steps = t.steps;
  const entries = t.entries;
  const n = steps.length;
  const start = t.startFlags;
  const first = n > 0 ? steps[0] : 0;
  if (t.closed && (first & E.WIDE) !== 0 && (first & E.IDLES) === 0 && steps.every((s) => s === first)) {
    // one kind of step, two dice, never resting, until done (a round a step to a decision): the schedule unread
    const base = first & E.BASE;
    for (let k = 0; k < trials; k++) {
      let row = base;
      let e = start;
      while ((e & E.DONE) === 0) {
        // d10Pair by hand, its limit a literal: the call and its module constant (a bundled `var`) cost a sixth of the trial
        let x = rng.int32() >>> 0;
        while (x >= 4_294_967_200) x = rng.int32() >>> 0;
        e = entries[row + (x % 100)];
        row = base + (e & E.ROWS);
      }
      counts[((row - base) / E.ROW) | 0]++;
    }
    return;
  }
  for (let k = 0; k < trials; k++) {
    let row = 0;
    let e = start;
    for (let i = 0; i < n && (e & E.DONE) === 0; i++) {
      const s = steps[i];
      if ((e & s & E.IDLES) !== 0) continue;
      e = entries[(s & E.BASE) + row + ((s & E.WIDE) !== 0 ? d10Pair(rng) : d10(rng) - 1)];
      row = e & E.ROWS;
    }
    counts[(row / E.ROW) | 0]++;
  }
}
