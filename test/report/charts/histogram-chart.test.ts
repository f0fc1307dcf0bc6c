import { describe, expect, it } from 'vitest';
import { histogramChart } from '../../../src/report/charts/histogram-chart.ts';
import { sharedFixture } from '../fixture.ts';

const set = sharedFixture();
const where = { file: 'manifest.json', field: 'charts[4]' };

describe('histogramChart', () => {
  it('takes the distribution when a name is both a distribution and a mean (rounds)', () => {
    const chart = histogramChart(set(), set().manifest.charts[4], where, 'r');
    const spec = chart.spec as any;
    const outcomes = set().manifest.layout.distributions.find((d) => d.name === 'rounds')!.outcomes;
    expect(spec.spec.encoding.x.sort).toEqual(outcomes);
    expect(spec.spec.encoding.xOffset.sort).toEqual(['crack', 'average', 'untrained']);
    expect(spec.facet.sort).toEqual(['loser always', 'only if lost modified']);
    expect(spec.data.values).toHaveLength(set().points.length * outcomes.length);
  });

  it('shows each outcome chance with its Wilson interval from results.csv', () => {
    const values: any[] = (histogramChart(set(), set().manifest.charts[4], where, 'r').spec as any).data.values;
    for (const v of values) {
      const row = set().rows.find((r) => r.point === v.point && r.metric === 'rounds' && r.outcome === v.outcome)!;
      expect([v.est, v.low, v.high]).toEqual([row.estimate, row.low, row.high]);
    }
  });
});
