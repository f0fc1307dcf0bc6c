import { beforeAll, describe, expect, it } from 'vitest';
import { curveChart } from '../../../src/report/charts/curve-chart.ts';
import { loadResults, type ResultSet } from '../../../src/report/load/load-results.ts';
import { wilsonInterval } from '../../../src/stats/wilson-interval.ts';
import { BASES_EXPERIMENT, fixtureSet, runFixture } from '../fixture.ts';

let set: ResultSet;
let bases: ResultSet;
beforeAll(async () => {
  set = await fixtureSet();
  bases = loadResults(await runFixture(BASES_EXPERIMENT));
});
const where = { file: 'manifest.json', field: 'charts[2]' };

describe('curveChart', () => {
  it('draws one line per value of color with its 95% band from results.csv', () => {
    const spec = curveChart(set, set.manifest.charts[2], where, 'c').spec as any;
    expect(spec.encoding.color.scale.domain).toEqual(['loser always', 'only if lost modified']);
    expect(spec.encoding.x).toMatchObject({ type: 'ordinal', sort: ['crack', 'average', 'untrained'] });
    expect(spec.layer[0].encoding.y).toMatchObject({
      field: 'low',
      title: ['chance of carry (%)'],
      axis: { format: '.0%' },
    });
    // coinciding lines stay visible: the first series widest, underneath
    const width = (variant: string) => spec.data.values.find((v: any) => v.series === variant).lineWidth;
    expect([width('loser always'), width('only if lost modified')]).toEqual([6, 2]);
    expect(spec.layer[1].encoding.strokeWidth).toMatchObject({ field: 'lineWidth', scale: null });
    for (const v of spec.data.values) {
      const row = set.rows.find(
        (r) => r.point === v.point && r.metric === 'decision' && r.outcome === 'carry',
      )!;
      expect([v.low, v.est, v.high]).toEqual([row.low, row.estimate, row.high]);
    }
  });

  it('plots the chance of an outcome or a more severe one, with the interval of that count', () => {
    const decl = {
      kind: 'curve' as const,
      title: 'At least F',
      metric: 'defender_response',
      outcome: 'F',
      atLeast: true,
      x: 'attacker.grade',
      color: 'naturalRollMoraleHits',
    };
    const chart = curveChart(set, decl, where, 'c');
    const spec = chart.spec as any;
    expect(spec.layer[0].encoding.y.title.join(' ')).toBe(
      "chance: defender's panic response (§5.5), F (fall back) or worse (%)",
    );
    // wrapped to lines no longer than the plot is high
    expect(Math.max(...spec.layer[0].encoding.y.title.map((l: string) => l.length))).toBeLessThanOrEqual(36);
    const tail = ['F', 'Re', 'Rt', 'surrender'].filter((o) =>
      set.manifest.layout.distributions.find((d) => d.name === 'defender_response')!.outcomes.includes(o),
    );
    for (const v of spec.data.values) {
      const rows = set.rows.filter(
        (r) => r.point === v.point && r.metric === 'defender_response' && tail.includes(r.outcome),
      );
      const k = Math.round(rows.reduce((s, r) => s + r.estimate * r.trials, 0));
      expect(v.est).toBeCloseTo(k / 4000, 12);
      expect([v.low, v.high]).toEqual(wilsonInterval(k, 4000));
    }
    expect(chart.table.columns.find((c) => c.key === 'est')!.title).toBe(
      'defender_response at_least_F (probability 0-1)',
    );
  });

  it('draws a step function as steps, each value held back to the point before', () => {
    const spec = curveChart(bases, { ...bases.manifest.charts[0], lines: 'step' }, where, 'c').spec as any;
    expect(spec.layer[0].mark.interpolate).toBe('step-before');
    expect(spec.layer[1].mark.interpolate).toBe('step-before');
    expect(curveChart(bases, bases.manifest.charts[0], where, 'c').spec).not.toHaveProperty(
      'layer.1.mark.interpolate',
    );
  });

  it('uses a linear axis for a numeric parameter', () => {
    const spec = curveChart(bases, bases.manifest.charts[0], where, 'c').spec as any;
    expect(spec.encoding.x.type).toBe('quantitative');
    expect(spec.data.values.map((v: any) => v.x)).toEqual([2, 4, 6]);
  });
});
