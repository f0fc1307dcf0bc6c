import { formatPanicResult } from '../../notation/panic-response.ts';
import { GRADES } from '../rules/grades.ts';
import type { RepublicRules } from '../rules/republic-rules.ts';
import { cellWhere, type Finding } from './finding.ts';

const score = (r: { rank: number; loss: number }) => r.rank * 10 + r.loss;

/**
 * §5.5, §6.1: the Panic Index never gives a milder response (or a smaller
 * loss number) to a worse grade or a higher panic level; Panic 4 lines are
 * forced moves of a failed test (F, Re, Rt); pass numbers rise as grades
 * fall; and grade-keyed assault values favour the better grade.
 */
export function panicIndexFindings(rules: RepublicRules): Finding[] {
  const out: Finding[] = [];
  const lv = rules.panic.levels;
  for (let l = 0; l < lv.length; l++) {
    for (let g = 0; g < GRADES.length; g++) {
      const here = lv[l][GRADES[g]];
      const show = `P${l + 1} ${GRADES[g]} \`${formatPanicResult(here.value)}\``;
      if (g > 0 && score(here.value) < score(lv[l][GRADES[g - 1]].value)) {
        out.push({
          check: 'Panic Index monotone',
          severity: 'problem',
          message: `${show} is milder than ${GRADES[g - 1]}'s \`${formatPanicResult(lv[l][GRADES[g - 1]].value)}\``,
          where: cellWhere(here.cell),
          pair: cellWhere(lv[l][GRADES[g - 1]].cell),
        });
      }
      if (l > 0 && score(here.value) < score(lv[l - 1][GRADES[g]].value)) {
        out.push({
          check: 'Panic Index monotone',
          severity: 'problem',
          message: `${show} is milder than P${l}'s \`${formatPanicResult(lv[l - 1][GRADES[g]].value)}\``,
          where: cellWhere(here.cell),
          pair: cellWhere(lv[l - 1][GRADES[g]].cell),
        });
      }
    }
  }
  for (const g of GRADES) {
    const p4 = lv[3][g];
    if (!['F', 'Re', 'Rt'].includes(p4.value.response)) {
      out.push({
        check: 'Panic 4 is a forced move (§6.1)',
        severity: 'problem',
        message: `P4 ${g} is ${p4.value.response}; a failed panic test falls back, retreats or routs`,
        where: cellWhere(p4.cell),
      });
    }
  }
  const gradeKeyed = [
    ['panic pass number', rules.panic.pass, -1],
    ['assault grade modifier', rules.grades.assaultModifier, 1],
    ['points per natural-roll M hit', rules.grades.pointsPerMoraleHit, 1],
  ] as const;
  for (const [name, table, better] of gradeKeyed) {
    for (let g = 1; g < GRADES.length; g++) {
      const prev = table[GRADES[g - 1]];
      const here = table[GRADES[g]];
      if ((prev.value - here.value) * better < 0) {
        out.push({
          check: 'grade-keyed values favour the better grade',
          severity: 'problem',
          message: `${name}: ${GRADES[g]} ${here.value} beats ${GRADES[g - 1]} ${prev.value}`,
          where: cellWhere(here.cell),
          pair: cellWhere(prev.cell),
        });
      }
    }
  }
  return out;
}
