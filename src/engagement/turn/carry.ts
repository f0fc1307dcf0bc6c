import { MORALE } from '../../engine/republic/assault/assault-state.ts';
import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import { ALL_OUT } from '../compile/readings.ts';
import { assaultTarget, moveForwardToward, RULE, type FieldState } from '../state/field-state.ts';

/**
 * Whether unit u may make a voluntary forward move (a carry, a "may"
 * breakthrough, an overrun): §2.3 Demoralized units "will not voluntarily
 * advance toward any enemies"; a "must" breakthrough is not voluntary.
 */
export function advancesVoluntarily(f: FieldState, u: number): boolean {
  return f.morale[u] < MORALE.DEMORALIZED;
}

/**
 * The inches a unit carries a position `into` inches ahead (§5.5 "may
 * advance into all or part of the position originally taken up by the
 * enemy unit(s)"), switch carryPosition (A27): `whole`, all of it, up to
 * `whole` inches, into charge movement (§3.1) if need be; `withinMove`,
 * only what is left of its normal move, so a carry never costs the charge
 * disorder.
 */
export function carryStep(
  c: CompiledEngagement,
  f: FieldState,
  u: number,
  into: number,
  whole: number,
): number {
  return Math.min(into, c.sw.carryWithinMove ? c.normal[u] - f.advanced[u] : whole);
}

/**
 * §4.7 "For pending assaults in which all targeted defending brigades
 * route, retreat and otherwise disengage, the attacking brigades may
 * automatically carry the position": when the enemy's front in the sector
 * was driven out of assault range by forced moves this turn, the
 * attackers move up to where it stood, as far as their move and charge
 * bonus left allow (they always take the ground), unless Demoralized (§2.3).
 */
export function carryEmpty(c: CompiledEngagement, f: FieldState, side: number, sector: number): void {
  const { at, units } = c.ix;
  // where the enemy's front stood before it was driven back: its farthest-forward unit that moved back this turn
  let held = -Infinity;
  const theirs = (1 - side) * c.nSectors + sector;
  for (let i = at[theirs], end = at[theirs + 1]; i < end; i++) {
    const v = units[i];
    if (f.movedBack[v] === 0) continue;
    if (f.pos[v] + f.movedBack[v] > held) held = f.pos[v] + f.movedBack[v];
  }
  if (held === -Infinity) {
    if (assaultTarget(c, f, 1 - side, sector) >= 0) return; // not driven off: out of reach for another reason
    held = 0; // destroyed by the fire: its first line
  }
  const to = c.s.sectors[sector].gap - held;
  let carried = false;
  // the enemy's assault target, as moveForward finds it: the carry's own moves do not change it
  let target = -2;
  const ours = side * c.nSectors + sector;
  for (let i = at[ours], end = at[ours + 1]; i < end; i++) {
    const u = units[i];
    if (!f.assaulting[u] || f.bases[u] === 0 || f.response[u] >= 0 || !advancesVoluntarily(f, u)) continue;
    const step = carryStep(c, f, u, to - f.pos[u], c.normal[u] + c.charge[u] - f.advanced[u]);
    if (step > 0) {
      if (target === -2) target = assaultTarget(c, f, 1 - side, sector);
      moveForwardToward(c, f, u, step, target);
      carried = true;
    }
  }
  if (!carried) return;
  f.ruleCount[RULE['§4.7 position carried after fire']]++;
  f.pressed[sector] = 1;
}

/**
 * §5.5 Breakthrough: the inches the breakthrough moves toward the next line
 * `gap` inches away, or -1 if a "may" cannot reach the doctrine's range:
 * "nor may they exceed their maximum movement allowance as measured from
 * the start of their movement phase"; a "must" moves "to the limit of their
 * full assault movement", toward contact; a "may" to the doctrine's range.
 */
export function breakthroughMove(
  c: CompiledEngagement,
  f: FieldState,
  side: number,
  first: number,
  gap: number,
  must: boolean,
): number {
  const left = c.normal[first] + c.charge[first] - f.advanced[first];
  if (must) return Math.max(0, Math.min(gap, left));
  const need = gap - (c.doctrine[side].assault === ALL_OUT ? c.allOutRange : c.generalRange);
  return need > left ? -1 : Math.max(0, need);
}
