import type { PointInfo, ResultRow, ResultSet } from '../load/load-results.ts';
import { wilsonInterval } from '../../stats/wilson-interval.ts';
import { wilsonStdError } from '../../stats/wilson-std-error.ts';
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
  /** share of this point's trials resting on an adapter's mapping choice, where the sim reports it */
  map: number | null;
  /** the value as printed on the chart */
  text: string;
  /** tooltip strings */
  estText: string;
  ciText: string;
  provText: string;
  [key: string]: unknown;
}

const indexes = new WeakMap<ResultSet, Map<string, ResultRow>>();
const byMetric = new WeakMap<ResultSet, Map<string, ResultRow[]>>();

/** Every row of one metric at one point (each outcome of a distribution). */
function rowsOf(set: ResultSet, point: number, metric: string): ResultRow[] {
  let index = byMetric.get(set);
  if (!index) {
    index = new Map();
    for (const r of set.rows) {
      const key = `${r.point}\u0000${r.metric}`;
      const list = index.get(key);
      if (list) list.push(r);
      else index.set(key, [r]);
    }
    byMetric.set(set, index);
  }
  return index.get(`${point}\u0000${metric}`) ?? [];
}

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

/**
 * The chance of an outcome or any more severe one: the trials of each add
 * up (each trial has one outcome), with the Wilson interval of that count.
 */
function tailRow(
  set: ResultSet,
  point: number,
  metric: string,
  tail: (outcome: string) => boolean,
): ResultRow | undefined {
  const rows = rowsOf(set, point, metric).filter((r) => tail(r.outcome));
  if (rows.length === 0) return undefined;
  const first = rows[0];
  const exact = rows.every((r) => r.exact !== null)
    ? Math.min(
        1,
        rows.reduce((s, r) => s + r.exact!, 0),
      )
    : null;
  // exact odds ran no trial: the chances add up, with no interval to draw
  if (exact !== null && first.trials === 0)
    return { ...first, estimate: exact, stdError: 0, low: exact, high: exact, exact };
  const n = first.trials;
  const k = Math.round(rows.reduce((s, r) => s + r.estimate * n, 0));
  const [low, high] = wilsonInterval(k, n);
  return { ...first, estimate: k / n, stdError: wilsonStdError(k, n), low, high, exact };
}

/**
 * An outcome this point's distribution does not list (a sweep over game
 * turns has no turn 3 at its first point; one gun cannot take two bases)
 * cannot happen there: its chance is 0, as exact as its siblings, with the
 * interval of 0 trials in n. A distribution the point lacks altogether stays
 * not defined.
 */
function impossibleRow(
  set: ResultSet,
  point: number,
  metric: MetricRef,
  outcome: string,
): ResultRow | undefined {
  if (metric.kind !== 'probability') return undefined;
  const sibling = rowsOf(set, point, metric.name)[0];
  if (!sibling) return undefined;
  const [low, high] = sibling.trials > 0 ? wilsonInterval(0, sibling.trials) : [0, 0];
  return {
    ...sibling,
    outcome,
    estimate: 0,
    stdError: 0,
    low,
    high,
    exact: sibling.exact === null ? null : 0,
  };
}

/** The value of a metric (one outcome, at least one outcome, or a mean) at a sweep point. */
export function valueAt(
  set: ResultSet,
  pt: PointInfo,
  metric: MetricRef,
  outcome = metric.outcome ?? '',
): ValueRecord {
  const tail = metric.tail && outcome === metric.outcome ? metric.tail : null;
  const r = tail
    ? tailRow(set, pt.index, metric.name, tail)
    : (rowAt(set, pt.index, metric.name, metric.kind === 'mean' ? '' : outcome) ??
      impossibleRow(set, pt.index, metric, outcome));
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
    map: pt.mapping,
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
