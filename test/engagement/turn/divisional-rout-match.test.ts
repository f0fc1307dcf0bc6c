import { describe, expect, it } from 'vitest';
import { RESPONSES } from '../../../src/engine/notation/panic-response.ts';
import { assaultPhase } from '../../../src/engagement/turn/assault-phase.ts';
import { forcedMove } from '../../../src/engagement/turn/forced-move.ts';
import { fieldFrom, ONE_EACH, scriptedDice } from './field.ts';

const rank = (r: string) => RESPONSES.indexOf(r as (typeof RESPONSES)[number]);

describe('§6.1 Panic Test Procedure, the worked example of a divisional rout', () => {
  // §6.1: "if a unit had already conducted a Fallback out of an assault and it's division then panics
  // and routs, the unit will conduct the extra retrograde movement that reflects the difference between
  // the Fallback and Rout result (for infantry in this case, it would involve turning backs to the
  // enemy and moving an extra 4" away from the enemy and/or toward friendly lines)"
  it('infantry that fell back 10" out of an assault moves an extra 4" when its division routs (14")', () => {
    const { c, f } = fieldFrom(ONE_EACH);
    assaultPhase(scriptedDice([]), c, f, 0); // nothing to fight
    forcedMove(c, f, 0, rank('F'), false, rank('F'));
    expect(f.pos[0]).toBe(-10);
    forcedMove(c, f, 0, rank('Rt'), false, rank('Rt'), true);
    expect(f.pos[0]).toBe(-14);
  });
});
