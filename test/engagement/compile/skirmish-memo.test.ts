import { describe, expect, it } from 'vitest';
import { EX } from '../../../src/engagement/compile/skirmish-memo.ts';
import {
  BLOCKED,
  compileSkirmish,
  HIT,
  skirmishResult,
} from '../../../src/engine/republic/skirmish/skirmish.ts';
import { fieldFrom } from '../turn/field.ts';

// A crack brigade with two markers facing a green brigade with two.
const DUEL = `
sectors: [{gap: 6}]
sides:
  Union:
    divisions: [{units: [{grade: crack, skirmishers: 2, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: green, skirmishers: 2, sector: 0}]}]
`;

describe("SkirmishMemo's table: a marker's dice read against two numbers", () => {
  const { c } = fieldFrom(DUEL);
  const memo = c.skirmish;
  it("gives every blocker die and attack die the result of the rules' own exchange (§4.1)", () => {
    for (const range of [1, 3, 5])
      for (const blockers of [0, 1, 2]) {
        memo.range[0] = range;
        const x = memo.exchange(0, 1, 1, blockers);
        const rules = compileSkirmish(
          c.rules,
          { attackerGrade: 'crack', range, blockers: Array(blockers).fill('green'), targetMorale: 0 },
          {},
        );
        expect(memo.table[x + EX.PROVISIONAL]).toBe(rules.provisional ? 1 : 0);
        for (let block = 1; block <= 10; block++)
          for (let attack = 1; attack <= 10; attack++) {
            const dice = new Int32Array(blockers).fill(block);
            const blocked = blockers > 0 && block >= memo.table[x + EX.BLOCK_ON];
            const hit = !blocked && attack >= memo.table[x + EX.HITS_FROM];
            const result = skirmishResult(rules, dice, attack);
            expect([blocked, hit]).toEqual([result === BLOCKED, result === HIT]);
          }
      }
  });
  it('keeps an exchange by its bracket: a second range in the same bracket reads the same slot', () => {
    memo.range[0] = 1;
    const a = memo.exchange(0, 1, 1, 1);
    memo.range[0] = 0.75;
    expect(memo.exchange(0, 1, 1, 1)).toBe(a);
    memo.range[0] = 5;
    expect(memo.exchange(0, 1, 1, 1)).not.toBe(a);
  });
});
