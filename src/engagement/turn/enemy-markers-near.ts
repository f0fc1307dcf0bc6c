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
  const r = c.leaderReach;
  const { leaderUnit, marker } = r;
  const { gap } = c.ix;
  const { pos, bases } = f;
  // each unit he stands with and each enemy brigade with markers in its sector (LeaderReach)
  for (let i = r.pairAt[d], end = r.pairAt[d + 1]; i < end; i++) {
    const v = marker[i];
    if (bases[v] === 0 || !deploysMarkers(c, f, v)) continue;
    const u = leaderUnit[i];
    // distance(u, v) written out (within), less the markers' inches ahead of v (markerScreen)
    if (gap[u] - pos[u] - pos[v] - screenAhead(c, f, v) <= reach) return true;
  }
  return false;
}
