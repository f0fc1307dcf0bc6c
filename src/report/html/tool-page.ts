import { vegaScripts } from './bundles.ts';
import { EMBED_SCRIPT } from './embed-script.ts';
import { esc, href, scriptJson } from '../markup/escape.ts';
import { pageStart } from '../markup/page-start.ts';

/** What a page of compare, sensitivity or table shows: its chart, then its own sections. */
export interface ToolPage {
  /** the files' stem: `compare` for compare.svg, compare.png, ... */
  stem: string;
  title: string;
  /** one or two sentences under the title, in plain words */
  lead: string;
  /** the run in plain words, as list items (HTML) */
  facts: readonly string[];
  spec: Record<string, unknown>;
  /** further sections, HTML, after the chart */
  sections: readonly string[];
}

/** Printing: the page's margins on A4 and Letter alike, nothing cut at the side, tables whole on a page where they fit. */
export const PRINT_STYLE = `
@page { margin: 12mm; }
@media print {
  body { max-width: none; padding: 0; font-size: 10pt; }
  .chart, .files, .noprint { display: none !important; }
  h2 { break-after: avoid; margin-top: 16px; }
  table { break-inside: avoid; font-size: 8.5pt; }
  th { position: static; }
}
`;

/**
 * The page `compare`, `sensitivity` and `table --out` write beside their
 * files, made like run's report.html: self-contained (the Vega bundles
 * inlined, so it opens with no network), its chart drawn with tooltips, the
 * SVG shown where scripts do not run, and links to every file.
 */
export function toolPageHtml(p: ToolPage): string {
  const f = (ext: string) => href(`${p.stem}.${ext}`);
  return `${pageStart(`${p.title} · warbench ${p.stem}`, PRINT_STYLE)}
<h1>${esc(p.title)}</h1>
<p class="lead">${esc(p.lead)}</p>
<ul class="facts">${p.facts.map((x) => `<li>${x}</li>`).join('\n')}</ul>
<section id="${esc(p.stem)}">
<div class="chart" id="chart-${esc(p.stem)}"><noscript><img src="${esc(f('svg'))}" alt="${esc(p.title)}"></noscript></div>
<p class="files">Files: <a href="${esc(f('png'))}">PNG</a> <a href="${esc(f('svg'))}">SVG</a> <a href="${esc(f('json'))}">numbers (JSON)</a> <a href="${esc(f('vl.json'))}">Vega-Lite spec</a></p>
</section>
${p.sections.join('\n')}
<script type="application/json" id="warbench-charts">${scriptJson([{ id: p.stem, spec: p.spec }])}</script>
${vegaScripts()}
<script>${EMBED_SCRIPT}</script>
</body>
</html>
`;
}
