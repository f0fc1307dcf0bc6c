import type { YamlNode } from '../../../../src/engine/input/yaml-node.ts';
import {
  columnOf,
  compileFire,
  type CompiledFire,
} from '../../../../src/engine/republic/artillery/compile-fire.ts';
import type { FiringBattery, FireTarget } from '../../../../src/engine/republic/artillery/fire-situation.ts';
import { reachOf } from '../../../../src/engine/republic/rules/artillery.ts';
import { COVERS, type Cover } from '../../../../src/engine/republic/rules/assault-table.ts';
import type { RepublicRules } from '../../../../src/engine/republic/rules/republic-rules.ts';
import type { EngagementSituation } from '../situation/engagement-situation.ts';

/** Hits on a battery past this many read as this many (§4.4 each battery M and B hit). */
const MAX_BATTERY_HITS = 12;

/**
 * A battery's fire on a target at a range column with so many hits on the
 * battery (§4.2-§4.4), compiled on first use by the artillery rules' own
 * compileFire. No deep target, enfilade, saved or passing fire (README
 * limitations); cover is the cover the target stands in now (coverOf),
 * moving cavalry as movingCavalry says.
 */
export class FireMemo {
  private readonly memo = new Map<number, CompiledFire | null>();
  constructor(
    private readonly rules: RepublicRules,
    private readonly s: EngagementSituation,
    private readonly switches: Record<string, string>,
    private readonly where: YamlNode,
  ) {}

  /** The battery's range column at a range (§4.3), or -1 beyond its reach. */
  column(battery: number, range: number): number {
    const art = this.rules.artillery;
    const column = columnOf(art, Math.max(0.5, range));
    return column < 0 || column >= reachOf(art.chart[this.s.units[battery].battery!]) ? -1 : column;
  }

  /**
   * The fire of the unit's `batteries` left (§4.3 "Joint Battery Fire (per
   * base) - Move one range column to the left for each participating base"),
   * or null when the range is beyond the battery's reach.
   */
  get(
    battery: number,
    batteries: number,
    target: number,
    range: number,
    hits: number,
    cover: Cover,
    moving: boolean,
  ): CompiledFire | null {
    const art = this.rules.artillery;
    const b = this.s.units[battery];
    const column = this.column(battery, range);
    if (column < 0) return null;
    const h = hits < MAX_BATTERY_HITS ? hits : MAX_BATTERY_HITS;
    const key =
      (((((battery * 64 + target) * 32 + column) * (MAX_BATTERY_HITS + 1) + h) * COVERS.length +
        COVERS.indexOf(cover)) *
        2 +
        (moving ? 1 : 0)) *
        8 +
      batteries;
    let f = this.memo.get(key);
    if (f === undefined) {
      const t = this.s.units[target];
      const firing: FiringBattery = {
        type: b.battery!,
        bases: batteries,
        range,
        savedFire: false,
        hits: h,
        morale: 0,
        enfilade: false,
        passingFire: false,
      };
      const aimed: FireTarget = {
        kind: t.arm === 'artillery' ? 'battery' : 'unit',
        bases: t.bases,
        morale: 0,
        deep: false,
        square: false,
        movingCavalry: moving,
        cover,
        openOrder: t.order === 'open',
        packed: false,
        skirmisherGrade: 'veteran',
      };
      f = compileFire(art, firing, aimed, this.where, this.switches);
      this.memo.set(key, f);
    }
    return f;
  }
}
