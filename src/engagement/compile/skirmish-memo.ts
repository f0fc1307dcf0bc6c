import { compileSkirmish, hitsFrom } from '../../engine/republic/skirmish/skirmish.ts';
import { GRADES } from '../../engine/republic/rules/grades.ts';
import type { RepublicRules } from '../../engine/republic/rules/republic-rules.ts';
import { typedSwitches } from '../../engine/ruleset/typed-switches.ts';
import type { EngagementSituation } from '../situation/engagement-situation.ts';

/** An exchange's ints in SkirmishMemo's table, from its offset (a const enum: a bundle writes its members in as literals). */
export const enum EX {
  /** the natural roll a blocker blocks on */
  BLOCK_ON = 0,
  /** the least attack die that hits (hitsFrom) */
  HITS_FROM = 1,
  /** 1 if a cell it reads is provisional */
  PROVISIONAL = 2,
  /** 1 once compiled */
  COMPILED = 3,
  /** the highest natural attack die on which an unblocked marker flees and is picked up (§4.1 Flee); 0 never */
  FLEE_AT = 4,
  SIZE = 5,
}

/**
 * One skirmish marker of `attacker` shooting at `target` at a range, with so
 * many markers of the defending brigade `screen` trying to block it (§4.1),
 * compiled on first use by the skirmish rules' own compileSkirmish. An
 * exchange reads of the units only the attacker's grade and the blockers',
 * so it is kept in a table by those grades, the range bracket and the
 * blockers, read by index: the few numbers a marker's dice are read
 * against, in a flat table (`table`), so a marker is its dice and two loads.
 */
export class SkirmishMemo {
  /** per exchange, at its key times EX.SIZE: its numbers (EX); the blockers are all of one grade */
  readonly table: Int32Array;
  /** per unit: its part of a key as the attacker, and as the blockers' parent (its GRADES index times their strides) */
  private readonly asAttacker: Int32Array;
  private readonly asBlockers: Int32Array;
  /** a key's stride per range bracket (its number fields start at 0: declared with no value, undefined then a number, each read is checked) */
  private readonly perBracket: number = 0;
  /** blockers a marker may face at most: the most markers a unit deploys (§1.4) */
  private readonly most: number = 0;
  /** the range brackets' upper bounds and the longest range, inches (§4.1) */
  private readonly brackets: Float64Array;
  /** §4.1 "markers fire on enemy combat bases within 5"": beyond it `get` is null */
  readonly maxRange: number = 0;
  /** §3.5 inches a marker may stand ahead of its parent */
  readonly reach: number = 0;
  /** §4.1 Defend: inches within which a defending marker may block an attacking one */
  readonly blockReach: number = 0;
  constructor(
    private readonly rules: RepublicRules,
    private readonly s: EngagementSituation,
    private readonly switches: Record<string, string>,
  ) {
    this.brackets = Float64Array.from(rules.skirmish.brackets, (b) => b.value);
    this.maxRange = rules.skirmish.maxRange.value;
    this.reach = rules.distances.skirmishReach.value;
    this.blockReach = rules.distances.blockReach.value;
    this.most = Math.max(0, ...s.units.map((u) => u.skirmishers));
    // a key: ((bracket * grades + attacker's grade) * grades + blockers' grade) * (most + 1) + blockers
    const blockerSlots = this.most + 1;
    this.asBlockers = Int32Array.from(s.units, (u) => GRADES.indexOf(u.grade) * blockerSlots);
    this.asAttacker = Int32Array.from(s.units, (u) => GRADES.indexOf(u.grade) * GRADES.length * blockerSlots);
    this.perBracket = GRADES.length * GRADES.length * blockerSlots;
    this.table = new Int32Array(
      GRADES.length * GRADES.length * (this.brackets.length + 1) * (this.most + 1) * EX.SIZE,
    );
  }

  /**
   * The range of the next `exchange`, inches: a fraction handed over in a typed
   * slot, as an argument to a call not inlined it would be boxed, an
   * allocation each marker.
   */
  readonly range = new Float64Array(1);

  /**
   * The exchange at this.range, a range within skirmish range (maxRange): its
   * offset in `table`, compiled on first use.
   */
  exchange(attacker: number, target: number, screen: number, blockers: number): number {
    const range = this.range[0];
    const brackets = this.brackets;
    let bracket = 0;
    while (bracket < brackets.length && range > brackets[bracket]) bracket++;
    // beyond the last bracket reads as findIndex's -1, slot 0; the blockers' grade only when there are any
    const at =
      ((bracket === brackets.length ? 0 : bracket + 1) * this.perBracket +
        this.asAttacker[attacker] +
        (blockers > 0 ? this.asBlockers[screen] : 0) +
        blockers) *
      EX.SIZE;
    if (blockers > this.most || this.table[at + EX.COMPILED] === 0)
      this.compile(at, attacker, target, screen, blockers);
    return at;
  }

  /** Compile the exchange at `at` (exchange), out of its loop's way. */
  private compile(at: number, attacker: number, target: number, screen: number, blockers: number): void {
    if (blockers > this.most)
      throw new Error(`${blockers} blockers: a unit deploys at most ${this.most} markers`);
    const a = this.s.units[attacker];
    const b = this.s.units[blockers > 0 ? screen : target];
    const c = compileSkirmish(
      this.rules,
      {
        attackerGrade: a.grade,
        range: Math.max(this.range[0], 0.5),
        blockers: Array<typeof b.grade>(blockers).fill(b.grade),
        targetMorale: 0,
      },
      this.switches,
    );
    this.table[at + EX.BLOCK_ON] = blockers > 0 ? c.block[0] : 0;
    this.table[at + EX.HITS_FROM] = hitsFrom(c);
    this.table[at + EX.PROVISIONAL] = c.provisional ? 1 : 0;
    // switch fledMarkers: under stayOut a marker that rolls Flee only misses
    this.table[at + EX.FLEE_AT] =
      typedSwitches('republic', this.switches).fledMarkers === 'stayOut' ? 0 : c.flee;
    this.table[at + EX.COMPILED] = 1;
  }
}
