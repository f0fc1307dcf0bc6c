import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import { type FieldState, frontUnit } from '../state/field-state.ts';

/**
 * Inches from a brigade's markers to the enemy brigade `d` inches from it:
 * they stand up to 5" ahead of their parent (§3.5 "Skirmish markers must
 * remain within 5" of their parent unit"), never past the enemy's bases
 * (§3.5 "may not be placed in a position which puts enemy bases between
 * them and their parent unit"); facing an enemy screen, both screens stand
 * "approximately halfway between the opposing parent formations" (§3.5
 * Fighting Withdrawal). They go as far forward as that lets them.
 */
export function markerRange(c: CompiledEngagement, d: number, enemyScreen: boolean): number {
  const reach = c.skirmish.reach;
  const room = enemyScreen ? d / 2 : d;
  // Math.min, not a choice between a fraction and a loaded field, which the compiler joins boxed: a heap number a marker
  return d - Math.min(room, reach);
}

/**
 * Whether brigade v deploys skirmish markers: it has some not picked up (markersOut), is not a battery
 * nor Rattled or worse under switch rattledMarkers withdrawn (§2.3), and
 * stands in its side's front line (as in the fire phase's skirmish).
 */
export function deploysMarkers(c: CompiledEngagement, f: FieldState, v: number): boolean {
  if (c.ix.skirmishers[v] === f.fled[v] || f.morale[v] >= c.sw.markersWithdrawnAt || c.combat[v] === 0)
    return false;
  return f.pos[v] >= f.pos[frontUnit(c, f, c.ix.side[v], c.ix.sector[v])] - 0.5;
}

/**
 * §5.4 Each 1/4 skirmishers out: the whole quarters, rounded down, of its
 * available markers (switch skirmisherAllowance: one per combat base, or
 * the situation's) that brigade v has out (deploysMarkers; §1.4 one marker
 * per combat base it still has); 0 under switch assaultSkirmishers recalled.
 */
export function skirmisherQuarters(c: CompiledEngagement, f: FieldState, v: number): number {
  if (c.sw.markersRecalled || !deploysMarkers(c, f, v)) return 0;
  const out = markersOut(c, f, v);
  return ((4 * out) / (c.sw.allowanceGiven ? c.ix.skirmishers[v] : f.bases[v])) | 0;
}

/**
 * The skirmish markers brigade v has out, where it has them out at all: the situation's, less those picked up
 * after rolling Flee (§4.1, switch fledMarkers), at most one per combat base it still has (§1.4).
 */
export function markersOut(c: CompiledEngagement, f: FieldState, v: number): number {
  const out = c.ix.skirmishers[v] - f.fled[v];
  const bases = f.bases[v];
  return out < bases ? out : bases;
}

/**
 * §3.5 markers are deployed in their owner's movement phase: at its start the markers of `side` picked up after
 * rolling Flee (§4.1) go out again, but not those of a brigade whose morale state forbids it (§2.3 "Rattled - Unit
 * may not ... deploy skirmishers", restrictions.yaml).
 */
export function redeployMarkers(c: CompiledEngagement, f: FieldState, side: number): void {
  if ((f.fledSides & (1 << side)) === 0) return;
  f.fledSides &= ~(1 << side);
  const list = c.ix.markerUnits[side];
  for (let j = 0; j < list.length; j++) {
    const u = list[j];
    if (f.fled[u] === 0) continue;
    if (f.morale[u] < c.deployBelow[u]) f.fled[u] = 0;
    else f.fledSides |= 1 << side;
  }
}

/**
 * Inches ahead of brigade `v` its skirmish markers stand (markerRange, from
 * the enemy's front brigade in its sector, halfway facing its screen), 0 if
 * it deploys none (deploysMarkers).
 */
export function markerScreen(c: CompiledEngagement, f: FieldState, v: number): number {
  return deploysMarkers(c, f, v) ? screenAhead(c, f, v) : 0;
}

/** markerScreen of a brigade known to deploy its markers (deploysMarkers), not asked again. */
export function screenAhead(c: CompiledEngagement, f: FieldState, v: number): number {
  return screenAheadFacing(c, f, v, frontUnit(c, f, 1 - c.ix.side[v], c.ix.sector[v]));
}

/** screenAhead with the enemy's front brigade in v's sector, `foe`, already known (-1 if none). */
export function screenAheadFacing(c: CompiledEngagement, f: FieldState, v: number, foe: number): number {
  // the memo's number field, not the rules' value: a fraction joined with a loaded value is boxed, an allocation a call
  if (foe < 0) return c.skirmish.reach;
  const d = c.ix.gap[v] - f.pos[v] - f.pos[foe]; // distance(), written out (within)
  const screened = c.ix.skirmishers[foe] > f.fled[foe] && f.morale[foe] < c.sw.markersWithdrawnAt;
  return d - markerRange(c, d, screened);
}
