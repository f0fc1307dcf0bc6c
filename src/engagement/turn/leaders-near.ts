import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import type { FieldState } from '../state/field-state.ts';

/** Leader classes (field-index's leaderClass), as literals (a const enum). */
export const enum CLASS {
  ENERGETIC = 0,
  CAUTIOUS = 2,
}

/** field-index's MASK_DIVISIONS as a literal: up to this many divisions, a unit's leaderMask holds its leaders. */
export const enum MASK {
  DIVISIONS = 31,
}

/**
 * The friendly energetic and proficient leaders within 2" of any of the
 * first `count` of `units` (§3.2 "Each proficient leader within 2"", "Each
 * energetic leader within 2""; §5.4 "for each friendly proficient or
 * energetic leader within 2" of any participating brigade"), written to
 * out[0] (energetic), out[1] (proficient).
 */
export function leadersNear(
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  units: ArrayLike<number>,
  count: number,
  out: Int32Array,
): void {
  if (c.nDivisions <= MASK.DIVISIONS) {
    // the divisions whose leaders stand with any of the units, one bit each
    let mask = 0;
    for (let i = 0; i < count; i++) if (c.combat[units[i]] === 1) mask |= c.ix.leaderMask[units[i]];
    leadersOf(c, f, mask, out);
    return;
  }
  out[0] = 0;
  out[1] = 0;
  const divisions = c.sideDivisions[side];
  for (let k = 0; k < divisions.length; k++) {
    const d = divisions[k];
    const cls = c.ix.leaderClass[d];
    if (cls === CLASS.CAUTIOUS || f.horsDeCombat[d]) continue;
    let near = false;
    for (let i = 0; i < count && !near; i++)
      near = c.combat[units[i]] === 1 && c.ix.leaderWith[d * c.nUnits + units[i]] === 1;
    if (near) out[cls === CLASS.ENERGETIC ? 0 : 1]++;
  }
}

/** leadersNear of one unit: its own leaderMask read at once, without a list of units. */
export function leadersNearUnit(
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  u: number,
  out: Int32Array,
): void {
  if (c.nDivisions <= MASK.DIVISIONS) {
    leadersOf(c, f, c.combat[u] === 1 ? c.ix.leaderMask[u] : 0, out);
    return;
  }
  c.oneUnit[0] = u;
  leadersNear(c, f, side, c.oneUnit, 1, out);
}

/** The energetic and proficient leaders in action of the divisions a leaderMask holds, to out[0] and out[1]. */
function leadersOf(c: CompiledEngagement, f: FieldState, mask: number, out: Int32Array): void {
  out[0] = 0;
  out[1] = 0;
  for (; mask !== 0; mask &= mask - 1) {
    const d = 31 - Math.clz32(mask & -mask);
    const cls = c.ix.leaderClass[d];
    if (cls !== CLASS.CAUTIOUS && !f.horsDeCombat[d]) out[cls === CLASS.ENERGETIC ? 0 : 1]++;
  }
}
