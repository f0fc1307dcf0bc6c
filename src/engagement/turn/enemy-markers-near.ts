import type { CompiledEngagement } from '../compile/compile-engagement.ts';
import type { FieldState } from '../state/field-state.ts';
import { deploysMarkers, screenAhead } from './marker-screen.ts';

/**
 * §4.7 "if one or more enemy skirmish markers are within 4" of the leader
 * base ... Applicable during both the Artillery and Assault phases": whether
 * the markers any enemy brigade deploys (deploysMarkers), attacking or
 * screening, stand within `reach` inches of one of the units division d's
 * leader stands with (leaderWith), where they stand now: markerScreen
 * inches ahead of their parent, in its sector.
 */
export function enemyMarkersNear(c: CompiledEngagement, f: FieldState, d: number, reach: number): boolean {
  const { leaderAt, leaderUnits, markerUnits, sector, side, gap } = c.ix;
  for (let i = leaderAt[d * c.nSectors], end = leaderAt[(d + 1) * c.nSectors]; i < end; i++) {
    const u = leaderUnits[i];
    const list = markerUnits[1 - side[u]];
    for (let j = 0; j < list.length; j++) {
      const v = list[j];
      if (sector[v] !== sector[u] || f.bases[v] === 0 || !deploysMarkers(c, f, v)) continue;
      // distance(u, v) written out (within), less the markers' inches ahead of v (markerScreen)
      if (gap[u] - f.pos[u] - f.pos[v] - screenAhead(c, f, v) <= reach) return true;
    }
  }
  return false;
}
