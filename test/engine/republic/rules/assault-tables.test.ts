import { describe, expect, it } from 'vitest';
import { standing } from '../../../../src/engine/republic/audit/standing.ts';
import { GRADES } from '../../../../src/engine/republic/rules/grades.ts';
import { republic } from '../../../helpers/republic.ts';

const rules = republic.data;
const table = rules.assault.table;

describe('the shipped assault table', () => {
  it('spans +14 to -13 (the sibling notes)', () => {
    expect(table.maxDiff).toBe(14);
    expect(table.minDiff).toBe(-13);
  });

  it('keeps the §5.1 example: Pitched Battle +6 gives 3P, its 3P marked as from the example and the cell provisional (its action is not in the example)', () => {
    const cell = table.cells[1][14 - 6];
    expect(cell.value.hits).toEqual({ m: 0, b: 0, p: 3 });
    expect(cell.cell.source).toBe('provisional');
    expect(cell.cell.parts).toEqual([
      { text: '3P', source: 'example' },
      { text: 'Carry', source: 'provisional' },
    ]);
  });

  it('is monotone in the difference within each column', () => {
    for (const col of table.cells) {
      for (let i = 1; i < col.length; i++) {
        const hi = table.maxDiff - (i - 1);
        expect(standing(col[i - 1].value, hi), `row ${hi}`).toBeGreaterThanOrEqual(
          standing(col[i].value, hi - 1),
        );
      }
    }
  });

  it('orders the columns: Attacker Advantage >= Pitched Battle >= Defender Advantage for the attacker (ties aside)', () => {
    for (let i = 0; i < table.cells[0].length; i++) {
      const diff = table.maxDiff - i;
      if (diff === 0) continue; // the Pitched Battle tie hits both sides (§5.3)
      const [aa, pb, da] = table.cells.map((c) => standing(c[i].value, diff));
      expect(aa, `AA at ${diff}`).toBeGreaterThanOrEqual(pb);
      expect(pb, `PB at ${diff}`).toBeGreaterThanOrEqual(da);
    }
  });

  it('gives hits only to the side that lost the modified roll', () => {
    for (const col of table.cells)
      col.forEach((c) => expect(c.value.each ? table.maxDiff - col.indexOf(c) : 0).toBe(0));
  });
});

describe('grade-keyed values', () => {
  it('better grades get better assault modifiers and take fewer M hits per point (§5.4, §5.1 step 6)', () => {
    for (let g = 1; g < GRADES.length; g++) {
      expect(rules.grades.assaultModifier[GRADES[g - 1]].value).toBeGreaterThanOrEqual(
        rules.grades.assaultModifier[GRADES[g]].value,
      );
      expect(rules.grades.pointsPerMoraleHit[GRADES[g - 1]].value).toBeGreaterThanOrEqual(
        rules.grades.pointsPerMoraleHit[GRADES[g]].value,
      );
    }
  });
  it('Veteran +1, Average 0, three points per hit for both (§5.1 example)', () => {
    expect(rules.grades.assaultModifier.veteran.value).toBe(1);
    expect(rules.grades.assaultModifier.average.value).toBe(0);
    expect(rules.grades.pointsPerMoraleHit.veteran.value).toBe(3);
    expect(rules.grades.pointsPerMoraleHit.average.value).toBe(3);
  });
});

describe('the Panic Index (§5.5)', () => {
  const lv = rules.panic.levels;
  it('Veteran P2 -> W and Untrained P2 -> Re (§5.5 example)', () => {
    expect(lv[1].veteran.value.response).toBe('W');
    expect(lv[1].untrained.value.response).toBe('Re');
  });
  it('an average unit routing at Panic 4 has loss number 1 (§6.3 example: 1 + 3 modifiers = 4 bases)', () => {
    expect(lv[3].average.value.loss + 3).toBe(4);
  });
  it('is monotone: a higher level or a worse grade never gives a milder response or smaller loss', () => {
    for (let l = 0; l < 4; l++) {
      for (let g = 0; g < GRADES.length; g++) {
        const here = lv[l][GRADES[g]].value;
        const score = (r: typeof here) => r.rank * 10 + r.loss;
        if (g > 0) expect(score(here)).toBeGreaterThanOrEqual(score(lv[l][GRADES[g - 1]].value));
        if (l > 0) expect(score(here)).toBeGreaterThanOrEqual(score(lv[l - 1][GRADES[g]].value));
      }
    }
  });
  it('Panic 4 responses are the forced moves of a failed panic test: F, Re or Rt (§6.1)', () => {
    for (const g of GRADES) expect(['F', 'Re', 'Rt']).toContain(lv[3][g].value.response);
  });
  it('pass numbers rise as grades fall', () => {
    for (let g = 1; g < GRADES.length; g++)
      expect(rules.panic.pass[GRADES[g]].value).toBeGreaterThanOrEqual(rules.panic.pass[GRADES[g - 1]].value);
  });
});
