import { GRADES, MORALE_STATES } from '../rules/grades.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';
import { cellWhere, type Finding } from './finding.ts';

/**
 * §2.3 Rally: each grade line falls from Formed to Demoralized (a worse
 * state is a lower number on the same line), and a better grade never needs
 * a bigger roll than a worse one to climb from a state to the next.
 */
export function rallyFindings(rules: RepublicRules): Finding[] {
  const out: Finding[] = [];
  const t = rules.rally.table;
  for (const g of GRADES) {
    for (let s = 1; s < t[g].length; s++) {
      const v = t[g][s];
      const better = t[g][s - 1];
      if (v.value >= better.value) {
        out.push({
          check: 'rally lines fall from Formed to Demoralized',
          severity: 'problem',
          message: `${g} ${MORALE_STATES[s]} is ${v.value}, not below ${MORALE_STATES[s - 1]}'s ${better.value} on the same line`,
          where: cellWhere(v.cell),
          pair: cellWhere(better.cell),
        });
      }
    }
  }
  for (let g = 1; g < GRADES.length; g++) {
    const worse = t[GRADES[g]];
    const better = t[GRADES[g - 1]];
    for (let s = 1; s < Math.min(worse.length, better.length); s++) {
      const climbWorse = worse[s - 1].value - worse[s].value;
      const climbBetter = better[s - 1].value - better[s].value;
      if (climbBetter > climbWorse) {
        out.push({
          check: 'rally lines favour the better grade (a design expectation, not a rule of the text)',
          severity: 'note',
          message: `${GRADES[g - 1]} needs ${climbBetter} to climb from ${MORALE_STATES[s]} to ${MORALE_STATES[s - 1]}, more than ${GRADES[g]}'s ${climbWorse}`,
          where: cellWhere(better[s - 1].cell),
        });
      }
    }
  }
  return out;
}
