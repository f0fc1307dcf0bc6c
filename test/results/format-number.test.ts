import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../src/results/format-number.ts';

describe('formatNumber', () => {
  it('prints whole numbers whole and others with up to 10 significant digits', () => {
    expect(formatNumber(1_000_000)).toBe('1000000');
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(2 / 3)).toBe('0.6666666667');
    expect(formatNumber(-1 / 3)).toBe('-0.3333333333');
    expect(formatNumber(1 / 3e7)).toBe('3.333333333e-8');
  });

  it('prints nothing for a value that does not exist', () => {
    expect([formatNumber(null), formatNumber(undefined), formatNumber(NaN), formatNumber(Infinity)]).toEqual([
      '',
      '',
      '',
      '',
    ]);
  });
});
