import { ASSAULT_COLUMNS, type AssaultTable } from '../rules/assault-table.ts';
import { GRADES } from '../rules/grades.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';
import type { Finding } from './finding.ts';

/**
 * How often a first round lands on each table row between formed brigades
 * of equal size with only their grades to modify the rolls, averaged over
 * the 25 grade pairings: rows[row] is the probability.
 */
export function ordinaryReach(rules: RepublicRules): Float64Array {
  const t = rules.assault.table;
  const rows = new Float64Array(t.maxDiff - t.minDiff + 1);
  const w = 1 / (GRADES.length * GRADES.length * 100);
  for (const a of GRADES) {
    for (const d of GRADES) {
      const k = rules.grades.assaultModifier[a].value - rules.grades.assaultModifier[d].value;
      for (let na = 1; na <= 10; na++) {
        for (let nd = 1; nd <= 10; nd++) {
          const diff = Math.max(t.minDiff, Math.min(t.maxDiff, na - nd + k));
          rows[t.maxDiff - diff] += w;
        }
      }
    }
  }
  return rows;
}

/** Rows an ordinary assault never reaches: only further modifiers bring them into play. */
export function reachFindings(rules: RepublicRules): Finding[] {
  const t: AssaultTable = rules.assault.table;
  const reach = ordinaryReach(rules);
  const never: string[] = [];
  reach.forEach((p, i) => {
    if (p === 0) never.push(String(t.maxDiff - i > 0 ? `+${t.maxDiff - i}` : t.maxDiff - i));
  });
  if (never.length === 0) return [];
  const cells = never.length * ASSAULT_COLUMNS.length;
  return [
    {
      check: 'rows never reached',
      severity: 'note',
      message: `${never.length} row${never.length === 1 ? '' : 's'} (${cells} cells: ${never.join(', ')}) ${never.length === 1 ? 'is' : 'are'} never reached by formed brigades of equal size with only grade modifiers; they come into play only with cover, leaders, repeaters, outnumbering, flank or rear attacks and losses`,
    },
  ];
}
