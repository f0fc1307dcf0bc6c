import type { ChartSpec } from '../../experiment/experiment.ts';
import type { PointInfo, ResultSet } from '../load/load-results.ts';
import type { BuiltChart } from './chart-spec.ts';
import { allExact, finishChart, panels } from './chart-spec.ts';
import { standardTable } from './chart-table.ts';
import { resolveMetric, type Where } from './metric.ts';
import { OKABE_ITO } from './palette.ts';
import { groupRest, optionalParam } from './sweep-axes.ts';
import { fitTitle, outcomeLabel, paramTitle } from './text.ts';
import { valueAt, valueTooltip, type ValueRecord } from './values.ts';

/** Room for a histogram's bars on a 1280 px page, and the band below which printed values and every label no longer fit. */
const PLOT_ROOM = 880;
const LABELLED_STEP = 34;

/**
 * The whole distribution of one count or outcome (how many divisions panic),
 * outcomes in layout order, with 95% intervals; bars side by side per `color`.
 */
/**
 * Outcome labels that are words ("held to the end") wrap at their spaces and are never dropped; on a crowded
 * axis the numbers show every other one, as parity would, without parity dropping a word label with them.
 */
export function outcomeAxis(roomy: boolean): Record<string, unknown> {
  const words = "split(datum.label, ' ')";
  const labelExpr = roomy
    ? words
    : `isNaN(toNumber(datum.label)) ? ${words} : (toNumber(datum.label) % 2 == 1 ? datum.label : '')`;
  return { labelAngle: 0, labelOverlap: false, labelExpr };
}

export function histogramChart(set: ResultSet, decl: ChartSpec, where: Where, id: string): BuiltChart {
  const metric = resolveMetric(set, decl, where, false);
  const color = optionalParam(set, decl.color ?? decl.x, where, decl.color ? 'color' : 'x');
  const grouping = groupRest(set, [color]);
  const rows: Array<{ pt: PointInfo; rec: ValueRecord; outcome: string }> = [];
  for (const pt of set.points)
    for (const outcome of metric.outcomes) rows.push({ pt, rec: valueAt(set, pt, metric, outcome), outcome });
  // bars narrow to fit the page: a long count (rows of the table) prints no values and labels every other bar
  const step = color
    ? Math.max(10, Math.min(22, 80 / color.values.length))
    : Math.max(12, Math.min(44, Math.floor(PLOT_ROOM / metric.outcomes.length)));
  const roomy = (color ? step * color.values.length : step) >= LABELLED_STEP;
  const values = rows.map(({ pt, rec, outcome }) => ({
    ...rec,
    outcome,
    outcomeName: outcomeLabel(outcome),
    barText: rec.est > 0 && roomy ? rec.text : '',
    series: color ? pt.values[color.name] : metric.title,
    group: grouping.of(pt),
  }));
  const series = color
    ? {
        field: 'series',
        type: 'nominal',
        scale: { domain: color.values, range: OKABE_ITO },
        legend: { title: paramTitle(color.name, color.kind) },
      }
    : { value: OKABE_ITO[0] };
  const xOffset = color ? { xOffset: { field: 'series', type: 'nominal', sort: color.values } } : {};
  const body = {
    width: { step },
    height: 260,
    encoding: {
      // a long title wraps to the bars' width (at least 30 characters), so it does not widen the panel
      x: {
        field: 'outcome',
        type: 'ordinal',
        sort: metric.outcomes,
        title: fitTitle(
          metric.title,
          Math.max(
            30,
            Math.floor(((color ? step * color.values.length : step) * metric.outcomes.length) / 7.6),
          ),
        ),
        axis: outcomeAxis(roomy),
      },
      ...xOffset,
      color: series,
      tooltip: [
        { field: 'outcomeName', title: 'outcome' },
        ...(color ? [{ field: 'series', title: paramTitle(color.name, color.kind) }] : []),
        ...valueTooltip(metric),
      ],
    },
    layer: [
      {
        mark: { type: 'bar' },
        encoding: {
          y: { field: 'est', type: 'quantitative', title: 'chance (%)', axis: { format: '.0%' } },
        },
      },
      {
        mark: { type: 'rule', color: '#222' },
        encoding: {
          y: { field: 'low', type: 'quantitative' },
          y2: { field: 'high' },
          color: { value: '#222' },
        },
      },
      ...(color
        ? []
        : [
            {
              mark: { type: 'text', dy: -8, fontSize: 11 },
              encoding: {
                y: { field: 'high', type: 'quantitative' },
                text: { field: 'barText' },
                color: { value: 'black' },
              },
            },
          ]),
    ],
  };
  const what = allExact(set)
    ? 'Bar: exact chance of each outcome'
    : 'Bar: chance of each outcome; black line: 95% interval';
  return finishChart(set, decl, id, {
    what,
    values,
    body: panels(grouping, body, (color ? step * color.values.length : step) * metric.outcomes.length),
    table: standardTable(set.params, metric, rows),
  });
}
