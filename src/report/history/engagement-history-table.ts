import type { Where } from '../../results/history/history-where.ts';
import { historyValue } from './history-value.ts';
import { esc } from '../markup/escape.ts';

/** One row of an engagement judged against the record (engagement-history.ts judges it). */
export interface JudgedRow {
  label: string;
  unit: 'share' | 'ratio';
  series: string;
  est: number;
  low: number;
  high: number;
  whole: readonly [number, number];
  wholeWhere: Where;
  judged: readonly [number, number];
  /** the hours `judged` is scaled to (the mean played), null when it is the whole battle's range */
  hours: number | null;
  where: Where;
  reasons: readonly string[];
}

/** One engagement judged against the record, for the page. */
export interface EngagementTable {
  file: string;
  subtitle: string;
  hours: number;
  judged: readonly JudgedRow[];
}

const show = historyValue;

/**
 * Each engagement's rows as a table: the estimate with its 95% interval,
 * the record's whole-battle quartiles and where the estimate sits, the
 * one-day battles' range over the hours it plays and where it sits there, and,
 * out of range, the rules that keep it out (from the run's breakdown).
 */
export function engagementHistoryTables(tables: readonly EngagementTable[]): string {
  return tables
    .map((t) => {
      const rows = t.judged.map((j) => {
        const u = j.unit;
        const range = (r: readonly [number, number]) => `${show(u, r[0])} to ${show(u, r[1])}`;
        const why = j.reasons.length ? `<ul>${j.reasons.map((r) => `<li>${esc(r)}</li>`).join('')}</ul>` : '';
        return `<tr data-where="${j.where}"><td class="txt">${esc(j.label)}</td><td class="txt">${esc(j.series)}</td><td class="num">${show(u, j.est)} (${show(u, j.low)} to ${show(u, j.high)})</td><td class="num">${range(j.whole)}</td><td class="txt">${j.wholeWhere}</td><td class="num">${j.hours === null ? 'as whole' : `${range(j.judged)} over ${j.hours.toFixed(1)} h`}</td><td class="txt">${j.where}</td><td class="txt">${why}</td></tr>`;
      });
      return `<section class="engagement-history"><h2>${esc(t.file)}</h2><p class="note">${esc(t.subtitle)}</p>
<table><thead><tr><th>row</th><th>rules</th><th>simulated (95% interval)</th><th>record, whole battle</th><th>where</th><th>record, one-day battles over the hours it plays</th><th>where</th><th>the rules that keep it out</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
    })
    .join('\n');
}
