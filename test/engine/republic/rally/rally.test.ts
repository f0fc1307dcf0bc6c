import { describe, expect, it } from 'vitest';
import {
  distancePenalty,
  leaderModifier,
  lossModifier,
  lossPercent,
} from '../../../../src/engine/republic/rally/rally-modifier.ts';
import { rallyTo } from '../../../../src/engine/republic/rally/rally-roll.ts';
import { GRADES, MORALE_STATES } from '../../../../src/engine/republic/rules/grades.ts';
import { rallyFindings } from '../../../../src/engine/republic/audit/rally-audit.ts';
import { compileText, distOf, exactOf, rules } from '../../../sims/republic/compile-situation.ts';

const r = rules.rally;
/** A grade line's thresholds, Formed to Shaken, as the compiled rally reads them. */
const lineOf = (g: (typeof GRADES)[number]) => Int32Array.from(r.table[g].slice(0, 4), (c) => c.value);
const columns = lineOf('green');
const state = (i: number) => MORALE_STATES[i];
const greenRattled = r.table.green[2].value;

// §2.3 Example 1: "A rattled green unit which has suffered 25% casualties rolls 1D10 with a result of a 6.
// The 25% casualty level modifies the result downward by two points (-2), reducing it to a 4. That value is
// applied to the unit's starting value of 10 ... This raises the unit's value to a 13, improving its morale
// level to unformed. If the die roll had been a 4, the modifying effect on the starting value would have
// been a +2 for a morale condition of 12, which would not have been enough to improve the unit's morale.
// If the die roll had been a 1, the modified effect would have been a -1. This would have reduced the
// morale condition to a 9, causing the unit to become shaken."
describe('§2.3 rally Example 1 (Green, Rattled, 25% lost)', () => {
  it('starts at 10, and 25% losses are -2 under both A6 readings', () => {
    expect(greenRattled).toBe(10);
    expect(lossModifier(r, lossPercent(r, false, 3, 1), 'perEighth')).toBe(-2);
    expect(lossModifier(r, lossPercent(r, false, 3, 1), 'perTenth')).toBe(-2);
  });
  for (const [reading, asPrinted] of [
    ['plain', false],
    ['asPrinted', true],
  ] as const) {
    it(`A2 ${reading}: die 6 -> Unformed, die 4 -> stays Rattled, die 1 -> Shaken`, () => {
      expect(state(rallyTo(columns, greenRattled, 6 - 2, asPrinted))).toBe('unformed');
      expect(state(rallyTo(columns, greenRattled, 4 - 2, asPrinted))).toBe('rattled');
      expect(state(rallyTo(columns, greenRattled, 1 - 2, asPrinted))).toBe('shaken');
    });
  }
  it('A2 asPrinted reads 10 + 4 as 13 (the printed number), plain as 14; both give 9 for -1', () => {
    // 13 is the Green line's Unformed column exactly: asPrinted lands on it, 12 (plain 10 + 2) falls short
    expect(r.table.green[1].value).toBe(13);
    expect(rallyTo(columns, 9, 4, true)).toBe(rallyTo(columns, 12, 0, false)); // 9 + (4 - 1) = 12
  });
  it('the sim gives the example odds: Green Rattled with 25% lost', () => {
    const c = compileText('rally', 'grade: green\nmorale: rattled\nbases: 3\nbasesLost: 1');
    // modified = die - 2: die 1 -> 9 Shaken; 2-4 -> 10..12 Rattled; 5-8 -> 13..16 Unformed; 9-10 -> 17+ Formed (provisional 17)
    expect(distOf(c, exactOf('rally', c), 'new_morale')).toMatchObject({
      formed: 0.2,
      unformed: 0.4,
      rattled: 0.3,
      shaken: 0.1,
    });
    const p = compileText('rally', 'grade: green\nmorale: rattled\nbases: 3\nbasesLost: 1', {
      rallyArithmetic: 'asPrinted',
    });
    // asPrinted: die 5 -> 10 + 2 = 12 stays Rattled; die 6 -> 13 Unformed; die 10 -> 10 + 7 = 17 Formed
    expect(distOf(p, exactOf('rally', p), 'new_morale')).toMatchObject({
      formed: 0.1,
      unformed: 0.4,
      rattled: 0.4,
      shaken: 0.1,
    });
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
  // §2.3: "if the divisional commander is 9" away from the rallying brigade, that is a -2 distance modifier"
  it('division leader 9" away is -2 (rounded down), within 4" nothing, at most -6', () => {
    expect([distancePenalty(r, 9), distancePenalty(r, 4), distancePenalty(r, 60)]).toEqual([-2, 0, -6]);
  });
  it('a leader hors de combat and not replaced subtracts his rating; seniors within 4" add', () => {
    expect(
      leaderModifier(
        r,
        {
          divisionRating: 2,
          divisionHorsDeCombat: true,
          divisionDistance: 0,
          seniorRatings: [],
        },
        true,
        false,
      ),
    ).toBe(-2);
    expect(
      leaderModifier(
        r,
        {
          divisionRating: 2,
          divisionHorsDeCombat: false,
          divisionDistance: 9,
          seniorRatings: [1, 3],
        },
        true,
        false,
      ),
    ).toBe(4);
  });
  // §2.3: "If a corps or army leader within the unit's chain-of-command is within 4" of the unit, his rating may also
  // be added"; §2.2: "Minus-one rated leaders only inflict their leader modifier on units under their direct command"
  it('a -1 senior within 4" costs the brigade nothing unless rallySeniorMinusOne says added; a 2 beside him adds either way', () => {
    const seniors = {
      divisionRating: 1,
      divisionHorsDeCombat: false,
      divisionDistance: 0,
      seniorRatings: [-1, 2],
    };
    expect([leaderModifier(r, seniors, true, false), leaderModifier(r, seniors, true, true)]).toEqual([3, 2]);
  });
  it('the rally sim\'s reading says the -1 senior is left out, and the distance part stays 0 at 3"', () => {
    const text =
      'grade: green\nmorale: rattled\nbases: 3\nbasesLost: 1\nleaders: {divisionRating: 1, divisionDistance: 3, seniorRatings: [-1]}';
    const reading = (sw: string) =>
      (
        compileText('rally', text, { rallySeniorMinusOne: sw }) as unknown as {
          reading: Record<string, string>;
        }
      ).reading.modifiers;
    expect(reading('leftOut')).toBe(
      'division leader rating +1, 3" away 0, senior leaders within 4" 0 (1 rated -1 left out: not his direct command, §2.2; switch rallySeniorMinusOne), losses (1 of 4 bases lost) -2 = -1, added to the die',
    );
    expect(reading('added')).toBe(
      'division leader rating +1, 3" away 0, senior leaders within 4" -1, losses (1 of 4 bases lost) -2 = -2, added to the die',
    );
  });
  it('the rally sim reads the switch: a Green Rattled brigade needs 3 on the die to improve, 4 with the -1 added', () => {
    // old number 10 on the Green line, Unformed at 13 (§2.3 Example 1): better on a modified roll of 3 or more
    const text = (seniors: string) =>
      `grade: green\nmorale: rattled\nbases: 3\nbasesLost: 0\nleaders: {divisionRating: 0, seniorRatings: [${seniors}]}`;
    const better = (seniors: string, reading: string) => {
      const c = compileText('rally', text(seniors), { rallySeniorMinusOne: reading });
      return distOf(c, exactOf('rally', c), 'change').better;
    };
    expect([better('', 'leftOut'), better('-1', 'leftOut'), better('-1', 'added')]).toEqual([0.8, 0.8, 0.7]);
  });
  // §2.3: "Subtract one point from the rally roll for each 4" beyond 4" distant that the unit's divisional
  // leader base is located"; a fallen leader "is moved to the rear of its respective command" (Replacing Fallen leaders)
  it('a leader hors de combat 13" away: minus his rating and minus 3 for the distance, unless rallyFallenLeaderDistance says ignored', () => {
    const fallen = { divisionRating: 1, divisionHorsDeCombat: true, divisionDistance: 13, seniorRatings: [] };
    expect([leaderModifier(r, fallen, true, false), leaderModifier(r, fallen, false, false)]).toEqual([
      -4, -1,
    ]);
  });
});

describe('§2.3 one rally table line per grade', () => {
  it('each line falls from Formed to Demoralized', () => {
    for (const g of GRADES)
      for (let i = 1; i < 5; i++) expect(r.table[g][i].value).toBeLessThan(r.table[g][i - 1].value);
  });
  it("the old number and the thresholds come from the grade's own line: a Crack Rattled unit with 25% lost can get worse", () => {
    // Crack Rattled with 1 of 4 bases lost (25%, -2): a natural 1 gives a modified -1, below its own Rattled value
    const c = compileText('rally', 'grade: crack\nmorale: rattled\nbases: 3\nbasesLost: 1');
    expect(distOf(c, exactOf('rally', c), 'new_morale').shaken).toBe(0.1);
  });
  it('a bigger modified roll never gives a worse state, on every line', () => {
    for (const g of GRADES) {
      const cols = lineOf(g);
      for (const old of r.table[g].map((v) => v.value))
        for (let m = -12; m < 20; m++)
          expect(rallyTo(cols, old, m + 1, false)).toBeLessThanOrEqual(rallyTo(cols, old, m, false));
    }
  });
  it('a typed-in line that does not fall is an audit problem naming its cell', () => {
    expect(rallyFindings(rules)).toEqual([]);
    const bent = {
      ...rules,
      rally: {
        ...r,
        table: { ...r.table, veteran: [r.table.veteran[0], r.table.veteran[0], ...r.table.veteran.slice(2)] },
      },
    };
    const found = rallyFindings(bent);
    expect(found.map((f) => f.check)).toContain('rally lines fall from Formed to Demoralized');
    expect(found[0].where?.file).toMatch(/rally\.yaml$/);
  });
});
