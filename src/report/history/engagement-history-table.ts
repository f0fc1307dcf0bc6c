import { historyValue } from './history-value.ts';
import { esc } from '../markup/escape.ts';

type Where = 'below' | 'inside' | 'above' | 'no value';

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

/** Whether a row is judged over the engagement's own hours: its range differs from the whole battle's (a record with no battle of the kind has neither). */
export const scaledRange = (judged: readonly [number, number], whole: readonly [number, number]): boolean =>
  !Object.is(judged[0], whole[0]) || !Object.is(judged[1], whole[1]);

/**
 * Each engagement's rows as a table: the estimate with its 95% interval,
 * the record's whole-battle quartiles and where the estimate sits, the
 * range over the engagement's own hours and where it sits there, and,
 * out of range, the rules that keep it out (from the run's breakdown).
 */
export function engagementHistoryTables(tables: readonly EngagementTable[]): string {
  return tables
    .map((t) => {
      const rows = t.judged.map((j) => {
        const u = j.unit;
        const range = (r: readonly [number, number]) => `${show(u, r[0])} to ${show(u, r[1])}`;
        const scaled = scaledRange(j.judged, j.whole);
        const why = j.reasons.length ? `<ul>${j.reasons.map((r) => `<li>${esc(r)}</li>`).join('')}</ul>` : '';
        return `<tr data-where="${j.where}"><td class="txt">${esc(j.label)}</td><td class="txt">${esc(j.series)}</td><td class="num">${show(u, j.est)} (${show(u, j.low)} to ${show(u, j.high)})</td><td class="num">${range(j.whole)}</td><td class="txt">${j.wholeWhere}</td><td class="num">${scaled ? range(j.judged) : 'as whole'}</td><td class="txt">${j.where}</td><td class="txt">${why}</td></tr>`;
      });
      return `<section class="engagement-history"><h2>${esc(t.file)}</h2><p class="note">${esc(t.subtitle)}</p>
<table><thead><tr><th>row</th><th>rules</th><th>simulated (95% interval)</th><th>record, whole battle</th><th>where</th><th>record over its ${t.hours.toFixed(1)} hours</th><th>where</th><th>the rules that keep it out</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
    })
    .join('\n');
}
