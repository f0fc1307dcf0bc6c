import { describe, expect, it } from 'vitest';
import { wilsonStdError } from '../../src/stats/wilson-std-error.ts';

describe('wilsonStdError', () => {
  it('is sqrt(p(1-p)/n) to within 1/n away from 0 and 1', () => {
    const n = 1_000_000;
    expect(Math.abs(wilsonStdError(300_000, n) - Math.sqrt((0.3 * 0.7) / n))).toBeLessThan(1 / n);
  });

  it('stays positive for an outcome never seen: z/(2(n+z²)) at 0 of n', () => {
    const z = 1.959963984540054;
    expect(wilsonStdError(0, 100)).toBeCloseTo(z / (2 * (100 + z * z)), 14);
  });

  it('is undefined (NaN) with no trials', () => {
    expect(wilsonStdError(0, 0)).toBeNaN();
  });
});
