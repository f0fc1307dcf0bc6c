import { describe, expect, it } from 'vitest';
import { wilsonInterval } from '../../src/stats/wilson-interval.ts';

// Newcombe (1998), "Two-sided confidence intervals for the single
// proportion", Statistics in Medicine 17:857-872, Table I, method 3 (Wilson score, no correction).
const NEWCOMBE: Array<[number, number, number, number]> = [
  [81, 263, 0.2553, 0.3662],
  [15, 148, 0.0624, 0.1605],
  [0, 20, 0, 0.1611],
  [1, 29, 0.0061, 0.1718],
];

describe('wilsonInterval', () => {
  it.each(NEWCOMBE)('%i of %i matches Newcombe (1998)', (k, n, low, high) => {
    const [l, h] = wilsonInterval(k, n);
    expect(l).toBeCloseTo(low, 4);
    expect(h).toBeCloseTo(high, 4);
  });

  it('has the closed forms at 0 and n: [0, z²/(n+z²)] and [n/(n+z²), 1]', () => {
    const z2 = 1.959963984540054 ** 2;
    expect(wilsonInterval(0, 10)).toEqual([0, expect.closeTo(z2 / (10 + z2), 14)]);
    expect(wilsonInterval(10, 10)).toEqual([expect.closeTo(10 / (10 + z2), 14), 1]);
  });

  it('is symmetric: k of n mirrors n-k of n', () => {
    const [l, h] = wilsonInterval(3, 17);
    const [l2, h2] = wilsonInterval(14, 17);
    expect(l).toBeCloseTo(1 - h2, 14);
    expect(h).toBeCloseTo(1 - l2, 14);
  });
});
