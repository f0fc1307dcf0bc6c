import type { YamlNode } from '../../engine/input/yaml-node.ts';
import { compileFire, type CompiledFire } from '../../engine/republic/artillery/compile-fire.ts';
import type { FiringBattery, FireTarget } from '../../engine/republic/artillery/fire-situation.ts';
import { reachOf } from '../../engine/republic/rules/artillery.ts';
import { COVERS } from '../../engine/republic/rules/assault-table.ts';
import type { RepublicRules } from '../../engine/republic/rules/republic-rules.ts';
import type { EngagementSituation } from '../situation/engagement-situation.ts';

/** Hits on a battery past this many read as this many (§4.4 each battery M and B hit). */
const MAX_BATTERY_HITS = 12;

/**
 * A battery's fire on a target at a range column with so many hits on the
 * battery (§4.2-§4.4), compiled on first use by the artillery rules' own
 * compileFire. No deep target, enfilade, saved or passing fire (docs/
 * limitations.md); cover is the cover the target stands in now (coverOf),
 * moving cavalry as movingCavalry says.
 */
export class FireMemo {
  private readonly memo = new Map<number, CompiledFire | null>();
  /** per unit: the range columns its battery reaches (reachOf), 0 for a brigade */
  private readonly reach: Int32Array;
  /** the range columns' upper bounds, inches (§4.3) */
  private readonly bounds: Float64Array;
  constructor(
    private readonly rules: RepublicRules,
    private readonly s: EngagementSituation,
    private readonly switches: Record<string, string>,
    private readonly where: YamlNode,
  ) {
    this.reach = Int32Array.from(s.units, (u) => (u.battery ? reachOf(rules.artillery.chart[u.battery]) : 0));
    this.bounds = Float64Array.from(rules.artillery.ranges, (b) => b.value);
  }

  /**
   * The range of the next `get`, inches: a fraction handed over in a typed
   * slot, as an argument to a call not inlined it would be boxed, an
   * allocation each shot.
   */
  readonly range = new Float64Array(1);

  /** The battery's range column at a range (§4.3, as columnOf reads it), or -1 beyond its reach. */
  column(battery: number, range: number): number {
    const r = range < 0.5 ? 0.5 : range;
    const bounds = this.bounds;
    let column = 0;
    while (column < bounds.length && r > bounds[column]) column++;
    return column >= bounds.length || column >= this.reach[battery] ? -1 : column;
  }

  /**
   * The fire of the unit's `batteries` left (§4.3 "Joint Battery Fire (per
   * base) - Move one range column to the left for each participating base"),
   * or null when the range (this.range) is beyond the battery's reach; `cover` a COVERS index.
   */
  get(
    battery: number,
    batteries: number,
    target: number,
    hits: number,
    cover: number,
    moving: boolean,
  ): CompiledFire | null {
    const range = this.range[0];
    const art = this.rules.artillery;
    const b = this.s.units[battery];
    const column = this.column(battery, range);
    if (column < 0) return null;
    const h = hits < MAX_BATTERY_HITS ? hits : MAX_BATTERY_HITS;
    const key =
      (((((battery * 64 + target) * 32 + column) * (MAX_BATTERY_HITS + 1) + h) * COVERS.length + cover) * 2 +
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
        cover: COVERS[cover],
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
