import type { YamlNode } from '../../engine/input/yaml-node.ts';
import { cellFor, compileFire, type CompiledFire } from '../../engine/republic/artillery/compile-fire.ts';
import type { FiringBattery, FireTarget } from '../../engine/republic/artillery/fire-situation.ts';
import { hitRulesOf, KIND_UNIT, type HitRules } from '../../engine/republic/artillery/apply-hits.ts';
import { reachOf } from '../../engine/republic/rules/artillery.ts';
import { COVERS } from '../../engine/republic/rules/assault-table.ts';
import type { RepublicRules } from '../../engine/republic/rules/republic-rules.ts';
import type { EngagementSituation } from '../situation/engagement-situation.ts';
import { frontSlot } from './front-slot.ts';

/**
 * The shape of a battery's block of fires (FireMemo), as a const enum (a bundle writes its members in as
 * literals, where it loads a module constant and checks it at each use): hits on a battery past MAX_HITS read
 * as MAX_HITS (§4.4 each battery M and B hit); a range column holds PER_COLUMN slots, hits 0..MAX_HITS of
 * PER_HITS each: covers (COVERS, four), deep target or not, moving or not, open order or not. Pinned to COVERS by a test.
 */
export const enum FB {
  MAX_HITS = 12,
  PER_HITS = 32,
  PER_COLUMN = 416,
}

/**
 * A battery's fire on a target at a range column with so many hits on the
 * battery (§4.2-§4.4), compiled on first use by the artillery rules' own
 * compileFire. No enfilade, saved or passing fire (docs/limitations.md);
 * cover is the cover the target stands in now (coverOf), moving cavalry as
 * movingCavalry says, a deep target as deepTarget says. A fire reads of its
 * target only the cover, deep target, moving cavalry and open order, so it
 * is kept under those, in a block of slots per battery (its batteries left,
 * column, hits, cover, deep, moving, open order) filled as met; each fire's ten natural dice are read
 * once, into `effects`, so a shot is a slot, a die and three ints.
 */
export class FireMemo {
  /** the fires compiled, in order met */
  private readonly fires: CompiledFire[] = [];
  /**
   * per fire and natural die 1-10, at [(fire * 10 + die - 1) * 3]: the M and B hits of the cell
   * it reads and 1 if that cell is provisional; all 0 past the row's weak end (cellFor -1)
   */
  effects = new Int32Array(0);
  /** every battery's block of fire numbers plus one (0: not met yet), one after another */
  private readonly slots: Int32Array;
  /** per unit: where its battery's block starts in `slots` */
  private readonly blockAt: Int32Array;
  /** per unit: the range columns its battery reaches (reachOf), 0 for a brigade */
  private readonly reach: Int32Array;
  /** per unit: 1 in open order (§4.4) */
  private readonly open: Uint8Array;
  /** per unit: its batteries at the start, the most it fires with */
  private readonly most: Int32Array;
  /** the range columns' upper bounds, inches (§4.3) */
  readonly bounds: Float64Array;
  /**
   * per battery: the other units of its side in its sector, the friends that may mask it (§4.2), at
   * maskAt[b] .. maskAt[b + 1] of `maskers`, in unit order (none for a brigade)
   */
  readonly maskAt: Int32Array;
  readonly maskers: Int32Array;
  /** per unit: the FieldState.front slot of the enemy's front brigade in its sector (its battery's is 2 * sectors on) */
  readonly foeFront: Int32Array;
  /** how a fire's hits fall on a brigade and its tandem target (§4.5, switch tandemBaseShare) */
  readonly hit: HitRules;
  /** §4.5 Tandem Target: how far behind the main target's front a tandem target stands, inches */
  readonly tandemReach: number;
  /** §4.3 Deep Target A: the bases deep, the depth in inches, the point-blank brackets, and each unit's bases deep (a mapping) */
  readonly deepBases: number;
  readonly deepDepth: number;
  readonly pointBlank: number;
  readonly lineBasesDeep: number;
  /**
   * per unit: 1 if the enemy units of its sector, each lineBasesDeep bases, could line up deepBases deep behind
   * and with its target (one of them): else deepTarget is false at any fire, and the artillery does not ask it
   */
  readonly deepCan: Uint8Array;
  /** per unit: 1 if its sector holds two enemy units or more, its target and one that may stand behind (§4.5 Tandem Target) */
  readonly tandemCan: Uint8Array;
  constructor(
    private readonly rules: RepublicRules,
    private readonly s: EngagementSituation,
    private readonly switches: Record<string, string>,
    private readonly where: YamlNode,
  ) {
    this.reach = Int32Array.from(s.units, (u) => (u.battery ? reachOf(rules.artillery.chart[u.battery]) : 0));
    this.open = Uint8Array.from(s.units, (u) => (u.order === 'open' ? 1 : 0));
    this.most = Int32Array.from(s.units, (u) => (u.battery ? u.bases : 0));
    this.bounds = Float64Array.from(rules.artillery.ranges, (b) => b.value);
    const maskers: number[] = [];
    this.maskAt = new Int32Array(s.units.length + 1);
    s.units.forEach((b, i) => {
      if (b.battery)
        s.units.forEach((v, j) => {
          if (j !== i && v.side === b.side && v.sector === b.sector) maskers.push(j);
        });
      this.maskAt[i + 1] = maskers.length;
    });
    this.maskers = Int32Array.from(maskers);
    this.hit = hitRulesOf(rules.artillery, switches, KIND_UNIT, 1, true, false);
    const t = rules.artillery.targets;
    this.tandemReach = t.tandemReach.value;
    this.deepBases = t.deepTargetBases.value;
    this.deepDepth = t.deepTargetDepth.value;
    this.pointBlank = t.pointBlankBrackets.value;
    this.lineBasesDeep = t.lineBasesDeep.value;
    const each = this.lineBasesDeep;
    const foes = s.units.map((u) => s.units.filter((v) => v.side !== u.side && v.sector === u.sector).length);
    this.deepCan = Uint8Array.from(foes, (n) => (n * each >= this.deepBases ? 1 : 0));
    this.tandemCan = Uint8Array.from(foes, (n) => (n >= 2 ? 1 : 0));
    this.foeFront = Int32Array.from(s.units, (u) => frontSlot(0, 1 - u.side, u.sector, s.sectors.length));
    this.blockAt = new Int32Array(s.units.length);
    let size = 0;
    for (let u = 0; u < s.units.length; u++) {
      this.blockAt[u] = size;
      size += this.most[u] * this.reach[u] * FB.PER_COLUMN;
    }
    this.slots = new Int32Array(size);
    const whole = this.bounds.every((b) => Number.isInteger(b) && b >= 1);
    const last = this.bounds[this.bounds.length - 1];
    // ints when whole (`| 0`): a field that holds a fraction is a boxed number, checked and unboxed at each read
    this.last = whole ? last | 0 : last;
    this.inches = whole ? (last | 0) + 1 : 0;
    // whole-inch bounds: a range r has as many bounds below it as below Math.ceil(r); its column, -1 past the battery's reach
    const below = (inch: number) => this.bounds.filter((b) => b < inch).length;
    this.columnByInch = whole
      ? Int32Array.from({ length: s.units.length * this.inches }, (_, i) => {
          const column = below(i % this.inches);
          return column >= this.bounds.length || column >= this.reach[Math.floor(i / this.inches)]
            ? -1
            : column;
        })
      : null;
  }

