import { beforeAll, describe, expect, it } from 'vitest';
import { curveChart } from '../../../src/report/charts/curve-chart.ts';
import { loadResults, type ResultSet } from '../../../src/report/load/load-results.ts';
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
    expect(spec.layer[0].encoding.y).toMatchObject({ field: 'low', title: 'chance of carry (% of trials)', axis: { format: '.0%' } });
    for (const v of spec.data.values) {
      const row = set.rows.find((r) => r.point === v.point && r.metric === 'decision' && r.outcome === 'carry')!;
      expect([v.low, v.est, v.high]).toEqual([row.low, row.estimate, row.high]);
    }
  });

  it('uses a linear axis for a numeric parameter', () => {
    const spec = curveChart(bases, bases.manifest.charts[0], where, 'c').spec as any;
    expect(spec.encoding.x.type).toBe('quantitative');
    expect(spec.data.values.map((v: any) => v.x)).toEqual([2, 4, 6]);
  });
});
