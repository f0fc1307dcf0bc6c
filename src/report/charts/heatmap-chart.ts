import type { ChartSpec } from '../../experiment/experiment.ts';
import type { ResultSet } from '../load/load-results.ts';
import type { BuiltChart } from './chart-spec.ts';
import { finishChart, panels } from './chart-spec.ts';
import { standardTable } from './chart-table.ts';
import { resolveMetric, valueTitle, type Where } from './metric.ts';
import { categoryBand } from './axis-layout.ts';
import { heatColor } from './heat-colors.ts';
import { inkOn } from './palette.ts';
import { groupRest, requireParam } from './sweep-axes.ts';
import { paramTitle, wrapWords } from './text.ts';
import { valueAt, valueTooltip } from './values.ts';

// Text colour by condition: a nominal field with scale null beside a
// quantitative colour breaks vega-lite 6.4's data assembly.
const INK = { condition: { test: "datum.ink === 'white'", value: 'white' }, value: 'black' };

/** A grid over two sweep parameters (e.g. attacker grade by defender grade) with the value printed in each cell. */
export function heatmapChart(set: ResultSet, decl: ChartSpec, where: Where, id: string): BuiltChart {
  const metric = resolveMetric(set, decl, where, true);
  const x = requireParam(set, decl.x ?? set.params[0]?.name, where, 'x');
  const y = requireParam(set, decl.y ?? set.params.find((p) => p !== x)?.name, where, 'y');
  const grouping = groupRest(set, [x, y]);
  const cells = set.points.map((pt) => ({ pt, rec: valueAt(set, pt, metric) }));
  const finite = cells.map((c) => c.rec.est).filter(Number.isFinite);
  const lo = Math.min(...finite);
  const hi = Math.max(...finite);
  const span = hi > lo ? hi - lo : 1;
  const values = cells.map(({ pt, rec }) => ({
    ...rec,
    x: pt.values[x.name],
    y: pt.values[y.name],
    group: grouping.of(pt),
    ink: Number.isFinite(rec.est) ? inkOn(heatColor((rec.est - lo) / span)) : 'black',
  }));
  // columns wide enough for their labels, or labels turned when they are long
  const band = categoryBand(x.values, 78);
  const axis = (p: typeof x) => ({
    field: p === x ? 'x' : 'y',
    type: 'ordinal',
    sort: p.values,
    title: paramTitle(p.name, p.kind),
    axis: p === x ? band.axis : { labelAngle: 0 },
  });
  // the tooltip sits on both layers: the printed value covers the cell's middle
  const tooltip = [
    { field: 'x', title: paramTitle(x.name, x.kind) },
    { field: 'y', title: paramTitle(y.name, y.kind) },
    ...valueTooltip(metric),
  ];
  const encoding = { x: axis(x), y: axis(y), tooltip };
  const percent = metric.kind === 'probability';
  const body = {
    width: { step: band.step },
    height: { step: 42 },
    encoding,
    layer: [
      {
        mark: { type: 'rect', stroke: 'white', strokeWidth: 1 },
        encoding: {
          color: {
            field: 'est',
            type: 'quantitative',
            scale: { scheme: 'viridis', domain: [lo, hi > lo ? hi : lo + 1e-9] },
            // every cell alike: one tick, not the same value three times
            legend: {
              title: wrapWords(valueTitle(metric), 28),
              format: percent ? '.0%' : '.2f',
              orient: 'right',
              gradientLength: 160,
              ...(hi > lo ? {} : { values: [lo] }),
            },
          },
        },
      },
      { mark: { type: 'text', fontSize: 13 }, encoding: { text: { field: 'text' }, color: INK } },
    ],
  };
  const what = `Each cell: ${valueTitle(metric)}`;
  return finishChart(set, decl, id, {
    what,
    values,
    body: panels(grouping, body, band.step * x.values.length),
    table: standardTable(set.params, metric, cells),
  });
}
