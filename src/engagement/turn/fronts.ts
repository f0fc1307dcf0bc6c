import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import type { FieldState } from '../state/field-state.ts';

/** Slots of a fronts table: brigades (infantry and cavalry) and batteries (kindAt's kinds). */
export const BRIGADES = 1;
export const BATTERIES = 0;

/**
 * Every side's front unit of each kind in each sector (frontUnit,
 * frontBattery: the unit with bases farthest forward, first listed on a
 * tie) for the field as it stands, in one pass over the units, into
 * c.fronts at [(kind * 2 + side) * nSectors + sector], -1 if none. It holds
 * while no unit moves or loses its last base: a phase fills it once and
 * reads it as often as it likes.
 */
export function fillFronts(c: CompiledEngagement, f: FieldState): Int32Array {
  const fronts = c.fronts;
  fronts.fill(-1);
  const slot = c.ix.frontSlot;
  for (let u = 0; u < c.nUnits; u++) {
    if (f.bases[u] === 0) continue;
    const k = slot[u];
    const best = fronts[k];
    if (best < 0 || f.pos[u] > f.pos[best]) fronts[k] = u;
  }
  return fronts;
}

/** A side's front unit of a kind in a sector from a filled fronts table. */
export function frontIn(c: CompiledEngagement, kind: number, side: number, sector: number): number {
  return c.fronts[(kind * 2 + side) * c.nSectors + sector];
}
