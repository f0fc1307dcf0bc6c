import { percentExact } from '../charts/text.ts';
import { esc } from '../markup/escape.ts';
import type { EngagementHeadline } from './engagement-headline.ts';

/** Men as printed: whole men with thousands separated. */
export function menText(x: number): string {
  return Math.round(x).toLocaleString('en-US');
}

/** A table cell holding a number: shown rounded, its full value kept in data-value (the browser test reads it). */
function num(value: number, text: string, metric?: string, outcome?: string): string {
  const attrs = `${metric ? ` data-metric="${esc(metric)}"` : ''}${outcome ? ` data-outcome="${esc(outcome)}"` : ''}`;
  return `<td class="num"${attrs} data-value="${esc(value)}">${esc(text)}</td>`;
}

const turnRange = (q: [number, number, number] | null) =>
  q ? (q[0] === q[2] ? `turn ${q[1]}` : `turn ${q[1]} (quartiles ${q[0]} to ${q[2]})`) : 'never';

/** One sentence: who broke, how often and when, for the top of the section. */
export function headlineSentence(h: EngagementHeadline): string {
  return h.breaks
    .map((b) =>
      b.chance > 0
        ? `${b.side} breaks in ${percentExact(b.chance)} of trials, at the median in game ${turnRange(b.quartiles)}`
        : `${b.side} never breaks`,
    )
    .join('; ');
}

/** Who broke and when: per side the chance, the turn's median and quartiles, held to the end, and ended because the other broke. */
function whoBroke(h: EngagementHeadline): string {
  const rows = h.breaks.map((b) => {
    const q = b.quartiles;
    const turn = (i: number) => (q ? num(q[i], String(q[i])) : '<td class="num">never</td>');
    return `<tr data-side="${esc(b.side)}"><th>${esc(b.side)}</th>${num(b.chance, percentExact(b.chance), `break turn: ${b.side}`, 'breaks')}${turn(0)}${turn(1)}${turn(2)}${num(b.held, percentExact(b.held), `break turn: ${b.side}`, 'held to the end')}${num(b.otherBroke, percentExact(b.otherBroke), `break turn: ${b.side}`, 'other side broke')}</tr>`;
  });
  return `<table class="who-broke"><thead><tr><th>side</th><th>breaks</th><th>game turn it breaks: first quartile</th><th>median</th><th>third quartile</th><th>held to the end</th><th>ended because the other side broke</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table>`;
}

/** Men lost in each game turn, a column a side. */
function perTurn(h: EngagementHeadline): string {
  if (h.losses.every((l) => l.perTurn.length === 0)) return '';
  const rows = Array.from(
    { length: h.turns },
    (_, t) =>
      `<tr><th>${t + 1}</th>${h.losses.map((l) => num(l.perTurn[t], menText(l.perTurn[t]), `men lost in turn ${t + 1}: ${l.side}`)).join('')}</tr>`,
  );
  return `<table class="men-per-turn"><thead><tr><th>game turn</th>${h.sides.map((s) => `<th>${esc(s)} men lost</th>`).join('')}</tr></thead><tbody>
${rows.join('\n')}
</tbody></table>`;
}

/** Men lost by cause, then killed and wounded, missing and guns lost, a column a side. */
function byCause(h: EngagementHeadline): string {
  if (h.causes.length === 0) return '';
  const rows = h.causes.map(
    (c, i) =>
      `<tr data-cause="${esc(c)}"><th>${esc(c)}</th>${h.losses.map((l) => num(l.byCause[i], menText(l.byCause[i]), `men lost to ${c}: ${l.side}`)).join('')}</tr>`,
  );
  const extra = (
    key: 'menLost' | 'killedAndWounded' | 'missing' | 'gunsLost',
    label: string,
    metric: string,
    unit: (x: number) => string,
  ) =>
    h.losses.some((l) => l[key] !== undefined)
      ? [
          `<tr class="total"><th>${label}</th>${h.losses.map((l) => (l[key] === undefined ? '<td></td>' : num(l[key]!, unit(l[key]!), `${metric}: ${l.side}`))).join('')}</tr>`,
        ]
      : [];
  const totals = [
    ...extra('menLost', 'men lost in all', 'men lost', menText),
    ...extra('killedAndWounded', 'of them killed and wounded', 'killed and wounded', menText),
    ...extra('missing', 'of them missing (prisoners and deserters)', 'missing', menText),
    ...extra('gunsLost', 'guns lost', 'guns lost', (x) => x.toFixed(1)),
  ];
  return `<table class="losses-by-cause"><thead><tr><th>cause</th>${h.sides.map((s) => `<th>${esc(s)} men lost</th>`).join('')}</tr></thead><tbody>
${[...rows, ...totals].join('\n')}
</tbody></table>`;
}

/** One sweep point's headline: the sentence, then who broke, the losses by turn and by cause side by side. */
export function headlineHtml(h: EngagementHeadline): string {
  return `<p class="lead">${esc(headlineSentence(h))}.</p>
<div class="chart-row">
<div><h3>Who broke, and when</h3>${whoBroke(h)}</div>
<div><h3>Men lost in each game turn</h3>${perTurn(h)}</div>
<div><h3>What cost the men: losses by cause</h3>${byCause(h)}</div>
</div>`;
}
