import type { FieldIndex } from './field-index.ts';

/**
 * The §4.7 leader checks' lists, by where they look: per sector, each
 * division whose leader stands with units there and those units, so a hit
 * is matched against the leaders of its own sector alone (recordHits); per
 * division, each unit its leader stands with paired with each enemy brigade
 * with markers in that unit's sector (enemyMarkersNear). From FieldIndex's
 * leaderAt and markerUnits, in their order.
 */
export interface LeaderReach {
  /** §4.7 the leader's reach, inches (rules.distances.horsDeCombatReach), as a plain number */
  reach: number;
  /** sector s's entries: at[s] .. at[s + 1] of `division` and `unit`, divisions ascending, units as leaderAt lists them */
  at: Int32Array;
  division: Int32Array;
  unit: Int32Array;
  /** division d's pairs: pairAt[d] .. pairAt[d + 1] of `leaderUnit` (a unit its leader stands with) and `marker` (an enemy brigade with markers in that unit's sector) */
  pairAt: Int32Array;
  leaderUnit: Int32Array;
  marker: Int32Array;
}

export function compileLeaderReach(
  ix: FieldIndex,
  nSectors: number,
  nDivisions: number,
  reach: number,
): LeaderReach {
  const division: number[] = [];
  const unit: number[] = [];
  const at = new Int32Array(nSectors + 1);
  for (let s = 0; s < nSectors; s++) {
    for (let d = 0; d < nDivisions; d++)
      for (let i = ix.leaderAt[d * nSectors + s]; i < ix.leaderAt[d * nSectors + s + 1]; i++) {
        division.push(d);
        unit.push(ix.leaderUnits[i]);
      }
    at[s + 1] = unit.length;
  }
  const leaderUnit: number[] = [];
  const marker: number[] = [];
  const pairAt = new Int32Array(nDivisions + 1);
  for (let d = 0; d < nDivisions; d++) {
    for (let i = ix.leaderAt[d * nSectors]; i < ix.leaderAt[(d + 1) * nSectors]; i++) {
      const u = ix.leaderUnits[i];
      for (const v of ix.markerUnits[1 - ix.side[u]])
        if (ix.sector[v] === ix.sector[u]) {
          leaderUnit.push(u);
          marker.push(v);
        }
    }
    pairAt[d + 1] = marker.length;
  }
  return {
    reach,
    at,
    division: Int32Array.from(division),
    unit: Int32Array.from(unit),
    pairAt,
    leaderUnit: Int32Array.from(leaderUnit),
    marker: Int32Array.from(marker),
  };
}
