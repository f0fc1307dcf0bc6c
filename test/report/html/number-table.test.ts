import { describe, expect, it } from 'vitest';
import type { ChartTable } from '../../../src/report/charts/chart-table.ts';
import { numberTable } from '../../../src/report/html/number-table.ts';

describe('numberTable', () => {
  it('shows chances in percent and their differences in signed percentage points, never clamped or -0.0', () => {
    const table: ChartTable = {
      columns: [
        { key: 'est', title: 'p', label: 'chance', format: 'percent' },
        { key: 'low', title: 'l', label: 'low', format: 'percent' },
        { key: 'high', title: 'h', label: 'high', format: 'percent' },
        { key: 'diff', title: 'd', label: 'difference from general', format: 'points' },
        { key: 'diffLow', title: 'dl', label: 'low', format: 'points' },
        { key: 'diffHigh', title: 'dh', label: 'high', format: 'points' },
        { key: 'm', title: 'm', label: 'difference in M hits', format: 'signed' },
      ],
      rows: [
        { est: 0.406, low: 0.4, high: 0.414, diff: -0.0123, diffLow: -0.0221, diffHigh: -0.00004, m: -0.25 },
      ],
    };
    const cells = [...numberTable(table).matchAll(/<td class="num">([^<]*)<\/td>/g)].map((m) => m[1]);
    expect(cells).toEqual(['40.6%', '40.0% to 41.4%', '-1.2 pts', '-2.2 pts to 0.0 pts', '-0.25']);
  });

  it('names an outcome in words on the page (the CSV keeps it as recorded)', () => {
    const table: ChartTable = {
      columns: [
        { key: 'outcome', title: 'decision outcome', label: 'outcome', format: 'outcome' },
        { key: 'est', title: 'p', label: 'chance', format: 'percent' },
      ],
      rows: [
        { outcome: 'breakthrough_may', est: 0.1 },
        { outcome: 'Rt', est: 0.2 },
      ],
    };
    const cells = [...numberTable(table).matchAll(/<td class="txt">([^<]*)<\/td>/g)].map((m) => m[1]);
    expect(cells).toEqual(['breakthrough may', 'Rt (rout)']);
  });

  it('says exact where no trial ran, instead of an interval of zero width', () => {
    const table: ChartTable = {
      columns: [
        { key: 'est', title: 'p', label: 'chance', format: 'percent' },
        { key: 'low', title: 'l', label: 'low', format: 'percent' },
        { key: 'high', title: 'h', label: 'high', format: 'percent' },
        { key: 'trials', title: 'trials', label: 'trials', format: 'integer' },
      ],
      rows: [
        { est: 0.8, low: 0.8, high: 0.8, trials: 0 },
        { est: 0.8, low: 0.78, high: 0.82, trials: 1000 },
      ],
    };
    const cells = [...numberTable(table).matchAll(/<td class="num">([^<]*)<\/td>/g)].map((m) => m[1]);
    expect(cells).toEqual(['80.0%', 'exact', '0', '80.0%', '78.0% to 82.0%', '1,000']);
  });

  it('leaves out the exact column where every estimate is itself exact, and keeps it beside Monte Carlo rows', () => {
    const columns: ChartTable['columns'] = [
      { key: 'est', title: 'p', label: 'chance', format: 'percent' },
      { key: 'low', title: 'l', label: 'low', format: 'percent' },
      { key: 'high', title: 'h', label: 'high', format: 'percent' },
      { key: 'exact', title: 'x', label: 'exact', format: 'percent' },
      { key: 'trials', title: 'trials', label: 'trials', format: 'integer' },
    ];
    const html = (row: ChartTable['rows'][number]) => numberTable({ columns, rows: [row] });
    const nums = (h: string) => [...h.matchAll(/<td class="num">([^<]*)<\/td>/g)].map((m) => m[1]);
    const exact = html({ est: 0.594, low: 0.594, high: 0.594, exact: 0.594, trials: 0 });
    expect(exact).toContain('<th>chance</th><th>95% interval</th></tr>');
    expect(nums(exact)).toEqual(['59.4%', 'exact']);
    const mc = html({ est: 0.59, low: 0.58, high: 0.6, exact: 0.594, trials: 1000 });
    expect(mc).toContain('<th>exact</th>');
    expect(nums(mc)).toEqual(['59.0%', '58.0% to 60.0%', '59.4%']);
  });

  it("leaves the baseline row's difference interval empty in exact odds, not exact", () => {
    const keys = ['est', 'low', 'high', 'diff', 'diffLow', 'diffHigh'];
    const table: ChartTable = {
      columns: [
        ...keys.map(
          (key) =>
            ({ key, title: key, label: key, format: key.startsWith('diff') ? 'points' : 'percent' }) as const,
        ),
        { key: 'trials', title: 'trials', label: 'trials', format: 'integer' },
      ],
      rows: [
        { est: 0.449, low: 0.449, high: 0.449, diff: null, diffLow: null, diffHigh: null, trials: 0 },
        { est: 0.486, low: 0.486, high: 0.486, diff: 0.037, diffLow: 0.037, diffHigh: 0.037, trials: 0 },
      ],
    };
    const cells = [...numberTable(table).matchAll(/<td class="num">([^<]*)<\/td>/g)].map((m) => m[1]);
    expect(cells).toEqual(['44.9%', 'exact', '', '', '48.6%', 'exact', '+3.7 pts', 'exact']);
  });
});
