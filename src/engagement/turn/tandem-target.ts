import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import { coverIndex, NO_COVER, type FieldState } from '../state/field-state.ts';

/**
 * §4.5 Tandem Target: "any unit which is within the attacking battery's
 * firing zone and within 3" of the main target's front. Tandem secondary
 * targets must also be in open terrain." The firing zone, a cone tapered
 * 10°, is mapped to the battery's sector along the line of fire: the enemy
 * unit of the sector, other than the main target `t`, with bases, whose
 * front stands more than half an inch behind t's (a unit level with it
 * stands beside it, as the field reads level units) and at most
 * `tandemReach` behind, in the open (coverIndex), the nearest behind t if
 * several, the first in unit order if as near; a battery only under switch
 * tandemTargets `anyUnit`; none under `none`, nor behind a battery (as the
 * artillery rules give a battery target no secondary targets). -1 if none.
 */
export function tandemTarget(c: CompiledEngagement, f: FieldState, b: number, t: number): number {
  if (c.sw.noTandem || c.combat[t] === 0) return -1;
  const { pos, bases } = f;
  const ix = c.ix;
  const slot = (1 - ix.side[b]) * c.nSectors + ix.sector[b];
  const front = pos[t] - 0.5;
  const reach = pos[t] - c.fires.tandemReach;
  let best = -1;
  for (let i = ix.at[slot], stop = ix.at[slot + 1]; i < stop; i++) {
    const v = ix.units[i];
    const p = pos[v];
    if (v === t || bases[v] === 0 || p >= front || p < reach) continue;
    if (c.sw.tandemBrigadesOnly && c.combat[v] === 0) continue;
    if (coverIndex(c, f, v) !== NO_COVER) continue;
    if (best < 0 || p > pos[best]) best = v;
  }
  return best;
}
