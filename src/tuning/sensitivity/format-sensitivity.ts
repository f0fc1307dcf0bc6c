import type { Sensitivity } from './run-sensitivity.ts';
import { wrapText } from '../../report/terminal/wrap-lines.ts';

/** An effect as printed: percentage points for a chance, the metric's units for a mean. */
export function showEffect(s: Pick<Sensitivity, 'chance'>, x: number): string {
  const v = s.chance ? x * 100 : x;
  const text = v.toFixed(s.chance ? 2 : 3);
  const signed = Number(text) === 0 ? text.replace('-', '') : v > 0 ? `+${text}` : text;
  return s.chance ? `${signed} pts` : signed;
}

/** The ranked inputs: the largest effects first, each move with its exact effect. */
export function formatSensitivity(s: Sensitivity, top: number): string {
  const now = s.chance ? `${(s.value * 100).toFixed(2)}%` : s.value.toFixed(3);
  const shown = top > 0 ? s.inputs.slice(0, top) : s.inputs;
  const lines = [
    `Sensitivity of ${s.title} (${s.metric}, exact) in ${s.situation}${s.mix ? ` (a mix of ${s.mix} situations, weighted)` : ''}; sim ${s.sim}, ruleset ${s.ruleset}`,
    `now ${now}; each input moved one step, the largest effects first`,
    '',
  ];
  const width = Math.max(...shown.map((i) => showEffect(s, i.largest).length + 1), 8);
  shown.forEach((input, k) => {
    const from = input.source ? ` (${input.source}${input.where ? `, ${input.where}` : ''})` : '';
    lines.push(
      `${String(k + 1).padStart(3)}. ${showEffect(s, Math.sign(input.effects.reduce((m, e) => (Math.abs(e.effect) > Math.abs(m) ? e.effect : m), 0)) * input.largest).padStart(width)}  ${input.kind.padEnd(9)} ${input.name}${from}`,
    );
    lines.push(
      `${' '.repeat(width + 7)}${input.effects.map((e) => `${e.label}: ${showEffect(s, e.effect)}`).join('; ')}`,
    );
  });
  lines.push('');
  lines.push(
    `${s.inputs.length} inputs move ${s.title}${top > 0 && s.inputs.length > top ? ` (the ${top} largest shown; --top 0 for all)` : ''}; ${s.noEffect} more leave it exactly as it is.`,
  );
  lines.push(`${s.evaluations} exact evaluations in ${s.seconds.toFixed(1)} s. Cells: ${s.cells}.`);
  return wrapText(lines.join('\n'));
}
