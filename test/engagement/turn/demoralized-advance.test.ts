import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { ACTIONS } from '../../../src/engine/notation/assault-cell.ts';
import { S } from '../../../src/engine/republic/assault/assault-state.ts';
import { MORALE_STATES } from '../../../src/engine/republic/rules/grades.ts';
import { RULE } from '../../../src/engagement/state/field-state.ts';
import { assaultPhase } from '../../../src/engagement/turn/assault-phase.ts';
import { carryEmpty } from '../../../src/engagement/turn/carry.ts';
import { fieldFrom } from './field.ts';

const SHAKEN = MORALE_STATES.indexOf('shaken');
const DEMORALIZED = MORALE_STATES.indexOf('demoralized');

/** An average six-base brigade 4" from an average four-base brigade. */
const field = () =>
  fieldFrom(`
sectors: [{gap: 4}]
sides:
  Union:
    doctrine: {assault: never}
    divisions: [{units: [{grade: average, bases: 6, sector: 0}]}]
  Confederate:
    doctrine: {assault: never}
    divisions: [{units: [{grade: average, bases: 4, sector: 0}]}]
`);

// §2.3 "Demoralized - Unit may not change formation, deploy skirmishers or unlimber and will not voluntarily advance
// toward any enemies"; §5.5 Carry Position: "Attacking formations allowed to carry a position may advance into all
// or part of the position originally taken up by the enemy unit(s)"
describe('§2.3 a Demoralized attacker takes no voluntary advance', () => {
  it('seed 19: a Shaken attacker left Demoralized by the assault wins a Carry and stays where it fought', () => {
    const { c, f } = field();
    f.morale[0] = SHAKEN;
    f.assaulting[0] = 1;
    assaultPhase(chunkStream(19, 0, 0), c, f, 0);
    expect(ACTIONS[c.party.side[S.ACTION]]).toBe('Carry');
    expect([MORALE_STATES[f.morale[0]], f.response[0], f.bases[0]]).toEqual(['demoralized', -1, 6]);
    expect(f.pos[0]).toBe(0);
  });

  // §4.7 "the attacking brigades may automatically carry the position"
  it('§4.7 carry after fire: a Demoralized assaulting brigade does not move up; a Formed one does', () => {
    for (const [morale, pos, carried] of [
      [0, 4, 1],
      [DEMORALIZED, 0, 0],
    ]) {
      const { c, f } = field();
      f.morale[0] = morale;
      f.assaulting[0] = 1;
      // the defender was driven 6" back by fire, out of assault range
      f.pos[1] = -6;
      f.movedBack[1] = 6;
      carryEmpty(c, f, 0, 0);
      expect([
        MORALE_STATES[morale],
        f.pos[0],
        f.ruleCount[RULE['§4.7 position carried after fire']],
      ]).toEqual([MORALE_STATES[morale], pos, carried]);
    }
  });
});
