import { RESPONSE_NAMES } from '../../engine/notation/panic-response.ts';
import { identifierWords, valueWords } from '../../engine/notation/words.ts';

export { identifierWords, valueWords };

/** A probability as a percentage that reads at a glance: 0%, <1%, 37%, >99%. */
export function percentLabel(p: number): string {
  if (!Number.isFinite(p)) return '';
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  if (p < 0.005) return '<1%';
  if (p > 0.995) return '>99%';
  return `${Math.round(p * 100)}%`;
}

/**
 * A probability with one decimal, the one format of every table, tooltip
 * and terminal line: 37.4%, <0.1% and >99.9% for what would round to 0 or
 * 100 without being so, 0% and 100% only when exact.
 */
export function percentExact(p: number): string {
  if (!Number.isFinite(p)) return '';
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  if (p < 0.0005) return '<0.1%';
  if (p >= 0.9995) return '>99.9%';
  return `${(p * 100).toFixed(1)}%`;
}

/** A number with a fixed count of decimals that never reads "-0.0". */
export function fixed(x: number, digits: number): string {
  const text = x.toFixed(digits);
  return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
}

/**
 * A difference of two probabilities, in percentage points with a sign:
 * "+2.3 pts", "-0.4 pts", "0.0 pts" (never "-0.0").
 */
export function pointsText(diff: number): string {
  const text = fixed(diff * 100, 1);
  return `${diff > 0 && text !== '0.0' ? '+' : ''}${text} pts`;
}

/** A signed difference of two means: "+0.25", "-1.10", "0.00". */
export function signedMean(diff: number): string {
  const text = fixed(diff, 2);
  return `${diff > 0 && text !== '0.00' ? '+' : ''}${text}`;
}

/** A mean with two decimals; a mean that is not 0 but rounds to it reads <0.01 (as a chance reads <0.1%), never 0.00 beside a true 0. */
export function meanLabel(x: number): string {
  if (!Number.isFinite(x)) return '';
  if (x !== 0 && Math.abs(x) < 0.005) return x > 0 ? '<0.01' : '>-0.01';
  return fixed(x, 2);
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

/** `divisions` -> `division`, `batteries` -> `battery`: the name of one element of a list. */
function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  return word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/**
 * A sweep parameter as an axis title, read from its path: `attacker.grade`
 * -> `attacker grade`, `divisions[3].units[0].morale` -> `division 4, unit 1:
 * morale` (list positions counted from 1), `maxRounds` -> `max rounds`,
 * a switch in words: `switch: extra demoralized`. A key written with a
 * capital is a name the situation gives (`sides.Union.doctrine.breakthrough`
 * -> `Union: doctrine breakthrough`): it stands as written, for its collection.
 */
export function paramTitle(name: string, kind?: string): string {
  if (name === 'patch' || kind === 'patch') return 'variant (patch)';
  if (kind === 'switch') return `switch: ${identifierWords(name)}`;
  const segs = name.split('.');
  const parts = segs.flatMap((seg, i) => {
    const m = /^(\w+)\[(\d+)\]$/.exec(seg);
    if (m) return [{ text: `${singular(identifierWords(m[1]))} ${Number(m[2]) + 1}`, indexed: true }];
    if (/^[A-Z][a-z]/.test(seg)) return [{ text: seg, indexed: true }];
    // the collection a named key belongs to (`sides` before `Union`) goes without saying
    if (i + 1 < segs.length && /^[A-Z][a-z]/.test(segs[i + 1])) return [];
    return [{ text: identifierWords(seg), indexed: false }];
  });
  const last = parts.map((p) => p.indexed).lastIndexOf(true);
  if (last < 0) return parts.map((p) => p.text).join(' ');
  const where = parts
    .slice(0, last + 1)
    .map((p) => p.text)
    .join(', ');
  const what = parts
    .slice(last + 1)
    .map((p) => p.text)
    .join(' ');
  return what ? `${where}: ${what}` : where;
}

/** A sweep point in words: `attacker grade = crack, switch: grades = four` (its label reads `attacker.grade=crack, grades=four`). */
export function pointWords(
  params: ReadonlyArray<{ name: string; kind?: string }>,
  valueOf: (name: string) => unknown,
): string {
  return params
    .map((p) => `${paramTitle(p.name, p.kind)} = ${valueWords(String(valueOf(p.name)), p.kind)}`)
    .join(', ');
}

/** `a, b and c` */
export function listWords(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
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

/** An axis title as one line when it fits `width` characters, else wrapped to lines of at most that. */
export function fitTitle(text: string, width: number): string | string[] {
  const lines = wrapWords(text, width);
  return lines.length === 1 ? lines[0] : lines;
}
