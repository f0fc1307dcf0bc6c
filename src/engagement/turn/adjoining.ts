import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import type { FieldState } from '../state/field-state.ts';

/** §6.2 "within 3" of each other": the inches two divisions' closest units may stand apart and adjoin. */
export const enum ADJOIN {
  INCHES = 3,
}

/** Positions are sums of fractions of an inch: 3" apart is within 3" however the sums round. */
const EPSILON = 1e-9;

/**
 * §6.2 Adjoining Panic: which of a side's divisions that hold the same or
 * neighbouring sectors adjoin as its panic phase begins, "if the closest
 * points of their closest units are within 3" of each other", written to
 * its cascade's `near`: a unit of each with bases left, in the same or
 * neighbouring sectors (taken to touch: a sector's width is not measured,
 * and a side's start lines are level from sector to sector), their faces
 * no more than 3" apart front to back (no formation depth is modelled).
 * Switch adjoiningDivisions `sectors` leaves every pair that held the same
 * or neighbouring sectors in the situation adjoining, wherever its units stand.
 */
export function measureAdjoining(c: CompiledEngagement, f: FieldState, side: number): void {
  if (c.sw.adjoinBySectors) return;
  const cas = c.cascades[side];
  const divisions = c.sideDivisions[side];
  for (let i = 0; i < cas.n; i++)
    for (let k = cas.adjStart[i]; k < cas.adjStart[i + 1]; k++)
      cas.near[k] = closeTogether(c, f, divisions[i], divisions[cas.adj[k]]) ? 1 : 0;
}

/** Whether a unit of division d and one of division e, both with bases, stand within 3" of each other (measureAdjoining). */
function closeTogether(c: CompiledEngagement, f: FieldState, d: number, e: number): boolean {
  const { bases, pos } = f;
  const sector = c.ix.sector;
  const ours = c.divisionUnits[d];
  const theirs = c.divisionUnits[e];
  for (let j = 0; j < ours.length; j++) {
    const u = ours[j];
    if (bases[u] === 0) continue;
    for (let l = 0; l < theirs.length; l++) {
      const v = theirs[l];
      if (bases[v] === 0 || Math.abs(sector[u] - sector[v]) > 1) continue;
      if (Math.abs(pos[u] - pos[v]) <= ADJOIN.INCHES + EPSILON) return true;
    }
  }
  return false;
}
