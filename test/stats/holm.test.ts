import { describe, expect, it } from 'vitest';
import { holm } from '../../src/stats/holm.ts';
import { normalPValue } from '../../src/stats/normal-p-value.ts';

describe('holm', () => {
  it('multiplies the k-th smallest p by m-k+1 and keeps them non-decreasing (Holm 1979)', () => {
    // m = 4: 0.01*4 = 0.04, 0.02*3 = 0.06, 0.03*2 = 0.06, 0.5*1 = 0.5
    expect(holm([0.03, 0.01, 0.5, 0.02])).toEqual([0.06, 0.04, 0.5, 0.06]);
  });
  it('leaves NaN (exact comparisons) out of the count', () => {
    expect(holm([NaN, 0.01, 0.02])).toEqual([NaN, 0.02, 0.02]);
  });
  it('caps at 1', () => {
    expect(holm([0.6, 0.7])).toEqual([1, 1]);
  });
});

describe('normalPValue', () => {
  it('gives the two-sided tail of the standard normal to 1e-6', () => {
    expect(normalPValue(1.959963984540054)).toBeCloseTo(0.05, 6);
    expect(normalPValue(-2.5758293035489)).toBeCloseTo(0.01, 6);
    expect(normalPValue(0)).toBeCloseTo(1, 6);
    expect(normalPValue(Infinity)).toBe(0);
  });
});
