import { describe, expect, it } from 'vitest';
import { heatmapChart } from '../../../src/report/charts/heatmap-chart.ts';
import { percentLabel } from '../../../src/report/charts/text.ts';
import { exactSet, sharedFixture } from '../fixture.ts';

const set = sharedFixture();
const where = { file: 'manifest.json', field: 'charts[0]' };

describe('heatmapChart', () => {
  it('puts each point in its cell with the estimate of results.csv printed as a percentage', () => {
    const chart = heatmapChart(set(), set().manifest.charts[0], where, 'h');
    const values = (chart.spec.data as { values: Array<Record<string, unknown>> }).values;
    expect(values).toHaveLength(6);
    for (const v of values) {
      const row = set().rows.find(
        (r) => r.point === v.point && r.metric === 'decision' && r.outcome === 'carry',
      )!;
      expect(v.est).toBe(row.estimate);
      expect(v.text).toBe(percentLabel(row.estimate));
      expect(v.y).toBe(set().points[v.point as number].values['attacker.grade']);
    }
  });

  it('orders the axes as the sweep lists them and titles the legend with its unit', () => {
    const spec = heatmapChart(set(), set().manifest.charts[0], where, 'h').spec as any;
    expect(spec.encoding.y.sort).toEqual(['crack', 'average', 'untrained']);
    expect(spec.encoding.x.sort).toEqual(['loser always', 'only if lost modified']);
    expect([spec.layer[0].encoding.color.legend.title].flat().join(' ')).toBe('chance of carry (%)');
    expect(spec.layer[0].encoding.color.legend.format).toBe('.0%');
    expect(spec.title.text).toBe('Attacker carries the position');
  });

  it('says in the subtitle how much rests on provisional cells', () => {
    const spec = heatmapChart(set(), set().manifest.charts[0], where, 'h').spec as any;
    const shares = set().points.map((p) => p.provisional!);
    const lo = percentLabel(Math.min(...shares));
    const hi = percentLabel(Math.max(...shares));
    const text = spec.title.subtitle.join(' ');
    expect(text).toContain(`Provisional: ${lo === hi ? hi : `${lo} to ${hi}`} of trials`);
    expect(text).toContain(
      `${set().manifest.ruleset.provenance.provisional} of ${set().manifest.ruleset.cells} ruleset cells are provisional`,
    );
  });

  it('reports a chart naming an unknown metric or parameter as bad input, with the field', () => {
    expect(() => heatmapChart(set(), { ...set().manifest.charts[0], metric: 'nope' }, where, 'h')).toThrow(
      /manifest\.json: charts\[0\]\.metric: one of winner, decision/,
    );
    expect(() => heatmapChart(set(), { ...set().manifest.charts[0], outcome: 'win' }, where, 'h')).toThrow(
      /charts\[0\]\.outcome/,
    );
    expect(() => heatmapChart(set(), { ...set().manifest.charts[0], x: 'range' }, where, 'h')).toThrow(
      /charts\[0\]\.x: a sweep parameter/,
    );
  });
});

describe('heatmapChart of exact odds', () => {
  it('shows "at least one base" as the exact chances added up, not "not defined" for want of trials', async () => {
    const exact = await exactSet();
    expect(exact.points.every((p) => p.method === 'exact' && p.trials === 0)).toBe(true);
    const spec = heatmapChart(exact, exact.manifest.charts[0], where, 'h').spec as any;
    expect(spec.title.subtitle.join(' ')).toContain('exact odds (no sampling)');
    for (const v of spec.data.values) {
      const atLeastOne = exact.rows
        .filter((r) => r.point === v.point && r.metric === 'main_bases_lost' && Number(r.outcome) >= 1)
        .reduce((s, r) => s + r.exact!, 0);
      expect(v.est).toBeCloseTo(atLeastOne, 12);
      expect(v.text).toBe(percentLabel(atLeastOne));
    }
  });
});
