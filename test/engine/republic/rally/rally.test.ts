import { describe, expect, it } from 'vitest';
import { distancePenalty, leaderModifier, lossModifier, lossPercent } from '../../../../src/engine/republic/rally/rally-modifier.ts';
import { rallyTo } from '../../../../src/engine/republic/rally/rally-roll.ts';
import { GRADES, MORALE_STATES } from '../../../../src/engine/republic/rules/grades.ts';
import { compileText, distOf, exactOf, rules } from '../../../sims/republic/compile-situation.ts';

const r = rules.rally;
const columns = Int32Array.from(r.columns.map((c) => c.value));
const state = (i: number) => MORALE_STATES[i];
const greenRattled = r.old.green[1].value;

describe('§2.3 rally Example 1 (Green, Rattled, 25% lost)', () => {
  it('starts at 10, and 25% losses are -2 under both A6 readings', () => {
    expect(greenRattled).toBe(10);
    expect(lossModifier(r, lossPercent(r, false, 3, 1), 'perEighth')).toBe(-2);
    expect(lossModifier(r, lossPercent(r, false, 3, 1), 'perTenth')).toBe(-2);
  });
  for (const [reading, asPrinted] of [['plain', false], ['asPrinted', true]] as const) {
    it(`A2 ${reading}: die 6 -> Unformed, die 4 -> stays Rattled, die 1 -> Shaken`, () => {
      expect(state(rallyTo(columns, greenRattled, 6 - 2, asPrinted))).toBe('unformed');
      expect(state(rallyTo(columns, greenRattled, 4 - 2, asPrinted))).toBe('rattled');
      expect(state(rallyTo(columns, greenRattled, 1 - 2, asPrinted))).toBe('shaken');
    });
  }
  it('A2 asPrinted reads 10 + 4 as 13 (the printed number), plain as 14; both give 9 for -1', () => {
    // 13 is the Unformed column exactly: asPrinted lands on it, 12 (plain 10 + 2) falls short
    expect(r.columns[1].value).toBe(13);
    expect(rallyTo(columns, 9, 4, true)).toBe(rallyTo(columns, 12, 0, false)); // 9 + (4 - 1) = 12
  });
  it('the sim gives the example odds: Green Rattled with 25% lost', () => {
    const c = compileText('rally', 'grade: green\nmorale: rattled\nbases: 3\nbasesLost: 1');
    // modified = die - 2: die 1 -> 9 Shaken; 2-4 -> 10..12 Rattled; 5-7 -> 13..15 Unformed; 8-10 -> 16+ Formed
    expect(distOf(c, exactOf('rally', c), 'new_morale')).toMatchObject({ formed: 0.3, unformed: 0.3, rattled: 0.3, shaken: 0.1 });
    const p = compileText('rally', 'grade: green\nmorale: rattled\nbases: 3\nbasesLost: 1', { rallyArithmetic: 'asPrinted' });
    // asPrinted: die 5 -> 10 + 2 = 12 stays Rattled; die 8 -> 15 Unformed
    expect(distOf(p, exactOf('rally', p), 'new_morale')).toMatchObject({ formed: 0.2, unformed: 0.3, rattled: 0.4, shaken: 0.1 });
  });
});

describe('§2.3 rally modifiers', () => {
  it('A6: 40% lost is -3 one point per 12.5%, -4 one point per 10%', () => {
    expect(lossModifier(r, 40, 'perEighth')).toBe(-3);
    expect(lossModifier(r, 40, 'perTenth')).toBe(-4);
  });
  it('each battery damage counts as 20% lost', () => {
    expect(lossPercent(r, true, 1, 2)).toBe(40);
  });
  it('division leader 9" away is -2 (rounded down), within 4" nothing, at most -6', () => {
    expect([distancePenalty(r, 9), distancePenalty(r, 4), distancePenalty(r, 60)]).toEqual([-2, 0, -6]);
  });
  it('a leader hors de combat and not replaced subtracts his rating; seniors within 4" add', () => {
    expect(leaderModifier(r, { divisionRating: 2, divisionHorsDeCombat: true, divisionDistance: 0, seniorRatings: [] })).toBe(-2);
    expect(leaderModifier(r, { divisionRating: 2, divisionHorsDeCombat: false, divisionDistance: 9, seniorRatings: [1, 3] })).toBe(4);
  });
});

describe('rally table monotonicity (provisional values)', () => {
  it('columns fall from Formed to Shaken', () => {
    for (let i = 1; i < columns.length; i++) expect(columns[i]).toBeLessThan(columns[i - 1]);
  });
  it('a better grade never starts lower; a worse state never starts higher', () => {
    GRADES.forEach((g, gi) => {
      r.old[g].forEach((v, s) => {
        if (gi > 0) expect(r.old[GRADES[gi - 1]][s].value).toBeGreaterThanOrEqual(v.value);
        if (s > 0) expect(r.old[g][s - 1].value).toBeGreaterThanOrEqual(v.value);
      });
    });
  });
  it('a bigger modified roll never gives a worse state', () => {
    for (const old of [5, 10, 15]) for (let m = -12; m < 20; m++) expect(rallyTo(columns, old, m + 1, false)).toBeLessThanOrEqual(rallyTo(columns, old, m, false));
  });
});
