import { describe, expect, it } from 'vitest';
import { compareChart } from '../../../src/report/charts/compare-chart.ts';
import { sharedFixture } from '../fixture.ts';

const set = sharedFixture();
const where = { file: 'manifest.json', field: 'charts[3]' };

describe('compareChart', () => {
  it('compares the color variants within each x value, against the first variant', () => {
    const chart = compareChart(set(), set().manifest.charts[3], where, 'v');
    const values: any[] = (chart.spec as any).data.values;
    expect([...new Set(values.map((v) => v.row))]).toEqual(['crack', 'average', 'untrained']);
    for (const v of values) {
      const mean = (pt: number) => set().rows.find((r) => r.point === pt && r.metric === 'defender_m_hits')!;
      if (v.variant === 'loser always') {
        expect(v.diff).toBeNull();
        continue;
      }
      const base = values.find((b) => b.row === v.row && b.variant === 'loser always');
      const a = mean(v.point);
      const b = mean(base.point);
      const half = 1.959963984540054 * Math.sqrt(a.stdError ** 2 + b.stdError ** 2);
      expect(v.diff).toBe(a.estimate - b.estimate);
      expect(v.diffLow).toBeCloseTo(a.estimate - b.estimate - half, 12);
      expect(v.diffHigh).toBeCloseTo(a.estimate - b.estimate + half, 12);
    }
  });

  it('titles both panels with the unit (once) and writes the difference into its table', () => {
    const chart = compareChart(set(), set().manifest.charts[3], where, 'v');
    const [left, right] = (chart.spec as any).hconcat;
    // the title already says M hits, so the unit is not repeated in brackets
    expect(left.layer[0].encoding.x.title).toBe('Defender M hits taken');
    // one line: it fits the panel's width
    expect(right.layer[1].encoding.x.title).toBe('difference from loser always (M hits)');
    expect(chart.table.columns.map((c) => c.title)).toContain('difference_from_loser_always (M hits)');
    expect(chart.table.rows.filter((r) => r.diff === null)).toHaveLength(3);
  });

  it('centres the difference axis on zero with even ticks wide enough for every interval', () => {
    const chart = compareChart(set(), set().manifest.charts[3], where, 'v');
    const x = (chart.spec as any).hconcat[1].layer[1].encoding.x;
    const ticks: number[] = x.axis.values;
    expect(ticks).toHaveLength(5);
    expect(ticks[2]).toBe(0);
    expect(ticks[0]).toBe(-ticks[4]);
    expect(x.scale.domain).toEqual([ticks[0], ticks[4]]);
    const reach = Math.max(
      ...chart.table.rows
        .flatMap((r) => [r.diffLow, r.diffHigh])
        .filter((v) => typeof v === 'number')
        .map((v) => Math.abs(v as number)),
    );
    // with room to spare: the farthest bar end stands off the frame
    expect(ticks[4]).toBeGreaterThanOrEqual(reach * 1.05);
  });
});
