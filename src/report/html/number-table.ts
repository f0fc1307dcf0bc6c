import type { Cell, ChartTable, Column } from '../charts/chart-table.ts';
import { meanLabel, outcomeLabel, percentExact, pointsText, signedMean } from '../charts/text.ts';
import { esc } from '../markup/escape.ts';

function show(format: Column['format'], v: Cell): string {
  if (v === null || v === undefined || (typeof v === 'number' && !Number.isFinite(v))) return '';
  if (typeof v === 'string') return format === 'outcome' ? outcomeLabel(v) : v;
  if (format === 'percent') return percentExact(v);
  if (format === 'points') return pointsText(v);
  if (format === 'signed') return signedMean(v);
  if (format === 'integer') return v.toLocaleString('en-US');
  return format === 'number' ? meanLabel(v) : String(v);
}

/** Low/high column pairs shown as one interval column right after their value. */
const INTERVALS = [
  { after: 'est', low: 'low', high: 'high', label: '95% interval' },
  { after: 'diff', low: 'diffLow', high: 'diffHigh', label: 'difference 95% interval' },
];

/** The numbers beside a chart, as an HTML table (the chart's CSV has them raw). */
export function numberTable(table: ChartTable): string {
  const keys = new Set(table.columns.map((c) => c.key));
  const pairs = INTERVALS.filter((p) => keys.has(p.low) && keys.has(p.high));
  const hidden = new Set(pairs.flatMap((p) => [p.low, p.high]));
  // trials the same at every row are said once in the summary above
  if (new Set(table.rows.map((r) => r.trials)).size === 1) hidden.add('trials');
  // an exact column that only repeats exact estimates (no trial anywhere) says nothing the estimate does not
  if (table.rows.every((r) => r.trials === 0 && r.exact === r.est)) hidden.add('exact');
  const cols = table.columns.filter((c) => !hidden.has(c.key));
  const head = cols.map((c) => {
    const pair = pairs.find((p) => p.after === c.key);
    return `<th>${esc(c.label)}</th>${pair ? `<th>${esc(pair.label)}</th>` : ''}`;
  });
  const rows = table.rows.map((r) => {
    const cells = cols.map((c) => {
      // an estimate the sim could not define is said so, never left to look like a gap or a 0
      const text =
        c.key === 'est' && typeof r.est === 'number' && Number.isNaN(r.est)
          ? 'not defined'
          : show(c.format, r[c.key]);
      const td = `<td class="${c.format === 'text' || c.format === 'outcome' ? 'txt' : 'num'}">${esc(text)}</td>`;
      const pair = pairs.find((p) => p.after === c.key);
      if (!pair) return td;
      const lo = show(c.format, r[pair.low]);
      const hi = show(c.format, r[pair.high]);
      // exact odds (no trial) have no interval: said so, not "80.0% to 80.0%"
      // (a row with no value there, such as the baseline's difference, has nothing to call exact)
      const exact = r.trials === 0 && typeof r[pair.low] === 'number' && r[pair.low] === r[pair.high];
      return `${td}<td class="num">${exact ? 'exact' : lo && hi ? esc(`${lo} to ${hi}`) : ''}</td>`;
    });
    return `<tr>${cells.join('')}</tr>`;
  });
  return `<table><thead><tr>${head.join('')}</tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table>`;
}
