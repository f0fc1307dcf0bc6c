import { GRADES, type Grade } from './grades.ts';
import type { RepublicRules } from './republic-rules.ts';

/** The grade a table is read at under the `grades` switch (A7: four grades reads Average as Green). */
export function gradeInForce(rules: RepublicRules, g: Grade, switches: Record<string, string>): Grade {
  return switches.grades === 'four' ? (rules.grades.fourGradeReading[g] ?? g) : g;
}

/** The grades in force, best first. */
export function gradesInForce(rules: RepublicRules, switches: Record<string, string>): Grade[] {
  return GRADES.filter((g) => gradeInForce(rules, g, switches) === g);
}
