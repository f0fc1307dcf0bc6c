import { describe, expect, it } from 'vitest';
import {
  categoryBand,
  integerTicks,
  stepDecimals,
  symmetricTicks,
} from '../../../src/report/charts/axis-layout.ts';

describe('axis layout', () => {
  it('centres a difference axis on zero with five even ticks', () => {
    expect(symmetricTicks(0.035)).toEqual({
      domain: [-0.04, 0.04],
      values: [-0.04, -0.02, 0, 0.02, 0.04],
      step: 0.02,
    });
    expect(symmetricTicks(0.55).values).toEqual([-0.6, -0.3, 0, 0.3, 0.6]);
    expect(symmetricTicks(0.26).values).toEqual([-0.4, -0.2, 0, 0.2, 0.4]);
    expect(stepDecimals(2.5)).toBe(1);
    expect(stepDecimals(20)).toBe(0);
  });

  it('widens bands for long category labels and turns them when too long', () => {
    expect(categoryBand(['republic', 'blake'], 64)).toEqual({ step: 70, axis: { labelAngle: 0 } });
    expect(categoryBand(['blue-and-gray', 'half-a-league'], 64).step).toBe(106);
    expect(categoryBand(['a much longer category label than fits', 'b', 'c'], 64).axis.labelAngle).toBe(-35);
    // two long labels still fit flat in wide bands
    expect(categoryBand(['loser always', 'only if lost modified'], 64)).toEqual({
      step: 164,
      axis: { labelAngle: 0 },
    });
  });

  it('ticks whole-number sweeps at whole numbers only', () => {
    expect(
      integerTicks({ name: 'maxRounds', kind: 'situation', values: ['1', '2', '8'], numeric: true }),
    ).toEqual({ tickMinStep: 1, format: 'd' });
    expect(integerTicks({ name: 'x', kind: 'situation', values: ['0.5', '1'], numeric: true })).toEqual({});
  });
});