  /**
   * when every range bound is a whole inch: at [unit * inches + n], for each whole inch n up to the
   * last bound, the unit's range column there (the bounds below n), -1 beyond its reach
   */
  private readonly columnByInch: Int32Array | null;
  /**
   * the last range bound, inches, and the whole inches up to it (0 too; 0 when the bounds are not whole);
   * a number field declared with no value starts undefined, and one read as either is checked at each read
   */
  private readonly last: number = 0;
  private readonly inches: number = 0;

  /**
   * The range of the next `get`, inches: a fraction handed over in a typed
   * slot, as an argument to a call not inlined it would be boxed, an
   * allocation each shot.
   */
  readonly range = new Float64Array(1);

  /** The battery's range column at a range (§4.3, as columnOf reads it), or -1 beyond its reach. */
  column(battery: number, range: number): number {
    const r = range < 0.5 ? 0.5 : range;
    const byInch = this.columnByInch;
    if (byInch !== null) return r > this.last ? -1 : byInch[battery * this.inches + Math.ceil(r)];
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
    deep = false,
  ): CompiledFire | null {
    const column = this.column(battery, this.range[0]);
    return column < 0
      ? null
      : this.fires[this.fire(battery, batteries, target, column, hits, cover, moving, deep)];
  }

  /**
   * The number of the fire (get) at a column within the battery's reach,
   * whose natural dice `effects` reads; the range of a fire compiled here
   * is this.range, in that column.
   */
  fire(
    battery: number,
    batteries: number,
    target: number,
    column: number,
    hits: number,
    cover: number,
    moving: boolean,
    deep = false,
  ): number {
    const h = hits < FB.MAX_HITS ? hits : FB.MAX_HITS;
    const kept = batteries >= 1 && batteries <= this.most[battery];
    // its block: batteries left, column, hits, cover, deep, moving, open order
    const slot =
      this.blockAt[battery] +
      ((batteries - 1) * this.reach[battery] + column) * FB.PER_COLUMN +
      h * FB.PER_HITS +
      cover * 8 +
      (deep ? 4 : 0) +
      (moving ? 2 : 0) +
      this.open[target];
    const known = kept ? this.slots[slot] : 0;
    if (known > 0) return known - 1;
    const f = this.compile(battery, batteries, target, h, cover, moving, deep);
    if (kept) this.slots[slot] = f + 1;
    return f;
  }

  private compile(
    battery: number,
    batteries: number,
    target: number,
    h: number,
    cover: number,
    moving: boolean,
    deep: boolean,
  ): number {
    const t = this.s.units[target];
    const firing: FiringBattery = {
      type: this.s.units[battery].battery!,
      bases: batteries,
      range: this.range[0],
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
      deep,
      square: false,
      movingCavalry: moving,
      cover: COVERS[cover],
      openOrder: t.order === 'open',
      packed: false,
      skirmisherGrade: 'veteran',
    };
    const fire = compileFire(this.rules.artillery, firing, aimed, this.where, this.switches);
    const n = this.fires.push(fire) - 1;
    const effects = new Int32Array(30 * (n + 1));
    effects.set(this.effects);
    for (let die = 1; die <= 10; die++) {
      const cell = cellFor(fire, die);
      if (cell < 0) continue;
      const at = (n * 10 + die - 1) * 3;
      effects[at] = fire.rowM[cell];
      effects[at + 1] = fire.rowB[cell];
      effects[at + 2] = fire.rowProvisional[cell];
    }
    this.effects = effects;
    return n;
  }
}
