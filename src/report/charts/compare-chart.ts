import type { ChartSpec } from '../../experiment/experiment.ts';
import type { ResultSet } from '../load/load-results.ts';
import type { BuiltChart } from './chart-spec.ts';
import { allExact, finishChart } from './chart-spec.ts';
import { standardTable, type ChartTable, type Column } from './chart-table.ts';
import { labelWidth, signedLabels, symmetricTicks } from './axis-layout.ts';
import { difference, type Difference } from './difference.ts';
import { chanceOf, resolveMetric, valueTitle, type Where } from './metric.ts';
import { OKABE_ITO } from './palette.ts';
import { groupRest, requireParam } from './sweep-axes.ts';
import { fitTitle, paramTitle } from './text.ts';
import { valueAt, valueTooltip } from './values.ts';

/** Each panel's plot width, and the characters of a bold axis title that fit under it. */
const PANEL_WIDTH = 300;
const TITLE_CHARS = 40;

/**
 * Variants side by side: each variant's estimate with its 95% interval, and
 * its difference from the first variant the sweep lists (the baseline),
 * one row per value of the other parameters.
 */
export function compareChart(set: ResultSet, decl: ChartSpec, where: Where, id: string): BuiltChart {
  const metric = resolveMetric(set, decl, where, true);
  const fallback =
    set.params.find((p) => p.kind === 'patch' || p.kind === 'switch' || p.kind === 'ruleset') ??
    set.params[0];
  // `color` names the variants and `x` what they are compared across; with x alone, x is the variant
  const variant = requireParam(
    set,
    decl.color ?? decl.x ?? fallback?.name,
    where,
    decl.color ? 'color' : 'x',
  );
  const grouping = groupRest(set, [variant]);
  const baseline = variant.values[0];
  const cells = set.points.map((pt) => ({ pt, rec: valueAt(set, pt, metric) }));
  const rowName = metric.kind === 'mean' ? metric.title : chanceOf(metric);
  const rowOf = (pt: (typeof cells)[number]['pt']) => grouping.of(pt) || rowName;
  const diffs = difference(
    cells,
    (c) => c.pt.values[variant.name],
    (c) => rowOf(c.pt),
    baseline,
    metric.kind,
  );
  const values = cells.map(({ pt, rec }, i) => ({
    ...rec,
    variant: pt.values[variant.name],
    row: rowOf(pt),
    ...diffs[i],
  }));
  const percent = metric.kind === 'probability';
  const rows = [...new Set(values.map((v) => v.row))];
  // one row: its name would only repeat the value axis title, so rows go unlabelled
  // with no other sweep field, each variant is a row of its own, labelled by name (no legend to match colours to)
  const single = grouping.params.length === 0;
  // the row axis stands off the plot, so a 0% estimate is not drawn on its line
  const step = 18; // per variant: with yOffset, the height step is the offset band
  const rowTitle = single ? paramTitle(variant.name, variant.kind) : grouping.title || null;
  const plotHeight = step * (single ? variant.values.length : rows.length * variant.values.length);
  // a title longer than the plot is tall would run past it turned up the side: it sits flat above the row names instead
  // (from the left end of the row names, so it widens nothing)
  const rowNames = single ? variant.values : rows;
  const flatTitle =
    rowTitle !== null && labelWidth(rowTitle) > plotHeight
      ? {
          titleAngle: 0,
          titleAlign: 'left',
          titleBaseline: 'bottom',
          titleY: -8,
          titleX: -(Math.max(0, ...rowNames.map(labelWidth)) + 16),
        }
      : {};
  const rowAxis = { labelLimit: 320, offset: 8, ...flatTitle };
  const y = single
    ? { field: 'variant', type: 'nominal', sort: variant.values, title: rowTitle, axis: rowAxis }
    : { field: 'row', type: 'nominal', sort: rows, title: rowTitle, axis: rowAxis };
  const color = {
    field: 'variant',
    type: 'nominal',
    scale: { domain: variant.values, range: OKABE_ITO },
    legend: single
      ? null
      : { title: paramTitle(variant.name, variant.kind), orient: 'bottom', direction: 'vertical' },
  };
  const yOffset = single ? undefined : { field: 'variant', type: 'nominal', sort: variant.values };
  const tooltip = [
    { field: 'row', title: grouping.title || 'value' },
    { field: 'variant', title: paramTitle(variant.name, variant.kind) },
    ...valueTooltip(metric),
  ];
  const panel = (
    x: object,
    xField: string,
    lowField: string,
    highField: string,
    extra: object[] = [],
    rowsAxis: object | null = rowAxis,
  ) => ({
    width: PANEL_WIDTH,
    height: { step },
    encoding: { y: { ...y, axis: rowsAxis }, ...(yOffset ? { yOffset } : {}), color },
    layer: [
      ...extra,
      {
        mark: { type: 'rule', strokeWidth: 2 },
        encoding: { x: { field: lowField, type: 'quantitative', ...x }, x2: { field: highField } },
      },
      {
        mark: { type: 'point', filled: true, size: 70, opacity: 1 },
        encoding: {
          x: { field: xField, type: 'quantitative' },
          tooltip: [...tooltip, { field: 'diffText', title: `difference from ${baseline}` }],
        },
      },
    ],
  });
  // the value title wraps to the plot's 300 px
  const estimates = panel(
    { title: fitTitle(valueTitle(metric), TITLE_CHARS), ...(percent ? { axis: { format: '.0%' } } : {}) },
    'est',
    'low',
    'high',
  );
  const zero = {
    data: { values: [{ zero: 0 }] },
    mark: { type: 'rule', color: '#555', strokeDash: [4, 3] },
    encoding: { x: { field: 'zero', type: 'quantitative' }, y: null, yOffset: null, color: null },
  };
  const diffTitle = `difference from ${baseline} (${percent ? 'percentage points' : metric.unit})`;
  const reach = Math.max(
    0,
    ...diffs
      .flatMap((d) => [d.diffLow, d.diffHigh])
      .filter((v): v is number => v !== null && Number.isFinite(v))
      .map(Math.abs),
  );
  // a little beyond the widest, so the farthest dot or bar end stands off the frame
  const ticks = symmetricTicks(reach * 1.05);
  const diffAxis = {
    title: fitTitle(diffTitle, TITLE_CHARS),
    scale: { domain: ticks.domain, nice: false },
    axis: { values: ticks.values, labelExpr: signedLabels(percent, ticks.step) },
  };
  // the rows line up with the estimates beside them, so their names are not repeated
  const sameRows = { labels: false, ticks: false, title: null };
  const differences = {
    ...panel(diffAxis, 'diff', 'diffLow', 'diffHigh', [zero], sameRows),
    transform: [{ filter: 'datum.diff !== null' }],
  };
  const body = { hconcat: [estimates, differences], spacing: 24 };
  const what = allExact(set)
    ? `Dot: exact value; right: difference from ${baseline}`
    : `Dot: estimate; bar: 95% interval; right: difference from ${baseline}`;
  const table = withDifferences(
    standardTable(set.params, metric, cells),
    diffs,
    baseline,
    percent ? 'probability 0-1' : metric.unit,
  );
  return finishChart(set, decl, id, { what, values, body, table });
}

/** The standard table with each variant's difference from the baseline and its interval. */
function withDifferences(table: ChartTable, diffs: Difference[], baseline: string, unit: string): ChartTable {
  const format: Column['format'] = unit === 'probability 0-1' ? 'points' : 'signed';
  return {
    columns: [
      ...table.columns,
      {
        key: 'diff',
        title: `difference_from_${baseline.replace(/ /g, '_')} (${unit})`,
        label: `difference from ${baseline}`,
        format,
      },
      { key: 'diffLow', title: `difference_ci95_low (${unit})`, label: 'low', format },
      { key: 'diffHigh', title: `difference_ci95_high (${unit})`, label: 'high', format },
    ],
    rows: table.rows.map((r, i) => ({
      ...r,
      diff: diffs[i].diff,
      diffLow: diffs[i].diffLow,
      diffHigh: diffs[i].diffHigh,
    })),
  };
}
