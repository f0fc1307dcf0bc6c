import { describe, expect, it } from 'vitest';
import { histogramChart, outcomeAxis } from '../../../src/report/charts/histogram-chart.ts';
import { drawSvg } from '../../../src/report/render/render-svg.ts';
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
    const values: any[] = (histogramChart(set(), set().manifest.charts[4], where, 'r').spec as any).data
      .values;
    for (const v of values) {
      const row = set().rows.find(
        (r) => r.point === v.point && r.metric === 'rounds' && r.outcome === v.outcome,
      )!;
      expect([v.est, v.low, v.high]).toEqual([row.estimate, row.low, row.high]);
    }
  });
});

describe('outcomeAxis', () => {
  // an engagement's "break turn" has turn numbers then two endings in words; the words must never be dropped
  const outcomes = ['1', '2', '3', '4', '5', '6', 'held to the end', 'other side broke'];
  const chart = (roomy: boolean, step: number) => ({
    data: {
      values: outcomes.flatMap((outcome) => ['a', 'b'].map((series) => ({ outcome, series, est: 0.1 }))),
    },
    width: { step },
    height: 100,
    mark: 'bar',
    encoding: {
      x: { field: 'outcome', type: 'ordinal', sort: outcomes, axis: outcomeAxis(roomy) },
      xOffset: { field: 'series', type: 'nominal' },
      y: { field: 'est', type: 'quantitative' },
    },
  });
  // a wrapped label is one <text> of <tspan> lines: read it back as its words
  const labels = (svg: string) =>
    [...svg.matchAll(/<text[^>]*>(.*?)<\/text>/g)].map((m) =>
      m[1].replace(/<\/tspan><tspan[^>]*>/g, ' ').replace(/<[^>]+>/g, ''),
    );

  it('writes every word of every word outcome, wrapped at its spaces, on a roomy axis', async () => {
    const shown = labels(await drawSvg(chart(true, 22) as any));
    expect(shown).toContain('held to the end');
    expect(shown).toContain('other side broke');
    for (const n of outcomes.slice(0, 6)) expect(shown).toContain(n);
  });

  it('on a crowded axis shows every other number and still every word outcome', async () => {
    const shown = labels(await drawSvg(chart(false, 8) as any));
    expect(shown.filter((t) => /^\d+$/.test(t))).toEqual(['1', '3', '5']);
    expect(shown).toContain('held to the end');
    expect(shown).toContain('other side broke');
  });
});
