import { describe, expect, it } from 'vitest';
import { meanFromSums } from '../../src/stats/mean-from-sums.ts';
import { normalInterval } from '../../src/stats/normal-interval.ts';
import { maxWilsonHalfWidth } from '../../src/stats/max-wilson-half-width.ts';
import { wilsonInterval } from '../../src/stats/wilson-interval.ts';

describe('meanFromSums', () => {
  it('gives the mean and the unbiased standard deviation of 2, 4, 4, 4, 5, 5, 7, 9', () => {
    const xs = [2, 4, 4, 4, 5, 5, 7, 9];
    const r = meanFromSums(
      xs.reduce((a, b) => a + b),
      xs.reduce((a, b) => a + b * b, 0),
      xs.length,
    );
    expect(r.mean).toBe(5);
    expect(r.sd).toBeCloseTo(Math.sqrt(32 / 7), 14);
    expect(r.stdError).toBeCloseTo(Math.sqrt(32 / 7) / Math.sqrt(8), 14);
  });

  it('has zero spread for a constant and NaN with no trials', () => {
    expect(meanFromSums(30, 90, 10)).toEqual({ mean: 3, sd: 0, stdError: 0 });
    expect(meanFromSums(0, 0, 0).mean).toBeNaN();
  });
});

describe('normalInterval', () => {
  it('is the estimate ± 1.96 standard errors', () => {
    const [l, h] = normalInterval(10, 1);
    expect(l).toBeCloseTo(8.04, 2);
    expect(h).toBeCloseTo(11.96, 2);
  });
});

describe('maxWilsonHalfWidth', () => {
  it('is the widest half-width of the counts in range', () => {
    const counts = new Float64Array([99, 50, 1, 7]);
    const half = (k: number) => (wilsonInterval(k, 100)[1] - wilsonInterval(k, 100)[0]) / 2;
    expect(maxWilsonHalfWidth(counts, 0, 3, 100)).toBe(half(50));
    expect(maxWilsonHalfWidth(counts, 2, 3, 100)).toBe(half(1));
  });
});
