import {
  compileDivision,
  notUnshakenFrom,
  type CompiledDivision,
  type DivisionSituation,
} from '../../engine/republic/panic/division.ts';
import { gradeInForce, gradesInForce } from '../../engine/republic/rules/grade-reading.ts';
import { DEMORALIZED } from '../../engine/republic/rules/grades.ts';
import type { RepublicRules } from '../../engine/republic/rules/republic-rules.ts';

/**
 * One division's panic test (§6.1, §6.3) by the three things compileDivision
 * reads from the state of its units: the average grade by bases left (its
 * batteries' too under switch panicGradeBatteries counted), whether
 * it is unshaken (no unit with bases left Shaken or worse) and how many units
 * are Demoralized. Each such state is compiled by the panic rules' own
 * compileDivision the first time it is met and kept in a small table: a
 * division has at most (grades + 1) x 2 x (units + 1) of them, so the table
 * never fills, whatever the bases and morale of each unit.
 */
export class DivisionTests {
  private readonly tests: Array<CompiledDivision | undefined>;
  /** the field's infantry and cavalry units, then its batteries, as the situation lists them */
  private readonly combat: Int32Array;
  private readonly batteries: Int32Array;
  /** per infantry or cavalry unit, then per battery: its grade's index on the grade scale in force (A7) */
  private readonly gradeAt: Int32Array;
  /** switch panicGradeBatteries: 1 counted (a battery's grade is in the average, §6.1), 0 leftOut */
  private readonly batteryGrades: number;
  private readonly grades: number;
  /** switches panicAverageGrade (byUnit: each unit with bases counts once) and unshakenDivision (the first state that is not unshaken) */
  private readonly byUnit: boolean;
  private readonly shaken: number;
  constructor(
    private readonly rules: RepublicRules,
    /** the division as the test reads it; its units' bases and morale are set before a compile */
    private readonly situation: DivisionSituation,
    combat: readonly number[],
    batteries: readonly number[],
    private readonly switches: Record<string, string>,
  ) {
    this.combat = Int32Array.from(combat);
    this.batteries = Int32Array.from(batteries);
    const scale = gradesInForce(rules, switches);
    this.grades = scale.length;
    this.byUnit = switches.panicAverageGrade === 'byUnit';
    this.shaken = notUnshakenFrom(switches);
    this.batteryGrades = switches.panicGradeBatteries === 'leftOut' ? 0 : 1;
    this.gradeAt = Int32Array.from([...situation.units, ...(situation.batteries ?? [])], (u) =>
      scale.indexOf(gradeInForce(rules, u.grade, switches)),
    );
    this.tests = new Array((this.grades + 1) * 2 * (combat.length + batteries.length + 1));
  }

  /** The test with the division's units at the field's bases and morale states (indexed by unit). */
  get(bases: Int32Array, morale: Int32Array): CompiledDivision {
    const combat = this.combat;
    const batteries = this.batteries;
    let sum = 0;
    let n = 0;
    let unshaken = 1;
    let demoralized = 0;
    for (let j = 0; j < combat.length; j++) {
      const u = combat[j];
      const b = bases[u];
      const m = morale[u];
      const w = this.byUnit ? (b !== 0 ? 1 : 0) : b;
      sum += this.gradeAt[j] * w;
      n += w;
      if (b !== 0 && m >= this.shaken) unshaken = 0;
      // §6.3 a unit destroyed while Demoralized counts in every later test (a fixed reading, docs/limitations.md)
      if (m === DEMORALIZED) demoralized++;
    }
    for (let j = 0; j < batteries.length; j++) {
      const u = batteries[j];
      const b = bases[u];
      const m = morale[u];
      // §6.1 "the average troop grade of the testing division": its batteries' grades too (panicGradeBatteries)
      const w = (this.byUnit ? (b !== 0 ? 1 : 0) : b) * this.batteryGrades;
      sum += this.gradeAt[combat.length + j] * w;
      n += w;
      if (b !== 0 && m >= this.shaken) unshaken = 0;
      if (m === DEMORALIZED) demoralized++;
    }
    // §6.1 averageGrade's fixed reading (grades as evenly spaced steps, a half to the worse grade; docs/limitations.md); no bases left: a grade of its own
    const grade = n === 0 ? this.grades : Math.min(this.grades - 1, Math.floor(sum / n + 0.5));
    const k = ((grade * 2 + unshaken) * (combat.length + batteries.length + 1) + demoralized) | 0;
    return this.tests[k] ?? this.compile(k, bases, morale);
  }

  private compile(k: number, bases: Int32Array, morale: Int32Array): CompiledDivision {
    const units = this.situation.units;
    const batteries = this.situation.batteries ?? [];
    for (let j = 0; j < units.length; j++) {
      units[j].bases = bases[this.combat[j]];
      units[j].morale = morale[this.combat[j]];
    }
    for (let j = 0; j < batteries.length; j++) {
      batteries[j].bases = bases[this.batteries[j]];
      batteries[j].morale = morale[this.batteries[j]];
    }
    const test = compileDivision(this.rules, this.situation, this.switches);
    this.tests[k] = test;
    return test;
  }
}
