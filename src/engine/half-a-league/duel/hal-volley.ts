import { d6 } from '../../dice/roll.ts';
import type { Stream } from '../../dice/stream.ts';

/** One side's fire, compiled: the need on the chart and how hits are counted. */
export interface Volley {
  need: number;
  long: boolean;
  divisor: number;
  sixesPerMarker: number;
  /** FIRE (d) "A third six is a possible leader kill": sixes per possible leader kill */
  sixesPerLeaderKill: number;
  /** only one possible kill however many sixes (switch fireLeaderKill `thirdOnly`) */
  oneLeaderKill: boolean;
  shots: number;
  /** FIRE (p) bombardment: "All 6's are hits", whatever the pips */
  sixesAlwaysHit: boolean;
}

/**
 * FIRE (d) "A third six is a possible leader kill": one for every third six
 * (as close combat's "Multiple three 6's"), or one at most (switch fireLeaderKill).
 */
export function fireLeaderKills(sixes: number, perKill: number, oneOnly: boolean): number {
  const k = Math.floor(sixes / perKill);
  return oneOnly ? Math.min(1, k) : k;
}

/**
 * Fire a volley of `dice` dice at `pips` (FIRE (a), (d), (o)): returns the
 * possible hits (halved at long range, rounded up) and writes the morale markers to out[0], the
 * possible leader kills to out[1] (not halved at long range).
 */
export function fireVolley(rng: Stream, v: Volley, dice: number, pips: number, out: Int32Array): number {
  let sixes = 0;
  let hits = 0;
  for (let i = 0; i < dice * v.shots; i++) {
    const f = d6(rng);
    if (f === 6) sixes++;
    if (f + pips >= v.need || (f === 6 && v.sixesAlwaysHit)) hits++;
  }
  out[0] = Math.floor(sixes / v.sixesPerMarker);
  out[1] = fireLeaderKills(sixes, v.sixesPerLeaderKill, v.oneLeaderKill);
  return v.long ? Math.ceil(hits / v.divisor) : hits;
}
