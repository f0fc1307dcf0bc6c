import { describe, expect, it } from 'vitest';
import { actionSetLabel, allowedActions } from '../../../../src/engine/republic/maneuver/maneuver.ts';
import { GRADES } from '../../../../src/engine/republic/rules/grades.ts';
import { compileText, distOf, exactOf, rules } from '../../../sims/republic/compile-situation.ts';

const five = { grades: 'five' };

describe('§3.2 maneuver', () => {
  it('a Green modified 3 may advance, hold or pull back, but not maneuver or assault', () => {
    expect(actionSetLabel(allowedActions(rules, 'green', 3, five))).toBe('Hold, Advance, Pull back');
  });
  it('modifiers as the text states: same action +1, energetic commander +1, proficient +1, energetic +2, per M -1, cautious -1, replaced -3', () => {
    const m = rules.maneuver.modifiers;
    expect([m.sameAction, m.energeticDivisionCommander, m.proficientLeaderWithin2, m.energeticLeaderWithin2, m.perMoraleHit, m.cautiousDivisionCommander, m.leaderJustReplaced].map((v) => v.value)).toEqual([1, 1, 1, 2, -1, -1, -3]);
  });
  it('the sim sums the modifiers onto the die: Green, 2 morale hits, energetic leader within 2" -> modified = die', () => {
    const c = compileText('maneuver', 'grade: green\nmoraleHits: 2\nenergeticLeadersWithin2: 1');
    const ex = exactOf('maneuver', c);
    // Green advance needs 3, assault 7: dice 3-10 advance, 7-10 assault
    expect(distOf(c, ex, 'may_advance').yes).toBeCloseTo(0.8, 12);
    expect(distOf(c, ex, 'may_assault').yes).toBeCloseTo(0.4, 12);
  });
  it('monotone: a better grade or a bigger roll never allows fewer actions', () => {
    for (let m = -5; m <= 15; m++) {
      GRADES.forEach((g, i) => {
        const set = allowedActions(rules, g, m, five);
        expect(allowedActions(rules, g, m + 1, five) & set).toBe(set);
        if (i > 0) expect(allowedActions(rules, GRADES[i - 1], m, five) & set).toBe(set);
      });
    }
  });
});
