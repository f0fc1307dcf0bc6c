import { describe, expect, it } from 'vitest';
import { outcomeRows, resultRows } from '../../src/results/result-rows.ts';
import type { LayoutSpec } from '../../src/sims/layout.ts';

const spec: LayoutSpec = {
  distributions: [{ name: 'side', title: 'Side', outcomes: ['win', 'lose'] }],
  means: [{ name: 'hits', title: 'Hits', unit: 'hits' }],
};
// 100 trials: 30 wins (Wilson 95%: 0.2189-0.3958); hits summed 150, squares 300 -> mean 1.5, variance (300 - 225)/99
const t = {
  point: 0,
  trials: 100,
  chunks: 1,
  precisionReached: null,
  tallies: [30, 70, 150, 300],
  exact: [0.25, 0.75, 1.4, 2.8],
  exactLeftover: 0,
};

describe('resultRows', () => {
  it('gives each probability a Wilson interval and each mean a normal one, beside the exact value', () => {
    const rows = resultRows(spec, t);
    expect(rows[0]).toEqual([
      'side',
      'win',
      'probability',
      'probability',
      '0.3',
      '0.04512830205',
      '0.2189488529',
      '0.3958485463',
      '100',
      '0.25',
      'mc',
    ]);
    const se = Math.sqrt(75 / 99) / 10;
    expect(rows[2].slice(0, 5)).toEqual(['hits', '', 'mean', 'hits', '1.5']);
    expect(Number(rows[2][5])).toBeCloseTo(se, 9);
    expect(Number(rows[2][6])).toBeCloseTo(1.5 - 1.959963984540054 * se, 9);
    expect(rows[2].slice(8)).toEqual(['100', '1.4', 'mc']);
  });

  it('prints an exactly answered point as its exact value with no error, no interval width and no trials', () => {
    const rows = resultRows(spec, { ...t, trials: 0, tallies: t.exact, method: 'exact' });
    expect(rows[0]).toEqual([
      'side',
      'win',
      'probability',
      'probability',
      '0.25',
      '0',
      '0.25',
      '0.25',
      '0',
      '0.25',
      'exact',
    ]);
    expect(rows[2]).toEqual(['hits', '', 'mean', 'hits', '1.4', '0', '1.4', '1.4', '0', '1.4', 'exact']);
    expect(outcomeRows(spec, { ...t, trials: 0, method: 'exact' })[1]).toEqual([
      'side',
      'lose',
      '',
      '0',
      '0.75',
      '0.75',
    ]);
  });

  it('leaves the exact column empty where the sim has no exact odds, and estimates empty with no trials', () => {
    expect(resultRows(spec, { ...t, exact: null })[0][9]).toBe('');
    expect(resultRows(spec, { ...t, trials: 0, tallies: [0, 0, 0, 0] })[0].slice(4, 9)).toEqual([
      '',
      '',
      '',
      '',
      '0',
    ]);
  });
});

describe('outcomeRows', () => {
  it('gives every outcome its count, trials, probability and exact probability', () => {
    expect(outcomeRows(spec, t)).toEqual([
      ['side', 'win', '30', '100', '0.3', '0.25'],
      ['side', 'lose', '70', '100', '0.7', '0.75'],
    ]);
  });
});
