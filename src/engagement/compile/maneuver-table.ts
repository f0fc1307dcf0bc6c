import { allowedActions } from '../../engine/republic/maneuver/maneuver.ts';
import { gradeInForce } from '../../engine/republic/rules/grade-reading.ts';
import type { Grade } from '../../engine/republic/rules/grades.ts';
import type { RepublicRules } from '../../engine/republic/rules/republic-rules.ts';

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
}
