import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import type { FieldState } from '../state/field-state.ts';

/**
 * Whether division `d`'s leader is within 2" of unit `u` (§3.2, §5.4): he
 * is in action (not hors de combat) and stands in the sector the situation
 * places him in, or, not placed (sector -1), with every brigade of his own
 * division (FieldIndex.leaderWith). Any friendly leader counts, "Leader
 * does not have to be within the brigade's direct chain of command" (§3.2).
 */
export function leaderWith(c: CompiledEngagement, f: FieldState, d: number, u: number): boolean {
  return f.horsDeCombat[d] === 0 && c.ix.leaderWith[d * c.nUnits + u] === 1;
}

const ENERGETIC = 0;
const CAUTIOUS = 2;

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
  out[0] = 0;
  out[1] = 0;
  const divisions = c.sideDivisions[side];
  for (let k = 0; k < divisions.length; k++) {
    const d = divisions[k];
    const cls = c.ix.leaderClass[d];
    if (cls === CAUTIOUS || f.horsDeCombat[d]) continue;
    let near = false;
    for (let i = 0; i < count && !near; i++)
      near = c.combat[units[i]] === 1 && c.ix.leaderWith[d * c.nUnits + units[i]] === 1;
    if (near) out[cls === ENERGETIC ? 0 : 1]++;
  }
}

/** leadersNear of one unit. */
export function leadersNearUnit(
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  u: number,
  out: Int32Array,
): void {
  c.oneUnit[0] = u;
  leadersNear(c, f, side, c.oneUnit, 1, out);
}
