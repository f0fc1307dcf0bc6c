import type { EngagementSituation } from '../situation/engagement-situation.ts';

/**
 * Where each unit stands, as numbers, and the units of each side in each
 * sector, in unit order: the turn's scans walk a sector's few units
 * instead of the whole field, and read no objects.
 */
export interface FieldIndex {
  side: Int32Array;
  sector: Int32Array;
  division: Int32Array;
  /** per unit: inches between the two first lines of its sector at the start */
  gap: Float64Array;
  /** per unit: its side's depth of its sector, first line to second */
  depth: Float64Array;
  /** per unit: skirmish markers (§4.1) */
  skirmishers: Int32Array;
  /** units of side k in sector s: at[k * nSectors + s] .. at[k * nSectors + s + 1] of `units` */
  at: Int32Array;
  units: Int32Array;
  /**
   * the same by kind: units of kind x (1 infantry or cavalry, 0 battery) of
   * side k in sector s: kindAt[(x * 2 + k) * nSectors + s] .. +1 of `kindUnits`
   */
  kindAt: Int32Array;
  kindUnits: Int32Array;
  /** per side: its infantry and cavalry units with skirmish markers, in unit order */
  markerUnits: Int32Array[];
  /** per side: its infantry and cavalry units, in unit order */
  brigades: Int32Array[];
  /** per side: its cavalry units, in unit order */
  cavalry: Int32Array[];
  /** both sides' batteries, in unit order */
  batteries: Int32Array;
  /** units of either side in sector s: both at[s] .. at[s + 1] of `both` */
  bothAt: Int32Array;
  both: Int32Array;
  /** [d * nUnits + u]: division d's leader stands within 2" of unit u while he is in action (leaderWith) */
  leaderWith: Uint8Array;
  /** per unit: bit d set when division d's leader stands within 2" of it (leaderWith); all 0 past 31 divisions (MASK_DIVISIONS) */
  leaderMask: Int32Array;
  /** units division d's leader stands with in sector s: leaderAt[d * nSectors + s] .. +1 of `leaderUnits` */
  leaderAt: Int32Array;
  leaderUnits: Int32Array;
  /** per division: its side */
  divisionSide: Int32Array;
  /** per division: its leader's class, 0 energetic, 1 proficient, 2 cautious */
  leaderClass: Int32Array;
}

/** Units grouped by a key from 0 to `keys`, in unit order, as CSR offsets and members. */
function groupBy(n: number, keys: number, key: (u: number) => number): { at: Int32Array; units: Int32Array } {
  const at = new Int32Array(keys + 1);
  for (let u = 0; u < n; u++) at[key(u) + 1]++;
  for (let k = 0; k < keys; k++) at[k + 1] += at[k];
  const fill = at.slice(0, keys);
  const units = new Int32Array(n);
  for (let u = 0; u < n; u++) units[fill[key(u)]++] = u;
  return { at, units };
}

/** Divisions a leaderMask holds, one bit each. */
export const MASK_DIVISIONS = 31;

export const LEADER_CLASS_INDEX = { energetic: 0, proficient: 1, cautious: 2 } as const;

export function compileFieldIndex(s: EngagementSituation): FieldIndex {
  const n = s.units.length;
  const sectors = s.sectors.length;
  const bySide = groupBy(n, 2 * sectors, (u) => s.units[u].side * sectors + s.units[u].sector);
  const combat = (u: number) => (s.units[u].arm === 'artillery' ? 0 : 1);
  const byKind = groupBy(
    n,
    4 * sectors,
    (u) => (combat(u) * 2 + s.units[u].side) * sectors + s.units[u].sector,
  );
  const ofSide = (side: number, keep: (u: (typeof s.units)[number]) => boolean) =>
    Int32Array.from(s.units.flatMap((u, i) => (u.side === side && keep(u) ? [i] : [])));
  const bySector = groupBy(n, sectors, (u) => s.units[u].sector);
  const leaderWith = new Uint8Array(s.divisions.length * n);
  s.divisions.forEach((d, i) => {
    for (let u = 0; u < n; u++) {
      const unit = s.units[u];
      // §3.2, §5.4 within 2": where the situation places him, or with each brigade of his own division
      if (
        unit.side === d.side &&
        (d.leader.sector < 0 ? unit.division === i : unit.sector === d.leader.sector)
      )
        leaderWith[i * n + u] = 1;
    }
  });
  const leaderList: number[] = [];
  const leaderAt = new Int32Array(s.divisions.length * sectors + 1);
  for (let d = 0; d < s.divisions.length; d++)
    for (let sector = 0; sector < sectors; sector++) {
      for (let u = 0; u < n; u++)
        if (leaderWith[d * n + u] === 1 && s.units[u].sector === sector) leaderList.push(u);
      leaderAt[d * sectors + sector + 1] = leaderList.length;
    }
  return {
    side: Int32Array.from(s.units, (u) => u.side),
    sector: Int32Array.from(s.units, (u) => u.sector),
    division: Int32Array.from(s.units, (u) => u.division),
    gap: Float64Array.from(s.units, (u) => s.sectors[u.sector].gap),
    depth: Float64Array.from(s.units, (u) => s.sectors[u.sector].depth[u.side]),
    skirmishers: Int32Array.from(s.units, (u) => u.skirmishers),
    at: bySide.at,
    units: bySide.units,
    kindAt: byKind.at,
    kindUnits: byKind.units,
    markerUnits: [0, 1].map((side) => ofSide(side, (u) => u.arm !== 'artillery' && u.skirmishers > 0)),
    brigades: [0, 1].map((side) => ofSide(side, (u) => u.arm !== 'artillery')),
    cavalry: [0, 1].map((side) => ofSide(side, (u) => u.arm === 'cavalry')),
    batteries: Int32Array.from(s.units.flatMap((u, i) => (u.arm === 'artillery' ? [i] : []))),
    bothAt: bySector.at,
    both: bySector.units,
    leaderWith,
    leaderMask: Int32Array.from(s.units, (_, u) => {
      let mask = 0;
      if (s.divisions.length <= MASK_DIVISIONS)
        for (let d = 0; d < s.divisions.length; d++) if (leaderWith[d * n + u] === 1) mask |= 1 << d;
      return mask;
    }),
    leaderAt,
    leaderUnits: Int32Array.from(leaderList),
    divisionSide: Int32Array.from(s.divisions, (d) => d.side),
    leaderClass: Int32Array.from(s.divisions, (d) => LEADER_CLASS_INDEX[d.leader.class]),
  };
}
