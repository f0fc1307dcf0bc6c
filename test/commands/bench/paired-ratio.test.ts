import { median } from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import { pairedRatio } from '../../../src/commands/bench/paired-ratio.ts';

// fixed timings (trials a second), never measured ones: load from outside slows
// both kernels of a repetition alike, here by 3x in the second and 2x in the fourth
const live = [30e3, 10e3, 30e3, 15e3, 30e3];
const base = [10e3, 10e3 / 3, 10e3, 5e3, 10e3];

describe('pairedRatio', () => {
  it('takes the ratio within each repetition, then the median', () => {
    expect(pairedRatio(live, base)).toEqual({ ratio: 3, repetitions: [3, 3, 3, 3, 3] });
  });

  it('stays at the pairs while the ratio of the two medians moves with where the slow repetitions fall', () => {
    // the same kernels, the load falling on the baseline's repetitions instead of the live kernel's
    const shiftedBase = [10e3 / 3, 5e3, 10e3 / 3, 10e3, 10e3 / 3];
    const shiftedLive = [10e3, 15e3, 10e3, 30e3, 10e3];
    expect(median(live) / median(base)).toBe(3);
    expect(median(live) / median(shiftedBase)).toBeCloseTo(9, 12);
    expect(pairedRatio(shiftedLive, shiftedBase).ratio).toBeCloseTo(3, 12);
  });

  it('pairs the i-th repetition of one kernel with the i-th of the other', () => {
    // ratios 9, 1, 1: median 1, where the two medians (4 and 2) give 2
    expect(pairedRatio([9, 4, 2], [1, 4, 2])).toEqual({ ratio: 1, repetitions: [9, 1, 1] });
    expect(median([9, 4, 2]) / median([1, 4, 2])).toBe(2);
    // the same timings paired otherwise give another ratio
    expect(pairedRatio([9, 4, 2], [4, 2, 1]).ratio).toBe(2);
  });

  it('refuses repetitions that do not pair', () => {
    expect(() => pairedRatio([1, 2], [1])).toThrow('paired ratio: 2 repetitions against 1');
    expect(() => pairedRatio([], [])).toThrow('expected as many, and one or more');
  });
});
