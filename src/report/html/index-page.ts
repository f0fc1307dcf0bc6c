import type { Manifest } from '../../results/manifest.ts';
import { esc, href } from '../markup/escape.ts';
import { pageStart } from '../markup/page-start.ts';

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

/** The index's groups, in order: the shipped studies, the shipped experiment of each switch, and runs of the user's own files. */
export const INDEX_GROUPS = [
  {
    id: 'main',
    title: 'Main studies',
    note: 'The shipped experiments: the questions warbench was built to answer.',
  },
  {
    id: 'switch',
    title: 'Switch experiments',
    note: 'One shipped experiment per interpretation switch: how much each reading of an ambiguous rule moves the results (warbench switches names each).',
  },
  {
    id: 'own',
    title: 'Your own runs',
    note: 'Experiments from files outside the shipped experiments/ folder.',
  },
] as const;

/** Which group a run belongs to: by where its experiment file is, and a switch experiment by its name. */
export function indexGroup(m: Manifest): (typeof INDEX_GROUPS)[number]['id'] {
  const file = m.experiment.file.replace(/\\/g, '/');
  if (!file.startsWith('experiments/')) return 'own';
  return /-switch-/.test(m.experiment.name) ? 'switch' : 'main';
}

const TABLE_HEAD =
  '<thead><tr><th>experiment</th><th>what it asks</th><th>sim</th><th>sweep points</th><th>trials</th><th>charts</th><th>provisional</th><th>run</th></tr></thead>';

/** out/index.html: every experiment report, grouped into main studies, switch experiments and your own runs. */
export function indexHtml(entries: readonly IndexEntry[], hasAudit = false): string {
  const groups = INDEX_GROUPS.map((g) => ({
    ...g,
    entries: entries.filter((e) => indexGroup(e.manifest) === g.id),
  })).filter((g) => g.entries.length > 0);
  const sections = groups.map(
    (g) => `<section id="${g.id}">
<h2>${esc(g.title)} (${g.entries.length})</h2>
<p class="note">${esc(g.note)}</p>
<table>
${TABLE_HEAD}
<tbody>
${g.entries.map(row).join('\n')}
</tbody>
</table>
</section>`,
  );
  return `${pageStart('warbench reports', '\ntd { white-space: normal; vertical-align: top; }\n')}
<h1>warbench reports</h1>
<p class="lead">${entries.length} experiment${entries.length === 1 ? '' : 's'}${groups.length > 1 ? `: ${groups.map((g) => `<a href="#${g.id}">${esc(g.title.toLowerCase())}</a> (${g.entries.length})`).join(', ')}` : ''}. Each report shows its charts with the numbers beside them and links to the CSV files; "provisional" is the share of trials that used a placeholder table cell (of the odds, every outcome weighed by its chance, where the trials column says exact odds).</p>
${hasAudit ? '<p><a href="audit.html">Table audit</a>: is the table balanced? Monotonicity, column order, cliffs, lopsided rows, rows never reached, and the win chance by modifier.</p>' : ''}
${sections.join('\n')}
</body>
</html>
`;
}
