import type { Manifest } from '../../results/manifest.ts';
import { esc, href } from './escape.ts';
import { PAGE_STYLE } from './style.ts';

export interface IndexEntry {
  /** the result folder's name under the index's folder */
  folder: string;
  manifest: Manifest;
  /** e.g. `96% to 100%`, or null when the sim does not report it */
  provisional: string | null;
}

/** Trials run in all, or `exact odds` where no point was sampled (never a bare 0). */
export function trialsCell(m: Manifest): string {
  const total = m.sweep.points.reduce((s, p) => s + p.trials, 0);
  const exact = m.sweep.points.filter((p) => p.method === 'exact').length;
  if (exact === 0) return total.toLocaleString('en-US');
  if (exact === m.sweep.points.length) return 'exact odds';
  return `${total.toLocaleString('en-US')} (${exact} point${exact === 1 ? '' : 's'} exact)`;
}

function row(e: IndexEntry): string {
  const m = e.manifest;
  return `<tr>
<td><a href="${esc(href(e.folder, 'report.html'))}">${esc(m.experiment.title || m.experiment.name)}</a><br><span class="note">${esc(m.experiment.name)}</span></td>
<td>${esc(m.experiment.description)}</td>
<td>${esc(m.experiment.sim)}</td>
<td class="num">${esc(m.sweep.points.length)}</td>
<td class="num">${esc(trialsCell(m))}</td>
<td class="num">${esc(m.charts.length)}</td>
<td>${esc(e.provisional ?? 'not reported')}</td>
<td>${esc(m.timings.startedAt.slice(0, 10))}${m.partial ? ' (stopped early)' : ''}</td>
</tr>`;
}

/** out/index.html: every experiment report in one list. */
export function indexHtml(entries: readonly IndexEntry[], hasAudit = false): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>warbench reports</title>
<style>${PAGE_STYLE}
td { white-space: normal; vertical-align: top; }
</style>
</head>
<body>
<h1>warbench reports</h1>
<p class="lead">${entries.length} experiment${entries.length === 1 ? '' : 's'}. Each report shows its charts with the numbers beside them and links to the CSV files; "provisional" is the share of trials that used a placeholder table cell.</p>
${hasAudit ? '<p><a href="audit.html">Table audit</a>: is the table balanced? Monotonicity, column order, cliffs, lopsided rows, rows never reached, and the win chance by modifier.</p>' : ''}
<table>
<thead><tr><th>experiment</th><th>what it asks</th><th>sim</th><th>sweep points</th><th>trials</th><th>charts</th><th>provisional</th><th>run</th></tr></thead>
<tbody>
${entries.map(row).join('\n')}
</tbody>
</table>
</body>
</html>
`;
}
