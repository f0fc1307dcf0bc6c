import { describe, expect, it } from 'vitest';
import { whereIn } from '../../../src/results/history/history-where.ts';

describe('where an estimate sits against the record, by its 95% interval', () => {
  const range = [0.7, 1.31] as const;
  it('is inside, above or below only when the whole interval is', () => {
    expect(whereIn(0.8, 1.2, range)).toBe('inside');
    expect(whereIn(0.7, 1.31, range)).toBe('inside');
    expect(whereIn(1.4, 2, range)).toBe('above');
    expect(whereIn(0.1, 0.6, range)).toBe('below');
  });
  it('is not sure when the interval reaches across an edge, wherever the estimate lies', () => {
    // the brigade engagement at 200 trials: 0.68 (0.24 to 1.13) against the open field's 0.70 to 1.31
    expect(whereIn(0.24, 1.13, range)).toBe('not sure');
    expect(whereIn(1.2, 1.5, range)).toBe('not sure');
    expect(whereIn(0.5, 1.5, range)).toBe('not sure');
  });
  it('has no value when the interval or the range has none', () => {
    expect(whereIn(Number.NaN, Number.NaN, range)).toBe('no value');
    expect(whereIn(0.8, 1.2, [Number.NaN, Number.NaN])).toBe('no value');
  });
});
