import { describe, expect, it } from 'vitest';
import { allExact, panelColumns, trialsText } from '../../../src/report/charts/chart-spec.ts';
import type { ResultSet } from '../../../src/report/load/load-results.ts';

describe('panelColumns', () => {
  it('puts as many panels side by side as fit a 1280 px page: three narrow ones, two of 7 stacked bars, one wide curve', () => {
    expect(panelColumns(3 * 48)).toBe(3);
    expect(panelColumns(7 * 48)).toBe(2);
    expect(panelColumns(7 * 64)).toBe(1);
    expect(panelColumns(2000)).toBe(1);
  });
});

describe('trialsText', () => {
  const set = (points: Array<{ method: 'exact' | 'mc'; trials: number }>) =>
    ({ points }) as unknown as ResultSet;
  it('says exact odds where no trial ran, never "0 trials per point"', () => {
    expect(
      trialsText(
        set([
          { method: 'exact', trials: 0 },
          { method: 'exact', trials: 0 },
        ]),
      ),
    ).toBe('exact odds (no sampling)');
    expect(
      trialsText(
        set([
          { method: 'mc', trials: 2000 },
          { method: 'mc', trials: 2000 },
        ]),
      ),
    ).toBe('2,000 trials per point');
    expect(
      trialsText(
        set([
          { method: 'exact', trials: 0 },
          { method: 'mc', trials: 2000 },
          { method: 'mc', trials: 2000 },
        ]),
      ),
    ).toBe('exact odds at 1 of 3 points, 2,000 trials at each other point');
    // with no sampling there is no interval for a chart to speak of
    expect([
      allExact(set([{ method: 'exact', trials: 0 }])),
      allExact(
        set([
          { method: 'exact', trials: 0 },
          { method: 'mc', trials: 10 },
        ]),
      ),
    ]).toEqual([true, false]);
  });
});
