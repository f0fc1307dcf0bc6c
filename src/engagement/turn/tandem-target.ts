import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import { coverIndex, NO_COVER, type FieldState } from '../state/field-state.ts';

/**
 * §4.5 Tandem Target: whether unit v is "any unit which is within the
 * attacking battery's firing zone and within 3" of the main target's
 * front. Tandem secondary targets must also be in open terrain." The firing
 * zone, a cone tapered 10°, is mapped to the battery's sector along the
 * line of fire: v is an enemy unit of that sector other than the main
 * target `t`, with bases, whose front stands more than half an inch behind
 * t's (a unit level with it stands beside it, as the field reads level
 * units) and at most `tandemReach` behind, in the open (coverIndex); a
 * battery only under switch tandemTargets `anyUnit`.
 */
export function inTandem(c: CompiledEngagement, f: FieldState, t: number, v: number): boolean {
  const p = f.pos[v];
  if (v === t || f.bases[v] === 0 || p >= f.pos[t] - 0.5 || p < f.pos[t] - c.fires.tandemReach) return false;
  if (c.sw.tandemBrigadesOnly && c.combat[v] === 0) return false;
  return coverIndex(c, f, v) === NO_COVER;
}

/**
 * The unit of battery b's sector in the tandem target position behind main
 * target t (inTandem) "closest to attacking battery center-line" (§4.5),
 * which takes the B hits' share and balance: the nearest behind t, the
 * first in unit order if as near; none under switch tandemTargets `none`,
 * nor behind a battery (as the artillery rules give a battery target no
 * secondary targets). -1 if none.
 */
export function tandemTarget(c: CompiledEngagement, f: FieldState, b: number, t: number): number {
  if (c.sw.noTandem || c.combat[t] === 0) return -1;
  const ix = c.ix;
  const slot = (1 - ix.side[b]) * c.nSectors + ix.sector[b];
  let best = -1;
  for (let i = ix.at[slot], stop = ix.at[slot + 1]; i < stop; i++) {
    const v = ix.units[i];
    if (inTandem(c, f, t, v) && (best < 0 || f.pos[v] > f.pos[best])) best = v;
  }
  return best;
}
