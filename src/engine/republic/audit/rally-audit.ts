import { GRADES, MORALE_STATES } from '../rules/grades.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';
import { cellWhere, type Finding } from './finding.ts';

/**
 * §2.3 Rally: each old rally number lies in its own state's band of the
 * columns (so a modified roll of 0 leaves the state as it is), and a better
 * grade never starts lower in the same state.
 */
export function rallyFindings(rules: RepublicRules): Finding[] {
  const out: Finding[] = [];
  const cols = rules.rally.columns.map((c) => c.value);
  for (const g of GRADES) {
    rules.rally.old[g].forEach((v, i) => {
      const state = i + 1; // 1 Unformed ... 4 Demoralized
      const upper = cols[state - 1];
      const lower = state < cols.length ? cols[state] : -Infinity;
      if (v.value >= upper || v.value < lower) {
        const band = lower === -Infinity ? `below ${upper}` : `${lower} to ${upper - 1}`;
        out.push({ check: 'rally numbers in their band', severity: 'problem', message: `${g} ${MORALE_STATES[state]} starts at ${v.value}, outside its band (${band}): a modified roll of 0 would change its state`, where: cellWhere(v.cell) });
      }
    });
  }
  for (let g = 1; g < GRADES.length; g++) {
    rules.rally.old[GRADES[g]].forEach((v, i) => {
      const better = rules.rally.old[GRADES[g - 1]][i];
      if (v.value > better.value) {
        out.push({ check: 'rally numbers favour the better grade', severity: 'problem', message: `${GRADES[g]} ${MORALE_STATES[i + 1]} starts at ${v.value}, above ${GRADES[g - 1]}'s ${better.value}`, where: cellWhere(v.cell) });
      }
    });
  }
  return out;
}
