import type { HistorySummary } from '../../results/history/history-summary.ts';
import { historyValue } from './history-value.ts';
import { vegaScripts } from '../html/bundles.ts';
import { EMBED_SCRIPT } from '../html/embed-script.ts';
import { esc, scriptJson } from '../markup/escape.ts';
import { pageStart } from '../markup/page-start.ts';
import type { HistoryChart } from './history-charts.ts';

const show = historyValue;

/** The quartiles of every distribution as an HTML table. */
function quartileTable(s: HistorySummary): string {
  const rows = s.distributions.map(
    (d) =>
      `<tr><td class="txt">${esc(d.title)}</td><td class="num">${d.n}</td>${[d.min, d.q1, d.median, d.q3, d.max].map((x) => `<td class="num">${show(d.unit, x)}</td>`).join('')}</tr>`,
  );
  return `<table><thead><tr><th>distribution</th><th>n</th><th>min</th><th>lower quartile</th><th>median</th><th>upper quartile</th><th>max</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/**
 * The record's page: self-contained HTML (the Vega bundles inlined, as
 * every report) with the distributions charted, their quartiles, the
 * battles left out and every flagged quirk, and what the figures are not;
 * `tables`, simulated engagements judged against it (engagement-history-table.ts).
 */
export function historyHtml(
  s: HistorySummary,
  charts: readonly HistoryChart[],
  file: string,
  heading = 'The historical record: Livermore (1900)',
  lead = '',
  tables = '',
): string {
  const oneDay = s.distributions.find((d) => d.name === 'kw_share_one_day')!;
  const sections = charts
    .map(
      (c) =>
        `<section id="${esc(c.id)}"><h2>${esc(c.title)}</h2><div class="chart" id="chart-${esc(c.id)}"></div></section>`,
    )
    .join('\n');
  return `${pageStart(`${heading} · warbench`)}
<h1>${esc(heading)}</h1>
<p class="note">From ${esc(file)} (its SOURCE.md gives the source and page of every figure)</p>
${lead ? `<p class="lead">${lead}</p>` : ''}
<p class="lead">Thomas L. Livermore, <i>Numbers and Losses in the Civil War in America, 1861–65</i> (1900): each side's strength engaged, killed, wounded and missing, for the battles where 1,000 or more were hit on one side. Attacker, winner and assaults on fortified lines come from the ACAA/PAR battle database.</p>
<ul class="facts">
<li>${s.battles} battles; ${s.used} in the distributions (both sides' strength and killed and wounded known, not an aggregate).</li>
<li>Left out as aggregates: ${s.leftOut.map((b) => `${esc(b.name)} (${esc(b.flag)})`).join('; ')}.</li>
<li>Left out for a side's missing strength or k+w: ${s.unknown.map((b) => esc(b.name)).join('; ')}.</li>
<li>Per hour of fighting, a one-day battle's median ${historyValue('share', oneDay.median)} is about ${historyValue('share', oneDay.median / s.hours.high)} to ${historyValue('share', oneDay.median / s.hours.low)} an hour (${s.hours.low} to ${s.hours.high} hours of fighting, ${s.hours.status === 'assumption' ? 'an assumption' : 'sourced'}: data/history/battle-hours.yaml; the record gives no hours).</li>
</ul>
<h2>Quartiles</h2>
<div class="numbers">${quartileTable(s)}</div>
${sections}
${tables}
<h2>Quirks flagged in the record</h2>
<ul class="facts">${s.flagged.map((f) => `<li>${f.id}. ${esc(f.name)}: ${esc(f.flag)}</li>`).join('\n')}</ul>
<h2>What these figures are, and are not</h2>
<p class="lead">Whole-battle totals for whole armies, many of whose men were not engaged all day, over the battle's whole span; a simulated engagement counts only the forces it holds, every one of them engaged. Killed and wounded are a share of the side's strength; missing (prisoners and stragglers) a share of its losses (k+w + missing). Livermore gives no hours of action.</p>
<script type="application/json" id="warbench-charts">${scriptJson(charts.map((c) => ({ id: c.id, spec: c.spec })))}</script>
${vegaScripts()}
<script>${EMBED_SCRIPT}</script>
</body>
</html>
`;
}
