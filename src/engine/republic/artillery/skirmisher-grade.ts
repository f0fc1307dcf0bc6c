import { skirmisherGradeLadder } from '../rules/grade-reading.ts';
import type { Grade } from '../rules/grades.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';

/**
 * The skirmisher grades a packed skirmish screen can drop through, one per B
 * hit (§4.5 Skirmisher Targets), starting at its own grade: Veteran drops to
 * Green as in the §4.5 example under either reading of A7. Past Untrained
 * the screen has no grade left ("none").
 */
export function gradeDropLabels(
  rules: RepublicRules,
  from: Grade,
  switches: Record<string, string>,
): string[] {
  return [...skirmisherGradeLadder(rules, from, switches), 'none'];
}
