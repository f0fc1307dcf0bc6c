import { engagementHeadline, type EngagementHeadline } from '../../report/engagement/engagement-headline.ts';
import { menText } from '../../report/engagement/headline-html.ts';
import { percentExact, pointsText } from '../../report/charts/text.ts';
import { esc } from '../../report/markup/escape.ts';
import type { PointComparison } from './compare-types.ts';

/** An engagement point's headline under A and under B, read from the point's differences. */
export interface EngagementBreakdown {
  a: EngagementHeadline;
  b: EngagementHeadline;
}

/** The headline of each side of an engagement point, or undefined for another sim. */
export function engagementBreakdown(p: PointComparison): EngagementBreakdown | undefined {
  const distributions = new Map<string, string[]>();
  for (const d of p.differences)
    if (d.kind === 'probability')
      distributions.set(d.metric, [...(distributions.get(d.metric) ?? []), d.outcome]);
  const means = p.differences.filter((d) => d.kind === 'mean').map((d) => d.metric);
  const by = new Map(p.differences.map((d) => [`${d.metric}\0${d.outcome}`, d]));
  const a = engagementHeadline(distributions, means, (m, o) => by.get(`${m}\0${o}`)?.a);
  const b = engagementHeadline(distributions, means, (m, o) => by.get(`${m}\0${o}`)?.b);
  return a && b ? { a, b } : undefined;
}

const signedMen = (x: number) => {
  const t = menText(x);
  return x > 0 && t !== '0' ? `+${t}` : t === '-0' ? '0' : t;
};
const median = (q: [number, number, number] | null) => (q ? String(q[1]) : 'never');

/** The breakdown as terminal lines: per side who broke and when, A to B; men lost by cause and by turn, B - A. */
export function breakdownLines(e: EngagementBreakdown): string[] {
  const lines: string[] = [];
  e.a.breaks.forEach((x, i) => {
    const y = e.b.breaks[i];
    lines.push(
      `  ${x.side} breaks ${percentExact(x.chance)} -> ${percentExact(y.chance)} (${pointsText(y.chance - x.chance)}), median turn ${median(x.quartiles)} -> ${median(y.quartiles)}; held to the end ${pointsText(y.held - x.held)}; ended because the other side broke ${pointsText(y.otherBroke - x.otherBroke)}`,
    );
  });
  e.a.losses.forEach((x, i) => {
    const y = e.b.losses[i];
    if (e.a.causes.length)
      lines.push(
        `  ${x.side} men lost by cause, B - A: ${e.a.causes.map((c, k) => `${c} ${signedMen(y.byCause[k] - x.byCause[k])}`).join(', ')}`,
      );
    if (x.perTurn.length)
      lines.push(
        `  ${x.side} men lost in each game turn, B - A: ${x.perTurn.map((m, t) => `${t + 1}: ${signedMen(y.perTurn[t] - m)}`).join(', ')}`,
      );
  });
  return lines;
}

/** The breakdown as HTML tables: who broke (A, B, B - A), men lost by cause and in each game turn (A, B, B - A a side). */
export function breakdownHtml(e: EngagementBreakdown): string {
  const who = e.a.breaks.map((x, i) => {
    const y = e.b.breaks[i];
    const three = (u: number, v: number) =>
      `<td class="num">${esc(percentExact(u))}</td><td class="num">${esc(percentExact(v))}</td><td class="num" data-value="${esc(v - u)}">${esc(pointsText(v - u))}</td>`;
    return `<tr data-side="${esc(x.side)}"><th>${esc(x.side)}</th>${three(x.chance, y.chance)}<td class="num">${esc(median(x.quartiles))} → ${esc(median(y.quartiles))}</td>${three(x.held, y.held)}${three(x.otherBroke, y.otherBroke)}</tr>`;
  });
  const sideHead = e.a.sides.map((s) => `<th>${esc(s)} A</th><th>B</th><th>B - A</th>`).join('');
  const men = (u: number, v: number) =>
    `<td class="num">${esc(menText(u))}</td><td class="num">${esc(menText(v))}</td><td class="num" data-value="${esc(v - u)}">${esc(signedMen(v - u))}</td>`;
  const causes = e.a.causes.map(
    (c, k) =>
      `<tr data-cause="${esc(c)}"><th>${esc(c)}</th>${e.a.losses.map((x, i) => men(x.byCause[k], e.b.losses[i].byCause[k])).join('')}</tr>`,
  );
  const turns =
    e.a.losses[0]?.perTurn.map(
      (_, t) =>
        `<tr><th>${t + 1}</th>${e.a.losses.map((x, i) => men(x.perTurn[t], e.b.losses[i].perTurn[t])).join('')}</tr>`,
    ) ?? [];
  return `<table class="who-broke"><thead><tr><th>side</th><th>breaks: A</th><th>B</th><th>B - A</th><th>median turn A → B</th><th>held to the end: A</th><th>B</th><th>B - A</th><th>other side broke: A</th><th>B</th><th>B - A</th></tr></thead><tbody>${who.join('')}</tbody></table>
${causes.length ? `<h3>Men lost by cause</h3><table class="losses-by-cause"><thead><tr><th>cause</th>${sideHead}</tr></thead><tbody>${causes.join('')}</tbody></table>` : ''}
${turns.length ? `<h3>Men lost in each game turn</h3><table class="men-per-turn"><thead><tr><th>game turn</th>${sideHead}</tr></thead><tbody>${turns.join('')}</tbody></table>` : ''}`;
}
