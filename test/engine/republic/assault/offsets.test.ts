import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../../../src/engine/notation/assault-cell.ts';
import { RESPONSES } from '../../../../src/engine/notation/panic-response.ts';
import {
  DEC,
  DECISIONS,
  MORALE,
  RANK,
  RESPONSE_OUTCOMES,
} from '../../../../src/engine/republic/assault/assault-state.ts';
import { ACT } from '../../../../src/engine/republic/assault/round.ts';
import { DEMORALIZED, MORALE_STATES } from '../../../../src/engine/republic/rules/grades.ts';

/** A const enum's members by name (the test's own table: a const enum has no object to list). */
function pinned(names: readonly string[], members: Record<string, number>): void {
  expect(Object.keys(members)).toEqual(names.map((n) => n.toUpperCase().replace(/ /g, '_')));
  names.forEach((n, i) => {
    expect([n, members[n.toUpperCase().replace(/ /g, '_')]]).toEqual([n, i]);
  });
}

describe("the assault chain's const enums", () => {
  it('number the decisions as DECISIONS lists them', () => {
    pinned(DECISIONS, {
      CARRY: DEC.CARRY,
      DRIVE_AWAY: DEC.DRIVE_AWAY,
      BREAKTHROUGH_MAY: DEC.BREAKTHROUGH_MAY,
      BREAKTHROUGH_MUST: DEC.BREAKTHROUGH_MUST,
      OVERRUN: DEC.OVERRUN,
      STALLED: DEC.STALLED,
      BREAK_OFF: DEC.BREAK_OFF,
      REPULSED: DEC.REPULSED,
      BOTH_RETIRE: DEC.BOTH_RETIRE,
      DEFENDER_DESTROYED: DEC.DEFENDER_DESTROYED,
      DEFENDER_SURRENDERS: DEC.DEFENDER_SURRENDERS,
      ATTACKER_SURRENDERS: DEC.ATTACKER_SURRENDERS,
      BOTH_SURRENDER: DEC.BOTH_SURRENDER,
      BREAK_OFF_STALLED: DEC.BREAK_OFF_STALLED,
      UNRESOLVED: DEC.UNRESOLVED,
    });
  });

  it('number the cell actions as ACTIONS lists them', () => {
    pinned(ACTIONS, {
      NONE: ACT.NONE,
      BREAK_OFF: ACT.BREAK_OFF,
      ROLL_AGAIN: ACT.ROLL_AGAIN,
      STALLED: ACT.STALLED,
      DRIVE_AWAY: ACT.DRIVE_AWAY,
      CARRY: ACT.CARRY,
      BREAKTHROUGH_MAY: ACT.BREAKTHROUGH_MAY,
      BREAKTHROUGH_MUST: ACT.BREAKTHROUGH_MUST,
      OVERRUN: ACT.OVERRUN,
    });
  });

  it('number the responses as RESPONSES ranks them, none before and surrender after', () => {
    pinned(RESPONSES, { D: RANK.D, W: RANK.W, F: RANK.F, RE: RANK.RE, RT: RANK.RT });
    expect([RANK.NONE, RANK.SURRENDER]).toEqual([
      RESPONSE_OUTCOMES.indexOf('none') - 1,
      RESPONSE_OUTCOMES.indexOf('surrender') - 1,
    ]);
  });

  it('give Demoralized the morale state grades.ts gives it', () => {
    expect(MORALE.DEMORALIZED).toBe(DEMORALIZED);
    expect(MORALE.DEMORALIZED).toBe(MORALE_STATES.indexOf('demoralized'));
  });
});
