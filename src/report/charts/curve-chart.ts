import type { ChartSpec } from '../../experiment/experiment.ts';
import type { PointInfo, ResultSet } from '../load/load-results.ts';
import type { BuiltChart } from './chart-spec.ts';
import { allExact, finishChart, panels } from './chart-spec.ts';
import { standardTable } from './chart-table.ts';
import { resolveMetric, valueTitle, type Where } from './metric.ts';
import { fittedLabels, integerTicks } from './axis-layout.ts';
import { OKABE_ITO } from './palette.ts';
import { groupRest, optionalParam, requireParam } from './sweep-axes.ts';
import { paramTitle, wrapWords } from './text.ts';
import { valueAt, valueTooltip } from './values.ts';

/** The x axis stands this far below the plot, so a line at 0% is not drawn on top of it, half hidden. */
const AXIS_OFFSET = 8;

/**
 * A value along one sweep parameter (artillery effect by range, win chance
 * by modifier) with its 95% band, one line per value of `color`.
 */
export function curveChart(set: ResultSet, decl: ChartSpec, where: Where, id: string): BuiltChart {
  const metric = resolveMetric(set, decl, where, true);
  const x = requireParam(set, decl.x ?? set.params[0]?.name, where, 'x');
  const color = optionalParam(set, decl.color, where, 'color');
  const grouping = groupRest(set, [x, color]);
  const cells = set.points.map((pt) => ({ pt, rec: valueAt(set, pt, metric) }));
  // lines that coincide (several at 0%) stay visible: the first series is drawn widest, each next one narrower on top
  // (from 2 to 6 px wide): the share of the series still to be drawn above this one
  const later = (pt: PointInfo) =>
    color && color.values.length > 1
      ? (color.values.length - 1 - color.values.indexOf(pt.values[color.name])) / (color.values.length - 1)
      : 0;
  const values = cells.map(({ pt, rec }) => ({
    ...rec,
    x: x.numeric ? Number(pt.values[x.name]) : pt.values[x.name],
    series: color ? pt.values[color.name] : metric.title,
    group: grouping.of(pt),
    lineWidth: 2 + 4 * later(pt),
    pointSize: 50 + 100 * later(pt),
  }));
  const percent = metric.kind === 'probability';
  const height = 280;
  // a long value title wraps to lines no longer than the plot is high
  const yAxis = {
    title: wrapWords(valueTitle(metric), Math.floor(height / 7.6)),
    ...(percent ? { axis: { format: '.0%' } } : {}),
  };
  const seriesScale = { domain: color ? color.values : [metric.title], range: OKABE_ITO };
  const seriesLegend = color ? { title: paramTitle(color.name, color.kind) } : null;
  const width = 440;
  const widths = { field: 'lineWidth', type: 'quantitative', scale: null, legend: null };
  const sizes = { field: 'pointSize', type: 'quantitative', scale: null, legend: null };
  // a step function (a table read by range bracket) holds each point's value back to the point before it
  const interpolate = decl.lines === 'step' ? { interpolate: 'step-before' } : {};
  // a number line keeps its end points off the frame; categories get room or turned labels
  const xAxis = x.numeric
    ? {
        type: 'quantitative',
        scale: { zero: false, nice: false, padding: 14 },
        axis: { labelAngle: 0, offset: AXIS_OFFSET, ...integerTicks(x) },
      }
    : { type: 'ordinal', sort: x.values, axis: { ...fittedLabels(x.values, width), offset: AXIS_OFFSET } };
  const body = {
    width,
    height,
    encoding: {
      x: { field: 'x', title: paramTitle(x.name, x.kind), ...xAxis },
      color: { field: 'series', type: 'nominal', scale: seriesScale, legend: seriesLegend },
    },
    layer: [
      {
        mark: { type: 'area', opacity: 0.22, ...interpolate },
        encoding: { y: { field: 'low', type: 'quantitative', ...yAxis }, y2: { field: 'high' } },
      },
      {
        mark: { type: 'line', ...interpolate },
        encoding: { y: { field: 'est', type: 'quantitative' }, strokeWidth: widths },
      },
      {
        mark: { type: 'point', filled: true, size: 50 },
        encoding: {
          y: { field: 'est', type: 'quantitative' },
          size: sizes,
          shape: color
            ? { field: 'series', type: 'nominal', scale: { domain: color.values }, legend: seriesLegend }
            : { value: 'circle' },
          tooltip: [
            { field: 'x', title: paramTitle(x.name, x.kind) },
            ...(color ? [{ field: 'series', title: paramTitle(color.name, color.kind) }] : []),
            ...valueTooltip(metric),
          ],
        },
      },
    ],
  };
  const what = `${decl.lines === 'step' ? 'Steps (each value holds back to the point before)' : 'Line'}: ${valueTitle(metric)}${allExact(set) ? '' : '; shaded band: 95% interval'}`;
  return finishChart(set, decl, id, {
    what,
    values,
    body: panels(grouping, body, width),
    table: standardTable(set.params, metric, cells),
  });
}
