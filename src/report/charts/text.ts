import { RESPONSE_NAMES } from '../../engine/notation/panic-response.ts';

/** A probability as a percentage that reads at a glance: 0%, <1%, 37%, >99%. */
export function percentLabel(p: number): string {
  if (!Number.isFinite(p)) return '';
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  if (p < 0.005) return '<1%';
  if (p > 0.995) return '>99%';
  return `${Math.round(p * 100)}%`;
}

/** A probability with one decimal, for tables and tooltips: 37.4%. */
export function percentExact(p: number): string {
  return Number.isFinite(p) ? `${(p * 100).toFixed(p > 0 && p < 0.001 ? 3 : 1)}%` : '';
}

export function meanLabel(x: number): string {
  return Number.isFinite(x) ? x.toFixed(2) : '';
}

export function valueLabel(kind: 'probability' | 'mean', x: number): string {
  return kind === 'probability' ? percentLabel(x) : meanLabel(x);
}

const NAMES: Record<string, string> = { ...RESPONSE_NAMES, surrender: 'surrender' };

/** An outcome in plain words: `Rt (rout)` for a panic response, `drive away` for drive_away. */
export function outcomeLabel(outcome: string): string {
  const name = NAMES[outcome];
  if (name && name !== outcome) return `${outcome} (${name})`;
  return outcome.replace(/_/g, ' ');
}

/** A sweep parameter as an axis title: `attacker.grade` -> `attacker grade`. */
export function paramTitle(name: string): string {
  return name === 'patch' ? 'variant (patch)' : name.replace(/[._]/g, ' ');
}

/** `a, b and c` */
export function listWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Break text into lines of at most `width` characters, at spaces. */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) lines.push(line), (line = word);
    else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
