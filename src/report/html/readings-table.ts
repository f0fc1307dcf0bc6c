import type { Manifest } from '../../results/manifest.ts';
import { patchSetLabel, valueLabel } from '../../results/sweep-labels.ts';
import { pointWords } from '../charts/text.ts';
import { esc } from '../markup/escape.ts';

/**
 * How the rules read each sweep point (the assault column and why, a duel
 * adapter's mapping), from the manifest: one row per point. Empty when the
 * sim says nothing.
 */
export function readingsTable(m: Manifest): string {
  const points = m.sweep.points.filter((p) => p.reading);
  if (points.length === 0) return '';
  const keys = [...new Set(points.flatMap((p) => Object.keys(p.reading!)))];
  const head = `<tr><th>sweep point</th>${keys.map((k) => `<th>${esc(k)}</th>`).join('')}</tr>`;
  const patch = new Set(m.sweep.params.filter((q) => q.kind === 'patch').map((q) => q.name));
  // each value as the point's label has it (a patch set by its files' names), in words
  const label = (p: (typeof points)[number], name: string) => {
    const v = p.values[name];
    return patch.has(name) && Array.isArray(v) ? patchSetLabel(v as string[]) : valueLabel(v);
  };
  const rows = points.map(
    (p) =>
      `<tr><td class="txt">${esc(p.label ? pointWords(m.sweep.params, (name) => label(p, name)) : 'the situation')}</td>${keys.map((k) => `<td class="txt">${esc(p.reading![k] ?? '')}</td>`).join('')}</tr>`,
  );
  return `<details class="readings"><summary>How the rules read each sweep point</summary>
<div class="numbers"><table>${head}${rows.join('')}</table></div>
</details>`;
}
