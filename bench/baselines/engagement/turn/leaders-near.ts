import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import type { FieldState } from '../state/field-state.ts';

/**
 * Whether division `d`'s leader is within 2" of unit `u` (§3.2, §5.4): he
 * is in action (not hors de combat) and stands in the sector the situation
 * places him in, or, not placed (sector -1), with every brigade of his own
 * division. Any friendly leader counts, "Leader does not have to be within
 * the brigade's direct chain of command" (§3.2).
 */
export function leaderWith(c: CompiledEngagement, f: FieldState, d: number, u: number): boolean {
  const leader = c.s.divisions[d].leader;
  if (f.horsDeCombat[d] || c.s.divisions[d].side !== c.s.units[u].side) return false;
  return leader.sector < 0 ? c.s.units[u].division === d : c.s.units[u].sector === leader.sector;
}

/**
 * The friendly energetic and proficient leaders within 2" of any of `units`
 * (§3.2 "Each proficient leader within 2"", "Each energetic leader within
 * 2""; §5.4 "for each friendly proficient or energetic leader within 2" of
 * any participating brigade"), written to out[0] (energetic), out[1] (proficient).
 */
export function leadersNear(
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  units: ArrayLike<number>,
  out: Int32Array,
): void {
  out[0] = 0;
  out[1] = 0;
  for (const d of c.sideDivisions[side]) {
    const cls = c.s.divisions[d].leader.class;
    if (cls === 'cautious') continue;
    let near = false;
    for (let i = 0; i < units.length && !near; i++)
      near = c.combat[units[i]] === 1 && leaderWith(c, f, d, units[i]);
    if (near) out[cls === 'energetic' ? 0 : 1]++;
  }
}
