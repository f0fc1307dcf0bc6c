import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import { coverIndex, NO_COVER, type FieldState } from '../state/field-state.ts';

/**
 * §4.3 Deep Target A: whether battery b's center of fire on its main
 * target t, at the range in c.fires.range and in range column `column`,
 * "passes into or through three or more combat bases as measured from the
 * leading edge of the target base to a depth of 4"", the bases "all in open
 * terrain and within natural (unmodified) effective artillery range". Along
 * the sector (switch deepTargets `inLine`): t and each enemy unit of the
 * sector more than half an inch (a unit level with t stands beside it) and
 * at most the depth behind t's front, `lineBasesDeep` bases each (a
 * mapping), in the open (coverIndex) and within the battery's reach. From a
 * point-blank bracket the depth ends short of the next bracket's edge
 * (§4.3 Point Blank Fire "only applied if the three base depth lines-up at
 * less than 4" range"). False under `none`.
 */
export function deepTarget(
  c: CompiledEngagement,
  f: FieldState,
  b: number,
  t: number,
  column: number,
): boolean {
  if (c.sw.noDeepTargets || coverIndex(c, f, t) !== NO_COVER) return false;
  const fires = c.fires;
  const { pos, bases } = f;
  const ix = c.ix;
  const slot = (1 - ix.side[b]) * c.nSectors + ix.sector[b];
  // from a point-blank bracket, the range the bases must line up short of; else no limit but the depth
  const edge = column < fires.pointBlank ? fires.bounds[column + 1] : Number.POSITIVE_INFINITY;
  let deep = fires.lineBasesDeep;
  for (let i = ix.at[slot], stop = ix.at[slot + 1]; i < stop; i++) {
    const v = ix.units[i];
    const behind = pos[t] - pos[v];
    if (v === t || bases[v] === 0 || behind <= 0.5 || behind > fires.deepDepth) continue;
    const range = fires.range[0] + behind;
    if (!(range < edge) || fires.column(b, range) < 0 || coverIndex(c, f, v) !== NO_COVER) continue;
    deep += fires.lineBasesDeep;
  }
  return deep >= fires.deepBases;
}
