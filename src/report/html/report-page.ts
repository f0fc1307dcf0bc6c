import type { BuiltChart } from '../charts/chart-spec.ts';
import type { ResultSet } from '../load/load-results.ts';
import { chartFiles } from '../write/write-charts.ts';
import { vegaScripts } from './bundles.ts';
import { EMBED_SCRIPT } from './embed-script.ts';
import { esc, href, scriptJson } from '../markup/escape.ts';
import { numberTable } from './number-table.ts';
import { readingsTable } from './readings-table.ts';
import { engagementSection } from '../engagement/engagement-section.ts';
import { runSummary } from './run-summary.ts';
import { pageStart } from '../markup/page-start.ts';

function chartSection(chart: BuiltChart): string {
  const f = chartFiles(chart.id);
  return `<section id="${esc(chart.id)}">
<h2>${esc(chart.decl.title)}</h2>
<div class="chart-row">
<div class="chart" id="chart-${esc(chart.id)}"><noscript><img src="${esc(href(f.svg))}" alt="${esc(chart.decl.title)}"></noscript></div>
<div class="numbers">${numberTable(chart.table)}</div>
</div>
<p class="files">This chart: <a href="${esc(href(f.csv))}">numbers (CSV)</a> <a href="${esc(href(f.png))}">PNG</a> <a href="${esc(href(f.svg))}">SVG</a> <a href="${esc(href(f.spec))}">Vega-Lite spec</a></p>
</section>`;
}

/**
 * report.html: one self-contained page (the Vega bundles inlined) with the
 * experiment in plain words, every chart with its numbers beside it, and
 * links to the CSV files. `indexLink` adds a link up to the index page.
 */
export function reportHtml(set: ResultSet, charts: readonly BuiltChart[], indexLink: boolean): string {
  const m = set.manifest;
  const title = m.experiment.title || m.experiment.name;
  const partial = m.partial
    ? '<p class="warning">This run was stopped before it finished: some points hold fewer trials than asked, so their intervals are wider.</p>'
    : '';
  const toc = charts.map((c) => `<li><a href="#${esc(c.id)}">${esc(c.decl.title)}</a></li>`).join('');
  return `${pageStart(`${title} · warbench report`)}
${indexLink ? '<p class="note"><a href="../index.html">← all experiments</a></p>' : ''}
<h1>${esc(title)}</h1>
<p class="note">Experiment <b>${esc(m.experiment.name)}</b> from ${esc(m.experiment.file)}</p>
${m.experiment.description ? `<p class="lead">${esc(m.experiment.description)}</p>` : ''}
${partial}
<ul class="facts">${runSummary(set)
    .map((i) => `<li>${i}</li>`)
    .join('\n')}</ul>
${engagementSection(set)}
${readingsTable(m)}
<p class="files">Result files: <a href="results.csv">results.csv</a> (every estimate with its interval) <a href="outcomes.csv">outcomes.csv</a> (outcome counts) <a href="manifest.json">manifest.json</a> (the run in full)</p>
${charts.length ? `<p>Charts:</p><ol>${toc}</ol>` : '<p>This experiment asks for no charts.</p>'}
${charts.map(chartSection).join('\n')}
<script type="application/json" id="warbench-charts">${scriptJson(charts.map((c) => ({ id: c.id, spec: c.spec })))}</script>
${vegaScripts()}
<script>${EMBED_SCRIPT}</script>
</body>
</html>
`;
}
