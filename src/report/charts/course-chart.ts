import type { ChartSpec } from '../../experiment/experiment.ts';
import { InputError } from '../../engine/input/input-error.ts';
import type { PointInfo, ResultSet } from '../load/load-results.ts';
import type { BuiltChart } from './chart-spec.ts';
import { finishChart, panels } from './chart-spec.ts';
import { valueColumns, valueRow } from './chart-table.ts';
import { meanTitle, type MetricRef, type Where } from './metric.ts';
import { OKABE_ITO } from './palette.ts';
import { groupRest } from './sweep-axes.ts';
import { courseMeans, courseStems, type CourseMean } from '../../sims/course-means.ts';
import { valueAt, valueTooltip, type ValueRecord } from './values.ts';

/**
 * A value turn by turn over one run (men lost by the end of each game turn),
 * one line per series the means name (each side), its 95% band shaded; one
 * panel per combination of the swept parameters.
 */
export function courseChart(set: ResultSet, decl: ChartSpec, where: Where, id: string): BuiltChart {
  const family = courseMeans(set.manifest.layout.means, decl.metric);
  if (family.length === 0) {
    throw new InputError({
      file: where.file,
      field: `${where.field}.metric`,
      expected: `the stem of a family of means by turn: ${courseStems(set.manifest.layout.means).join(', ') || '(the sim has none)'}, got ${JSON.stringify(decl.metric)}`,
    });
  }
  const first = set.manifest.layout.means.find((m) => m.name === family[0].name)!;
  const metric: MetricRef = {
    name: decl.metric,
    title: decl.metric.charAt(0).toUpperCase() + decl.metric.slice(1),
    kind: 'mean',
    unit: first.unit,
    outcomes: [],
  };
  const grouping = groupRest(set, []);
  const series = [...new Set(family.map((f) => f.series))];
  const rows: Array<{ pt: PointInfo; rec: ValueRecord; f: CourseMean }> = [];
  for (const pt of set.points)
    for (const f of family) rows.push({ pt, rec: valueAt(set, pt, { ...metric, name: f.name }), f });
  const values = rows.map(({ pt, rec, f }) => ({
    ...rec,
    turn: f.turn,
    series: f.series,
    group: grouping.of(pt),
  }));
  const width = 440;
  const color = {
    field: 'series',
    type: 'nominal',
    scale: { domain: series, range: OKABE_ITO },
    legend: { title: null },
  };
  const y = { field: 'est', type: 'quantitative' };
  const body = {
    width,
    height: 280,
    encoding: {
      x: {
        field: 'turn',
        type: 'quantitative',
        title: 'game turn',
        scale: { zero: false, nice: false, padding: 14 },
        axis: { tickMinStep: 1, format: 'd', labelAngle: 0 },
      },
      color,
    },
    layer: [
      {
        mark: { type: 'area', opacity: 0.22 },
        encoding: {
          y: { field: 'low', type: 'quantitative', title: meanTitle(metric) },
          y2: { field: 'high' },
        },
      },
      { mark: { type: 'line' }, encoding: { y } },
      {
        mark: { type: 'point', filled: true, size: 50 },
        encoding: {
          y,
          tooltip: [
            { field: 'turn', title: 'game turn' },
            { field: 'series', title: 'series' },
            ...valueTooltip(metric),
          ],
        },
      },
    ],
  };
  const columns = valueColumns(set.params, metric, false, false);
  const extra = [
    { key: 'series', title: 'series', label: 'series', format: 'text' as const },
    { key: 'turn', title: 'game turn', label: 'turn', format: 'integer' as const },
  ];
  const table = {
    columns: [...columns.slice(0, set.params.length), ...extra, ...columns.slice(set.params.length)],
    rows: rows.map(({ pt, rec, f }) => ({
      ...valueRow(set.params, pt, rec),
      series: f.series,
      turn: f.turn,
    })),
  };
  const what = `Line: ${meanTitle(metric)} at the end of each game turn; shaded band: 95% interval`;
  return finishChart(set, decl, id, { what, values, body: panels(grouping, body, width), table });
}
