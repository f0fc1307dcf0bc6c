import { describe, expect, it } from 'vitest';
import { maneuverPhase } from '../../../src/engagement/turn/maneuver-phase.ts';
import { distance } from '../../../src/engagement/state/field-state.ts';
import { fieldFrom, scriptedDice } from './field.ts';

const field = (enemyArm: string) =>
  fieldFrom(`
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
    // §3.2 Advance "up to the limit of it's allowable movement, but without entering into assault range":
    // just outside general assault range, 12 - 4 - 0.1 = 7.9", 4.1" from the enemy
    expect(inf.f.pos[0]).toBeCloseTo(7.9, 9);
    expect(distance(inf.c, inf.f, 0, 1)).toBeGreaterThan(4);
    const cav = field('cavalry');
    maneuverPhase(scriptedDice([6]), cav.c, cav.f, 0);
    expect(cav.f.pos[0]).toBe(0);
  });
});
