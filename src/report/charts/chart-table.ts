import type { PointInfo, SweepParam } from '../load/load-results.ts';
import { chanceOf, meanTitle, type MetricRef } from './metric.ts';
import { paramTitle } from './text.ts';
import type { ValueRecord } from './values.ts';

/**
 * The numbers behind a chart, one observation a row: shown beside the chart
 * in the report and written as the chart's CSV. Column titles carry units.
 */
export interface Column {
  key: string;
  /** CSV header, with units */
  title: string;
  /** short header for the page's table (values there are formatted) */
  label: string;
  /** `points`: a difference of chances, in signed percentage points; `signed`: a difference of means */
  /** `outcome`: an outcome name, in words on the page (drive away), as recorded in the CSV (drive_away) */
  format: 'text' | 'outcome' | 'percent' | 'number' | 'integer' | 'points' | 'signed';
}

export type Cell = string | number | null;

export interface ChartTable {
  columns: Column[];
  rows: Array<Record<string, Cell>>;
}

function unitOf(metric: MetricRef): string {
  return metric.kind === 'probability' ? 'probability 0-1' : metric.unit;
}

function valueFormat(metric: MetricRef): Column['format'] {
  return metric.kind === 'probability' ? 'percent' : 'number';
}

/** Columns: sweep parameters, outcome, estimate with interval, trials, provisional share. */
export function valueColumns(
  params: readonly SweepParam[],
  metric: MetricRef,
  withOutcome: boolean,
  withExact: boolean,
  withMapping = false,
): Column[] {
  const unit = unitOf(metric);
  const format = valueFormat(metric);
  const name =
    metric.outcome === undefined
      ? metric.name
      : `${metric.name} ${metric.tail ? 'at_least_' : ''}${metric.outcome}`;
  const label = metric.kind === 'mean' ? meanTitle(metric) : chanceOf(metric);
  const col = (key: string, title: string, lab: string, f: Column['format']): Column => ({
    key,
    title,
    label: lab,
    format: f,
  });
  return [
    ...params.map((p) => col(`param:${p.name}`, p.name, paramTitle(p.name, p.kind), 'text')),
    ...(withOutcome ? [col('outcome', `${metric.name} outcome`, 'outcome', 'outcome')] : []),
    col('est', `${name} (${unit})`, label, format),
    col('low', `ci95_low (${unit})`, '95% low', format),
    col('high', `ci95_high (${unit})`, '95% high', format),
    ...(withExact ? [col('exact', `exact (${unit})`, 'exact', format)] : []),
    col('trials', 'trials', 'trials', 'integer'),
    col('prov', 'rests_on_provisional (share of trials 0-1)', 'provisional', 'percent'),
    ...(withMapping ? [col('map', 'rests_on_mapping (share of trials 0-1)', 'mapping', 'percent')] : []),
  ];
}

export function valueRow(
  params: readonly SweepParam[],
  pt: PointInfo,
  rec: ValueRecord,
  outcome?: string,
): Record<string, Cell> {
  return {
    ...Object.fromEntries(params.map((p) => [`param:${p.name}`, pt.values[p.name] ?? null])),
    ...(outcome === undefined ? {} : { outcome }),
    est: rec.est,
    low: rec.low,
    high: rec.high,
    exact: rec.exact,
    trials: rec.trials,
    prov: rec.prov,
    map: rec.map,
  };
}

/** The standard table of a chart: one row per sweep point (and outcome). */
export function standardTable(
  params: readonly SweepParam[],
  metric: MetricRef,
  rows: Array<{ pt: PointInfo; rec: ValueRecord; outcome?: string }>,
): ChartTable {
  const withOutcome = rows.some((r) => r.outcome !== undefined);
  const withExact = rows.some((r) => r.rec.exact !== null);
  const withMapping = rows.some((r) => r.rec.map !== null);
  return {
    columns: valueColumns(params, metric, withOutcome, withExact, withMapping),
    rows: rows.map((r) => valueRow(params, r.pt, r.rec, r.outcome)),
  };
}
