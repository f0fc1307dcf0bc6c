import type { LoadedRuleset } from '../../ruleset/loaded-ruleset.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';
import { artilleryFindings } from './artillery-audit.ts';
import { asymmetry, cliffs, columnsOrdered, monotoneInDifference } from './assault-table-audit.ts';
import type { Finding } from './finding.ts';
import {
  exampleMatchup,
  modifierCurve,
  modifierFindings,
  type Matchup,
  type ModifierPoint,
} from './modifier-curve.ts';
import { panicIndexFindings } from './panic-audit.ts';
import { rallyFindings } from './rally-audit.ts';
import { ordinaryReach, reachFindings } from './reach.ts';

export interface RepublicAudit {
  ruleset: { id: string; hash: string; cells: number; provisionalCells: number };
  switches: Record<string, string>;
  findings: Finding[];
  /** first-round reach of each assault table row in ordinary situations */
  reach: Array<{ diff: number; probability: number }>;
  modifierCurve: ModifierPoint[];
  /** the sides of the win-chance curve, in words */
  matchup: string;
}

/** Is the table balanced? Every check the assault, panic, rally and artillery tables must pass, and what is worth a look. */
export function auditRepublic(
  r: LoadedRuleset<RepublicRules>,
  switches: Record<string, string>,
  matchup: Matchup = exampleMatchup(),
): RepublicAudit {
  const rules = r.data;
  const t = rules.assault.table;
  const curve = modifierCurve(rules, switches, matchup);
  return {
    ruleset: {
      id: r.source.id,
      hash: r.source.hash,
      cells: r.ledger.total,
      provisionalCells: r.ledger.provisional,
    },
    switches,
    findings: [
      ...monotoneInDifference(t),
      ...columnsOrdered(t),
      ...panicIndexFindings(rules),
      ...rallyFindings(rules),
      ...artilleryFindings(rules),
      ...modifierFindings(curve, matchup.label),
      ...cliffs(t),
      ...asymmetry(t),
      ...reachFindings(rules),
    ],
    reach: Array.from(ordinaryReach(rules), (probability, i) => ({ diff: t.maxDiff - i, probability })),
    modifierCurve: curve,
    matchup: matchup.label,
  };
}
