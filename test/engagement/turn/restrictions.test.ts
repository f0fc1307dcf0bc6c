import { describe, expect, it } from 'vitest';
import { maneuverPhase } from '../../../src/engagement/turn/maneuver-phase.ts';
import { fieldFrom, scriptedDice } from './field.ts';

const field = (enemyArm: string) => fieldFrom(`
sectors: [{gap: 12}]
sides:
  Union:
    doctrine: {assaultUpTo: shaken}
    divisions: [{units: [{grade: average, morale: shaken, sector: 0}]}]
  Confederate:
    divisions: [{units: [{arm: ${enemyArm}, grade: average, sector: 0}]}]
`);

describe('§2.3 Shaken: "Infantry will not assault or advance on cavalry or artillery."', () => {
  it('a Shaken brigade whose roll allows Advance (6 - 3 morale hits + 1 proficient leader within 2" = 4) advances on infantry, not on cavalry', () => {
    const inf = field('infantry');
    maneuverPhase(scriptedDice([6]), inf.c, inf.f, 0);
    // up to 1" outside general assault range: 12 - 4 - 1 = 7"
    expect(inf.f.pos[0]).toBe(7);
    const cav = field('cavalry');
    maneuverPhase(scriptedDice([6]), cav.c, cav.f, 0);
    expect(cav.f.pos[0]).toBe(0);
  });
});
