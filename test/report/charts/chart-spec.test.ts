import { describe, expect, it } from 'vitest';
import { panelColumns } from '../../../src/report/charts/chart-spec.ts';

describe('panelColumns', () => {
  it('puts as many panels side by side as fit a 1280 px page: three narrow ones, two of 7 stacked bars, one wide curve', () => {
    expect(panelColumns(3 * 48)).toBe(3);
    expect(panelColumns(7 * 48)).toBe(2);
    expect(panelColumns(7 * 64)).toBe(1);
    expect(panelColumns(2000)).toBe(1);
  });
});
