import { GRADES, type Grade } from './grades.ts';
import type { RepublicRules } from './republic-rules.ts';
import { typedSwitches } from '../../ruleset/typed-switches.ts';

/** The grade a table is read at under the `grades` switch (A7: four grades reads Average as Green). */
export function gradeInForce(rules: RepublicRules, g: Grade, given: Readonly<Record<string, string>>): Grade {
  const switches = typedSwitches('republic', given);
  return switches.grades === 'four' ? (rules.grades.fourGradeReading[g] ?? g) : g;
}

/** The grades in force, best first. */
export function gradesInForce(rules: RepublicRules, switches: Readonly<Record<string, string>>): Grade[] {
  return GRADES.filter((g) => gradeInForce(rules, g, switches) === g);
}

/**
 * §4.5 Skirmisher Targets: the levels a unit's skirmisher type rating drops
 * through, one per B hit, starting at the unit's grade. The levels are the
 * four grades of §2.3 under either reading of A7, so Veteran skirmishers
 * drop to Green as in the §4.5 example while assaults keep five grades
 * (the §5.1 example).
 */
export function skirmisherGradeLadder(
  rules: RepublicRules,
  from: Grade,
  switches: Readonly<Record<string, string>>,
): Grade[] {
  const start = gradeInForce(rules, from, switches);
  const fourGrades = GRADES.filter((g) => rules.grades.fourGradeReading[g] === undefined);
  return [start, ...fourGrades.filter((g) => GRADES.indexOf(g) > GRADES.indexOf(start))];
}
