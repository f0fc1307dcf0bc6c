import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stackedChart } from '../../../src/report/charts/stacked-chart.ts';
import { orderedColors } from '../../../src/report/charts/heat-colors.ts';
import { categoryColors } from '../../../src/report/charts/palette.ts';
import { outcomeLabel } from '../../../src/report/charts/text.ts';
import { exactSet, sharedFixture } from '../fixture.ts';

const set = sharedFixture();
const where = { file: 'manifest.json', field: 'charts[1]' };

describe('stackedChart', () => {
  it('stacks the outcomes any point reached, in layout order, each bar summing to its estimates', () => {
    const chart = stackedChart(set(), set().manifest.charts[1], where, 's');
    const spec = chart.spec as any;
    const layout = set().manifest.layout.distributions.find((d) => d.name === 'decision')!.outcomes;
    const reached = layout.filter((o) =>
      set().rows.some((r) => r.metric === 'decision' && r.outcome === o && r.estimate > 0),
    );
    // the legend lists the outcomes top-down, as the stack shows them: the colour domain runs most severe first
    const domain: string[] = [...spec.spec.layer[0].encoding.color.scale.domain].reverse();
    expect(domain).toEqual(reached.map(outcomeLabel));
    const values: any[] = spec.data.values;
    for (const pt of set().points) {
      const bar = values.filter((v) => v.point === pt.index);
      expect(bar.map((v) => v.outcome)).toEqual(domain);
      bar.forEach((v, k) => {
        expect(v.y0).toBeCloseTo(k === 0 ? 0 : bar[k - 1].y1, 12);
        expect(v.y1 - v.y0).toBeCloseTo(v.est, 12);
      });
      expect(bar[bar.length - 1].y1).toBeCloseTo(1, 9);
    }
  });

  it('puts the other swept parameter in panels, in sweep order', () => {
    const spec = stackedChart(set(), set().manifest.charts[1], where, 's').spec as any;
    expect(spec.facet.sort).toEqual(['loser always', 'only if lost modified']);
    expect(spec.spec.encoding.x.sort).toEqual(['crack', 'average', 'untrained']);
    expect(spec.spec.layer[0].encoding.y.axis.format).toBe('.0%');
  });

  it('colours categories (how the assault ends) apart, and a scale of severity (panic responses) from dark to bright', () => {
    const decision = stackedChart(set(), set().manifest.charts[1], where, 's').spec as any;
    const scale = decision.spec.layer[0].encoding.color.scale;
    expect([...scale.range].reverse()).toEqual(categoryColors(scale.domain.length));
    expect(scale.range).toContain('#0072B2');
    const panic = stackedChart(
      set(),
      { kind: 'stacked', title: 'Defender panic', metric: 'defender_response', x: 'attacker.grade' },
      where,
      's',
    ).spec as any;
    const ordered = panic.spec.layer[0].encoding.color.scale;
    expect([...ordered.range].reverse()).toEqual(orderedColors(ordered.domain.length));
  });

  it('keeps every outcome, reached or not, in its table', () => {
    const chart = stackedChart(set(), set().manifest.charts[1], where, 's');
    const outcomes = set().manifest.layout.distributions.find((d) => d.name === 'decision')!.outcomes;
    expect(chart.table.rows).toHaveLength(set().points.length * outcomes.length);
  });
});

describe('stackedChart over points whose outcomes differ', () => {
  it('gives an outcome a point cannot reach a chance of exactly 0, not "not defined", so every bar sums to 100%', async () => {
    const exact = await exactSet();
    const decl = {
      kind: 'stacked' as const,
      title: 'Bases lost',
      metric: 'main_bases_lost',
      x: 'battery.range',
    };
    // as run, the points' layouts differ: only the medium smoothbore can take two bases
    const run = JSON.parse(readFileSync(join(exact.dir, 'manifest.json'), 'utf8'));
    const outcomes = (l: any) => l.distributions.find((d: any) => d.name === 'main_bases_lost').outcomes;
    expect(outcomes(run.layout)).toEqual(['0', '1']);
    expect(run.sweep.points.filter((p: any) => p.layout).map((p: any) => outcomes(p.layout))).toContainEqual([
      '0',
      '1',
      '2',
    ]);
    const chart = stackedChart(exact, decl, { file: 'manifest.json', field: 'charts[0]' }, 's');
    expect(chart.table.rows.filter((r) => typeof r.est !== 'number' || Number.isNaN(r.est))).toEqual([]);
    const sums = new Map<string, number>();
    for (const r of chart.table.rows) {
      const at = `${r['param:battery.type']} ${r['param:battery.range']}`;
      sums.set(at, (sums.get(at) ?? 0) + (r.est as number));
    }
    expect(sums.size).toBe(4);
    for (const sum of sums.values()) expect(sum).toBeCloseTo(1, 12);
  });
});
