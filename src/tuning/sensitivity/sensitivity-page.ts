import { esc } from '../../report/markup/escape.ts';
import type { ToolPage } from '../../report/html/tool-page.ts';
import { showEffect } from './format-sensitivity.ts';
import type { Sensitivity } from './run-sensitivity.ts';

/** The page sensitivity --out writes: the tornado chart and every input with each move's exact effect. */
export function sensitivityPage(s: Sensitivity, top: number): Omit<ToolPage, 'stem' | 'spec'> {
  const now = s.chance ? `${(s.value * 100).toFixed(2)}%` : s.value.toFixed(3);
  const rows = s.inputs.map((input, k) => {
    const from = input.source ? `${input.source}${input.where ? `, ${input.where}` : ''}` : '';
    return `<tr><td class="num">${k + 1}</td><td class="txt">${esc(input.kind)}</td><td class="txt">${esc(input.name)}</td><td class="txt">${esc(from)}</td><td class="txt">${esc(input.effects.map((e) => `${e.label}: ${showEffect(s, e.effect)}`).join('; '))}</td></tr>`;
  });
  return {
    title: `What moves ${s.title}`,
    lead: `The exact effect on ${s.title} (${s.metric}) of each input moved one step, the largest first, in ${s.situation}${s.mix ? ` (a mix of ${s.mix} situations, weighted)` : ''}.`,
    facts: [
      `Now <b>${esc(now)}</b>; sim ${esc(s.sim)}, ruleset ${esc(s.ruleset)}.`,
      `${s.inputs.length} inputs move it${top > 0 && s.inputs.length > top ? ` (the chart shows the ${top} largest; the table all)` : ''}; ${s.noEffect} more leave it exactly as it is.`,
      `${s.evaluations} exact evaluations. Cells: ${s.cells}.`,
    ],
    sections: [
      `<section><h2>Every input that moves it</h2><table><thead><tr><th>rank</th><th>kind</th><th>input</th><th>source</th><th>each move and its exact effect</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table></section>`,
    ],
  };
}
