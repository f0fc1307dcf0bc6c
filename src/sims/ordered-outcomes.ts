import { MORALE_STATES } from '../engine/republic/rules/grades.ts';

/** Scales whose outcomes run from mildest to most severe, so "at least X" means something. */
const SCALES: ReadonlyArray<readonly string[]> = [
  ['none', 'pass', 'D', 'W', 'F', 'Re', 'Rt', 'surrender'],
  [...MORALE_STATES, 'destroyed'],
];

/** Outcomes that stand outside any order (a trial the round cap left undecided). */
const OUTSIDE = new Set(['unresolved']);

/** A count outcome: `0`, `2`, `3+`. */
export function isCount(o: string): boolean {
  return /^\d+\+?$/.test(o);
}

/**
 * The outcomes of a distribution in their order from mildest to most
 * severe, when they form one (counts: `0, 1, 2+`; panic responses; morale
 * states); otherwise null (winners, named results). Fewer than `fewest`
 * outcomes count as no order: "at least" would only repeat them.
 */
export function orderedOutcomes(outcomes: readonly string[], fewest = 3): string[] | null {
  const ranked = outcomes.filter((o) => !OUTSIDE.has(o));
  if (ranked.length < fewest) return null;
  if (ranked.every(isCount)) return ranked;
  for (const scale of SCALES) {
    const at = ranked.map((o) => scale.indexOf(o));
    if (at.every((i, k) => i >= 0 && (k === 0 || i > at[k - 1]))) return ranked;
  }
  return null;
}

/**
 * Whether `outcome` is `target` or more severe on the scale `order`. A count
 * compares by number, so a point whose layout reaches further (`2` bases
 * lost where the first point's layout stops at `1`) still adds it.
 */
export function atLeastOf(order: readonly string[], target: string): (outcome: string) => boolean {
  if (isCount(target)) {
    const n = parseInt(target, 10);
    return (o) => isCount(o) && parseInt(o, 10) >= n;
  }
  const tail = order.slice(order.indexOf(target));
  return (o) => tail.includes(o);
}

/** For each ordered outcome, the chance of it or anything more severe (the last-to-first running sum). */
export function atLeast(
  order: readonly string[],
  probability: (outcome: string) => number,
): Array<{ outcome: string; probability: number }> {
  const out: Array<{ outcome: string; probability: number }> = [];
  let sum = 0;
  for (let i = order.length - 1; i >= 0; i--) {
    sum += probability(order[i]);
    out.unshift({ outcome: order[i], probability: Math.min(1, sum) });
  }
  return out;
}
