import type { Layout } from '../../sims/layout.ts';
import { metricSlot, parseMetricRef, showMetric, type MetricRef } from './metric-ref.ts';

/**
 * A brief's metric: one metric (`winner:attacker`, `killed and wounded
 * share: attacker`), a sum of them (`break turn: Union:1 + break turn:
 * Union:2`), or a ratio of two sums (`missing: defender / (killed and
 * wounded: defender + missing: defender)`), each term a chance or a mean
 * per trial. A ratio is of the means over all trials, not a mean of
 * per-trial ratios.
 */
export interface MetricExpr {
  num: MetricRef[];
  /** empty: no denominator */
  den: MetricRef[];
  /** as written */
  text: string;
}

/** A sum's terms; brackets around the whole sum come off as a pair (a lone bracket stays, and names no metric). */
const terms = (text: string) =>
  text
    .trim()
    .replace(/^\((.*)\)$/s, '$1')
    .split(/\s\+\s/)
    .map((t) => parseMetricRef(t.trim()));

export function parseMetricExpr(text: string): MetricExpr {
  const at = text.indexOf(' / ');
  const written = text.trim().replace(/\s+/g, ' ');
  return at < 0
    ? { num: terms(text), den: [], text: written }
    : { num: terms(text.slice(0, at)), den: terms(text.slice(at + 3)), text: written };
}

export function showMetricExpr(e: MetricExpr): string {
  return e.text;
}

/** The single metric, when the expression is one (the exact tune's own kind of target). */
export function singleMetric(e: MetricExpr): MetricRef | undefined {
  return e.num.length === 1 && e.den.length === 0 ? e.num[0] : undefined;
}

/** Each term's slot in the layout, or what was expected instead of the first that has none. */
export function exprSlots(layout: Layout, e: MetricExpr): { num: number[]; den: number[] } | string {
  const slot = (m: MetricRef) => metricSlot(layout, m);
  const terms = [...e.num, ...e.den];
  for (const m of terms) {
    if (/[()]/.test(showMetric(m)))
      return `brackets in pairs, each pair around a whole sum (a / (b + c)); "${showMetric(m)}" keeps one of a pair`;
    const s = slot(m);
    // of several terms, which one; a lone term is the metric the message already shows
    if (typeof s === 'string') return terms.length > 1 ? `${s}; "${showMetric(m)}" is not one` : s;
  }
  return { num: e.num.map((m) => slot(m) as number), den: e.den.map((m) => slot(m) as number) };
}

/** The expression's value from per-trial expectations in the layout. */
export function exprValue(slots: { num: number[]; den: number[] }, perTrial: ArrayLike<number>): number {
  const n = slots.num.reduce((s, i) => s + perTrial[i], 0);
  if (!slots.den.length) return n;
  return n / slots.den.reduce((s, i) => s + perTrial[i], 0);
}

/** Is every term a chance (a target outside [0, 1] could never be met)? */
export function exprIsChance(e: MetricExpr): boolean {
  return e.den.length === 0 && e.num.length === 1 && e.num[0].outcome !== '';
}
