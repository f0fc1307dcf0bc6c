import {
  allowedActions,
  maneuverModifier,
  type ManeuverSituation,
} from '../../engine/republic/maneuver/maneuver.ts';
import { gradeInForce } from '../../engine/republic/rules/grade-reading.ts';
import type { Grade } from '../../engine/republic/rules/grades.ts';
import type { RepublicRules } from '../../engine/republic/rules/republic-rules.ts';
import type { EngagementSituation } from '../situation/engagement-situation.ts';
import { LEADER_CLASS_INDEX, type FieldIndex } from './field-index.ts';

/**
 * The bits of an allowed set of maneuver actions (allowedActions: 1 << the action's MANEUVER_ACTIONS index), as a
 * const enum so a bundle writes them as literals (its test pins them to MANEUVER_ACTIONS).
 */
export const enum ACTION_BIT {
  ASSAULT = 1,
  ADVANCE = 4,
  PULL_BACK = 8,
}

/**
 * A grade's §3.2 maneuver row as a table from the modified roll to the
 * actions it allows (allowedActions' bit set), filled once by
 * allowedActions itself. Past the row's lowest and highest thresholds the
 * set no longer changes, so the roll is clamped to them.
 */
export class ManeuverTable {
  private readonly sets: Int32Array;
  private readonly lo: number;
  constructor(rules: RepublicRules, grade: Grade, switches: Record<string, string>) {
    const row = rules.maneuver.table[gradeInForce(rules, grade, switches)];
    const thresholds = row.map((x) => x.value);
    this.lo = Math.min(...thresholds) - 1;
    const hi = Math.max(...thresholds);
    this.sets = Int32Array.from({ length: hi - this.lo + 1 }, (_, i) =>
      allowedActions(rules, grade, this.lo + i, switches),
    );
  }

  /** The actions a modified roll allows. */
  allowed(modified: number): number {
    const i = modified - this.lo;
    return this.sets[i < 0 ? 0 : i >= this.sets.length ? this.sets.length - 1 : i];
  }

  /** The modified rolls past which the row no longer changes, lowest and highest. */
  bounds(): [number, number] {
    return [this.lo, this.lo + this.sets.length - 1];
  }
}

/**
 * Every unit's ManeuverTable in one flat array over the same span of
 * modified rolls (the widest of them), read by index: unit u's set for a
 * roll clamped to [lo, lo + span - 1] at u * span + roll - lo. Past its own
 * bounds a row no longer changes, so the wider span reads the same sets.
 */
export interface FlatManeuverTables {
  sets: Int32Array;
  lo: number;
  span: number;
}

export function flatManeuverTables(tables: readonly ManeuverTable[]): FlatManeuverTables {
  const bounds = tables.map((t) => t.bounds());
  const lo = bounds.length === 0 ? 0 : Math.min(...bounds.map((b) => b[0]));
  const span = bounds.length === 0 ? 1 : Math.max(...bounds.map((b) => b[1])) - lo + 1;
  const sets = new Int32Array(tables.length * span);
  tables.forEach((t, u) => {
    for (let i = 0; i < span; i++) sets[u * span + i] = t.allowed(lo + i);
  });
  return { sets, lo, span };
}

/**
 * An integral modifier as a small integer, so V8 keeps the fields that hold them as such: the sums read off
 * maneuverModifier are otherwise doubles (0 times a negative term is -0), which it boxes and reads as floats. Only
 * -0 changes, to 0, which no sum with a die tells apart.
 */
function small(x: number): number {
  return Number.isInteger(x) && Math.abs(x) < 0x40000000 ? x | 0 : x;
}

/**
 * §3.2's modifiers but the one for brigades acting together, as numbers:
 * each condition's term read off maneuverModifier itself (a sum of one term
 * per condition), so a roll's modifier is a few additions, no situation
 * written and read. Per division: its commander's class.
 */
export class ManeuverModifiers {
  private readonly none: number;
  readonly perMoraleHit: number;
  private readonly energetic: number;
  private readonly proficient: number;
  readonly justReplaced: number;
  private readonly commander: Int32Array;
  /**
   * per unit: its modifier with no morale hits and no leader just replaced while every leader of its side is in
   * action, as after its side's command phase (§2.3 Replacing Fallen leaders): its commander's class and the
   * energetic and proficient leaders within 2" (FieldIndex.leaderWith)
   */
  readonly inAction: Int32Array;
  constructor(rules: RepublicRules, s: EngagementSituation, ix: FieldIndex) {
    const none: ManeuverSituation = {
      grade: 'average',
      moraleHits: 0,
      sameAction: false,
      divisionCommander: 'proficient',
      proficientLeadersWithin2: 0,
      energeticLeadersWithin2: 0,
      leaderJustReplaced: false,
    };
    this.none = small(maneuverModifier(rules, none));
    const term = (x: Partial<ManeuverSituation>) =>
      small(maneuverModifier(rules, { ...none, ...x }) - this.none);
    this.perMoraleHit = term({ moraleHits: 1 });
    this.energetic = term({ energeticLeadersWithin2: 1 });
    this.proficient = term({ proficientLeadersWithin2: 1 });
    this.justReplaced = term({ leaderJustReplaced: true });
    this.commander = Int32Array.from(s.divisions, (d) => term({ divisionCommander: d.leader.class }));
    const n = s.units.length;
    this.inAction = Int32Array.from(s.units, (unit, u) => {
      let energetic = 0;
      let proficient = 0;
      // a battery has no leaders within 2" (leadersNearUnit): it makes no maneuver roll
      for (let d = 0; d < s.divisions.length && unit.arm !== 'artillery'; d++) {
        if (ix.leaderWith[d * n + u] !== 1) continue;
        if (ix.leaderClass[d] === LEADER_CLASS_INDEX.energetic) energetic++;
        else if (ix.leaderClass[d] === LEADER_CLASS_INDEX.proficient) proficient++;
      }
      return this.of(0, unit.division, energetic, proficient, false);
    });
  }

  /** The modifier of a brigade with `moraleHits`, of division `d`, with so many energetic and proficient leaders within 2", its leader just replaced or not. */
  of(moraleHits: number, d: number, energetic: number, proficient: number, replaced: boolean): number {
    return (
      this.none +
      moraleHits * this.perMoraleHit +
      this.commander[d] +
      energetic * this.energetic +
      proficient * this.proficient +
      (replaced ? this.justReplaced : 0)
    );
  }
}
