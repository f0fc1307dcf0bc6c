import { esc } from '../../report/markup/escape.ts';
import type { ToolPage } from '../../report/html/tool-page.ts';
import type { Comparison } from './compare-types.ts';
import { sharedANote, signed as change, shownRow, tableDigits } from './format-comparison.ts';
import { breakdownHtml, engagementBreakdown } from './engagement-breakdown.ts';

/** Each point's headline: A, B, the difference with its interval and p, and the sentence. */
function pointsTable(c: Comparison): string {
  const digits = tableDigits(c);
  const rows = c.points.map((p, i) => {
    const d = p.headline;
    const ci =
      p.method === 'exact'
        ? 'exact'
        : `${change(d, d.diff - d.halfWidth)} to ${change(d, d.diff + d.halfWidth)}`;
    const shown = shownRow(d, digits[i]);
    const pHolm = d.pHolm === null ? '' : d.pHolm < 0.001 ? '<0.001' : d.pHolm.toFixed(3);
    return `<tr><td class="txt">${esc(p.words || '(one point)')}</td><td class="num">${esc(shown.a)}</td><td class="num">${esc(shown.b)}</td><td class="num">${esc(shown.diff)}</td><td class="num">${esc(ci)}</td><td class="num">${esc(pHolm)}</td><td class="txt">${esc(p.sentence)}</td></tr>`;
  });
  return `<section><h2>Each point</h2><table><thead><tr><th>point</th><th>A</th><th>B</th><th>B - A</th><th>95% interval of B - A</th><th>p (Holm)</th><th>in words</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table></section>`;
}

/** For an engagement, each point's who broke and what it cost, under A and B and as B - A. */
function engagementSections(c: Comparison): string[] {
  return c.points.flatMap((p) => {
    const e = engagementBreakdown(p);
    return e
      ? [
          `<section class="engagement-breakdown"><h2>Who broke and what it cost${c.points.length > 1 ? `: ${esc(p.words || '(one point)')}` : ''}</h2>${breakdownHtml(e)}</section>`,
        ]
      : [];
  });
}

/** The page compare --out writes: the chart, each point's numbers and sentence, and any sections the sim adds. */
export function comparisonPage(c: Comparison, more: readonly string[] = []): Omit<ToolPage, 'stem' | 'spec'> {
  const exact = c.points.filter((p) => p.method === 'exact').length;
  const headline =
    c.headline.title ?? `${c.headline.metric}${c.headline.outcome ? ` = ${c.headline.outcome}` : ''}`;
  return {
    title: `${c.b} against ${c.a}`,
    lead: `Is B better than A? The ${c.experiment} experiment (sim ${c.sim}) run both ways; the headline is ${headline}.`,
    facts: [
      `A: <b>${esc(c.a)}</b>; B: <b>${esc(c.b)}</b>.`,
      `${exact} of ${c.points.length} points compared exactly; ${c.points.length - exact} by paired Monte Carlo (both sides read the same dice)${c.points.length - exact ? `, seed ${esc(c.seed)}` : ''}.`,
      ...[sharedANote(c)].filter((n) => n !== undefined).map(esc),
      ...(c.tested ? [`p-values are Holm-corrected over all ${c.tested} Monte Carlo differences.`] : []),
    ],
    sections: [pointsTable(c), ...engagementSections(c), ...more],
  };
}
