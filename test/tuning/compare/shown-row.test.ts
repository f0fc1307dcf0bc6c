import { describe, expect, it } from 'vitest';
import type { Comparison, Difference, PointComparison } from '../../../src/tuning/compare/compare-types.ts';
import { sharedANote, shownDigits, shownRow } from '../../../src/tuning/compare/format-comparison.ts';

const row = (d: Difference, exact: boolean) => shownRow(d, shownDigits(d, exact));

// an exact chance: no error, no p-value
const chance = (a: number, b: number): Difference => ({
  metric: 'holds',
  title: 'who holds the ground = attacker',
  outcome: 'attacker',
  kind: 'probability',
  unit: '',
  p: null,
  pHolm: null,
  significant: a !== b,
  a,
  b,
  diff: b - a,
  stdError: 0,
  halfWidth: 0,
  independentStdError: null,
  pairingCeiling: null,
});

describe('a compared row prints A, B and B - A so that the printed columns subtract', () => {
  it('exact odds get the decimals at which they do: 59.397% and 64.249% read 59.40%, 64.25%, +4.85 pts', () => {
    expect(row(chance(0.59397, 0.64249), true)).toEqual({ a: '59.40%', b: '64.25%', diff: '+4.85 pts' });
  });
  it('exact odds that already subtract at one decimal print as they always have', () => {
    expect(row(chance(0.5941, 0.6422), true)).toEqual({ a: '59.4%', b: '64.2%', diff: '+4.8 pts' });
    expect(row(chance(0.25, 0.25), true)).toEqual({ a: '25.0%', b: '25.0%', diff: '0.0 pts' });
  });
  it('Monte Carlo keeps one decimal and prints the difference of the printed values', () => {
    expect(row(chance(0.59397, 0.64249), false)).toEqual({ a: '59.4%', b: '64.2%', diff: '+4.8 pts' });
    expect(row(chance(0.64249, 0.59397), false)).toEqual({ a: '64.2%', b: '59.4%', diff: '-4.8 pts' });
  });
  it('a mean gets the same, from three decimals', () => {
    const mean = { ...chance(1.2344, 1.2356), kind: 'mean' as const };
    expect(row(mean, true)).toEqual({ a: '1.2344', b: '1.2356', diff: '+0.0012' });
    expect(row(mean, false)).toEqual({ a: '1.234', b: '1.236', diff: '+0.002' });
  });
});

describe('rows that pair one A with several Bs by Monte Carlo', () => {
  const point = (index: number, a: number, method: 'exact' | 'paired' = 'paired') =>
    ({ index, method, headline: { ...chance(a, 0.3), stdError: 0.001 } }) as unknown as PointComparison;
  const comparison = (points: PointComparison[]) => ({ points }) as unknown as Comparison;

  it('say that each pairing samples A afresh, with the range its rows print, when they print it differently', () => {
    expect(sharedANote(comparison([point(0, 0.5152), point(0, 0.5148), point(0, 0.5191)]))).toBe(
      "A is the same in each row but is sampled afresh by each pairing (within a trial B reads A's dice, and a side that reads more moves the trials after it onto later draws), so its estimate differs by row within Monte Carlo error (51.5% to 51.9%); each B - A is from its own row's pairing.",
    );
  });
  it('say nothing when every row prints the same A, when the As are different points, or when exact', () => {
    expect(sharedANote(comparison([point(0, 0.5152), point(0, 0.5148)]))).toBeUndefined();
    expect(sharedANote(comparison([point(0, 0.5152), point(1, 0.5191)]))).toBeUndefined();
    expect(sharedANote(comparison([point(0, 0.5152, 'exact'), point(0, 0.5191, 'exact')]))).toBeUndefined();
  });
});
