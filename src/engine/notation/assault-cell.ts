import { formatHits, isOversizedHit, MAX_HITS, parseHitToken, type Hits } from './hits.ts';

/** Assault actions (§5.5), in order of the attacker's gain when it wins. */
export const ACTIONS = [
  'none',
  'Break off',
  'Roll again',
  'Stalled',
  'Drive away',
  'Carry',
  'Breakthrough may',
  'Breakthrough must',
  'Overrun',
] as const;
export type Action = (typeof ACTIONS)[number];

/** How far each action carries the attacker, for monotonicity checks. */
export const ACTION_RANK: Record<Action, number> = {
  none: 0,
  'Break off': -2,
  'Roll again': -1,
  Stalled: 0,
  'Drive away': 1,
  Carry: 2,
  'Breakthrough may': 3,
  'Breakthrough must': 4,
  // cavalry breaks past the defender and may assault again (§5.5 Overrun)
  Overrun: 5,
};

export interface AssaultCell {
  hits: Hits;
  /** the hits fall on both sides (a Pitched Battle tie, §5.3) */
  each: boolean;
  action: Action;
}

/**
 * Parse an assault table cell: hit tokens, optional `each`, optional action,
 * e.g. `4P 2B Breakthrough must`, `1M each Roll again`, `Break off`.
 * Returns a message describing what was expected when malformed.
 */
export function parseAssaultCell(text: string): AssaultCell | string {
  const hits: Hits = { m: 0, b: 0, p: 0 };
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  let i = 0;
  const seen = new Set<string>();
  for (; i < tokens.length; i++) {
    if (isOversizedHit(tokens[i])) return `hit counts from 0 to ${MAX_HITS}`; // the reader adds what the cell holds
    const h = parseHitToken(tokens[i]);
    if (!h) break;
    if (seen.has(h.kind)) return 'each hit kind (M, B, P) at most once';
    seen.add(h.kind);
    hits[h.kind] = h.count;
  }
  let each = false;
  if (tokens[i] === 'each') {
    each = true;
    i++;
  }
  const rest = tokens.slice(i).join(' ');
  const action =
    ACTIONS.find((a) => a !== 'none' && a.toLowerCase() === rest.toLowerCase()) ??
    (rest === '' ? 'none' : undefined);
  if (action === undefined) {
    return `hits like 2M 1B 3P, optionally "each", then one of ${ACTIONS.slice(1).join(', ')}`;
  }
  if (seen.size === 0 && action === 'none') return 'hits, an action, or both (the cell is empty)';
  return { hits, each, action };
}

export function formatAssaultCell(c: AssaultCell): string {
  const parts: string[] = [];
  const h = formatHits(c.hits);
  if (h !== '-') parts.push(h);
  if (c.each) parts.push('each');
  if (c.action !== 'none') parts.push(c.action);
  return parts.join(' ');
}
