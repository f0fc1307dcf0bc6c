import { describe, expect, it } from 'vitest';
import { DEMORALIZED } from '../../../src/engine/republic/rules/grades.ts';
import { firePhase, MORALE } from '../../../src/engagement/turn/fire-phase.ts';
import { brigadeAndGuns, fieldFrom, scriptedDice } from './field.ts';

describe('firePhase: the hits wait, land together and leave nothing pending', () => {
  it('a Medium Rifle at 12" rolling 5 puts 1M on the Confederate brigade; no hit waits for the next fire phase', () => {
    const { c, f } = fieldFrom(brigadeAndGuns(1, 12));
    const dice = scriptedDice([5, 5]);
    firePhase(dice, c, f, 0);
    expect([f.morale[2], f.bases[2], dice.left()]).toEqual([1, 6, 1]);
    expect([...f.pendM, ...f.pendB, ...f.skirmishM]).toEqual(Array(9).fill(0));
    firePhase(dice, c, f, 0);
    expect([f.morale[2], dice.left()]).toEqual([2, 0]);
  });
});

describe("the fire phase's morale literal", () => {
  it("is the rules' Demoralized state (§2.3 a Demoralized battery is silenced)", () => {
    expect(MORALE.DEMORALIZED).toBe(DEMORALIZED);
  });
});
