import { auditRepublic } from '../../engine/republic/audit/audit-republic.ts';
import type { Ruleset } from '../../engine/families/families.ts';
import { columnsOrdered, monotoneInDifference } from '../../engine/republic/audit/assault-table-audit.ts';
import type { Finding } from '../../engine/republic/audit/finding.ts';
import { panicIndexFindings } from '../../engine/republic/audit/panic-audit.ts';
import type { RepublicRules } from '../../engine/republic/rules/republic-rules.ts';

/**
 * The audit's rules a tuned table must keep (the problems `warbench audit
 * --strict` fails on): rows monotone in the difference, columns ordered
 * AA >= PB >= DA, the Panic Index monotone by grade and level.
 */
export function auditProblems(rules: RepublicRules): Finding[] {
  return [
    ...monotoneInDifference(rules.assault.table),
    ...columnsOrdered(rules.assault.table),
    ...panicIndexFindings(rules),
  ].filter((f) => f.severity === 'problem');
}

/** Every problem the whole audit finds (as `warbench audit --strict`), for a move about to be kept. */
export function fullAuditProblems(ruleset: Ruleset<'republic'>, switches: Record<string, string>): Finding[] {
  return auditRepublic(ruleset, switches).findings.filter((f) => f.severity === 'problem');
}
