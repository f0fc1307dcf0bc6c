import type { PointInfo, ResultRow, ResultSet } from '../load/load-results.ts';
import { chanceOf, type MetricRef } from './metric.ts';
import { meanLabel, percentExact, valueLabel } from './text.ts';

/** One plotted value with everything its tooltip and table row show. */
export interface ValueRecord {
  point: number;
  est: number;
  low: number;
  high: number;
  se: number;
  trials: number;
  exact: number | null;
  /** share of this point's trials resting on a provisional cell */
  prov: number | null;
  /** the value as printed on the chart */
  text: string;
  /** tooltip strings */
  estText: string;
  ciText: string;
  provText: string;
  [key: string]: unknown;
}

const indexes = new WeakMap<ResultSet, Map<string, ResultRow>>();

function rowAt(set: ResultSet, point: number, metric: string, outcome: string): ResultRow | undefined {
  let index = indexes.get(set);
  if (!index) {
    index = new Map(set.rows.map((r) => [`${r.point}\u0000${r.metric}\u0000${r.outcome}`, r]));
    indexes.set(set, index);
  }
  return index.get(`${point}\u0000${metric}\u0000${outcome}`);
}

function exactText(kind: MetricRef['kind'], x: number): string {
  return kind === 'probability' ? percentExact(x) : meanLabel(x);
}

/** The value of a metric (one outcome, or a mean) at a sweep point. */
export function valueAt(set: ResultSet, pt: PointInfo, metric: MetricRef, outcome = metric.outcome ?? ''): ValueRecord {
  const r = rowAt(set, pt.index, metric.name, metric.kind === 'mean' ? '' : outcome);
  const est = r?.estimate ?? NaN;
  const low = r?.low ?? NaN;
  const high = r?.high ?? NaN;
  return {
    point: pt.index,
    est,
    low,
    high,
    se: r?.stdError ?? NaN,
    trials: r?.trials ?? pt.trials,
    exact: r?.exact ?? null,
    prov: pt.provisional,
    // a metric the sim cannot define at this point is said so, never shown as 0
    text: Number.isFinite(est) ? valueLabel(metric.kind, est) : 'not defined',
    estText: exactText(metric.kind, est) + (metric.kind === 'mean' ? ` ${metric.unit}` : ''),
    ciText: `${exactText(metric.kind, low)} to ${exactText(metric.kind, high)}`,
    provText: pt.provisional === null ? 'not reported' : percentExact(pt.provisional),
  };
}

/** Tooltip entries shared by every chart, after the chart's own fields. */
export function valueTooltip(metric: MetricRef): Array<Record<string, string>> {
  const what = metric.kind === 'mean' ? metric.title : chanceOf(metric);
  return [
    { field: 'estText', title: what },
    { field: 'ciText', title: '95% interval' },
    { field: 'trials', title: 'trials', format: ',' },
    { field: 'provText', title: 'rests on provisional cells' },
  ];
}
