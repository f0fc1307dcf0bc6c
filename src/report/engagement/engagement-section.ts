import { engagementHeadline } from './engagement-headline.ts';
import { headlineHtml } from './headline-html.ts';
import type { ResultSet } from '../load/load-results.ts';
import { esc } from '../markup/escape.ts';
import { paramTitle } from '../charts/text.ts';

/** The engagement headline of one sweep point, read from its rows of results.csv. */
function pointHeadline(set: ResultSet, point: number) {
  const rows = set.rows.filter((r) => r.point === point);
  const distributions = new Map<string, string[]>();
  for (const r of rows)
    if (r.kind === 'probability')
      distributions.set(r.metric, [...(distributions.get(r.metric) ?? []), r.outcome]);
  const means = rows.filter((r) => r.kind === 'mean').map((r) => r.metric);
  const at = new Map(rows.map((r) => [`${r.metric}\0${r.outcome}`, r.estimate]));
  return engagementHeadline(distributions, means, (m, o) => at.get(`${m}\0${o}`));
}

/**
 * The report's headline for an engagement, above the charts: for each sweep
 * point, who broke and when, held to the end apart from ended because the
 * other side broke, men lost in each game turn, and the men each cause cost.
 * Empty for a result of another sim.
 */
export function engagementSection(set: ResultSet): string {
  const parts = set.points.flatMap((p) => {
    const h = pointHeadline(set, p.index);
    if (!h) return [];
    const words = set.params.map((x) => `${paramTitle(x.name, x.kind)} = ${p.values[x.name]}`).join(', ');
    const label = set.points.length > 1 ? `<h3 class="point">${esc(words || p.label)}</h3>` : '';
    return [`<div class="engagement-point" data-point="${esc(p.index)}">${label}${headlineHtml(h)}</div>`];
  });
  if (parts.length === 0) return '';
  return `<section id="engagement-headline">
<h2>Who broke, when, and what it cost</h2>
<p class="note">A side breaks when its share of broken divisions reaches the situation's <code>sideBreaksAt</code>. Held to the end: it did not break and every turn was played; ended because the other side broke: the engagement stopped when the other side broke first. The game turn's quartiles are over the trials where the side breaks. Men: 275 an infantry base, 150 a cavalry base (§1.1); every number is the mean over all trials, as results.csv gives it.</p>
${parts.join('\n')}
</section>`;
}
