import { MORALE_STATES } from '../../../../src/engine/republic/rules/grades.ts';

/**
 * §5.4 the morale minus of a side read as one formation, as the live
 * engine computed it when this baseline was frozen (four passes over the
 * units: totals, the largest unit, then one per morale state), so the
 * live kernel's later speed-ups of it show against this one.
 */
export function moraleReading(
  n: number,
  bases: ArrayLike<number>,
  morale: ArrayLike<number>,
  largestUnit: boolean,
): number {
  let total = 0;
  let hit = 0;
  let most = -1;
  for (let i = 0; i < n; i++) {
    total += bases[i];
    if (morale[i] > 0) hit += bases[i];
    if (bases[i] > most) most = bases[i];
  }
  let applies = hit * 2 > total;
  if (!applies && largestUnit)
    for (let i = 0; i < n; i++) if (bases[i] === most && morale[i] > 0) applies = true;
  if (!applies) return 0;
  let best = 0;
  let bestBases = -1;
  for (let state = MORALE_STATES.length - 1; state >= 1; state--) {
    let b = 0;
    for (let i = 0; i < n; i++) if (morale[i] === state) b += bases[i];
    if (b > bestBases) {
      best = state;
      bestBases = b;
    }
  }
  return best;
}
