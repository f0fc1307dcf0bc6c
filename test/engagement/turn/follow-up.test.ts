import { describe, expect, it } from 'vitest';
import { republic } from '../../helpers/republic.ts';
import { R } from '../../../src/engine/republic/assault/round.ts';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import {
  distance,
  moveForward,
  refreshFronts,
  resetField,
  RULE,
  startPlayerTurn,
} from '../../../src/engagement/state/field-state.ts';
import { assaultPhase } from '../../../src/engagement/turn/assault-phase.ts';
import { breakthroughMove } from '../../../src/engagement/turn/carry.ts';
import { followUps, MAX_FOLLOW_UPS } from '../../../src/engagement/turn/follow-ups.ts';
import { gather, inAssaultWindow } from '../../../src/engagement/turn/gather.ts';
import { RESPONSES } from '../../../src/engine/notation/panic-response.ts';
import { forcedMove } from '../../../src/engagement/turn/forced-move.ts';
import { fieldFrom, ONE_EACH, scriptedDice } from './field.ts';

const field = (gap: number) =>
  fieldFrom(`
sectors: [{gap: ${gap}}]
maxRounds: 1
sides:
  Union:
    doctrine: {assault: never}
    divisions: [{units: [{grade: average, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`);

describe('§1.7/§5.1 follow-up assaults within 2"', () => {
  it('"As long as defending enemy units continue to face the attacking unit within the attacker\'s all-out assault zone (2") they will continue to trigger new general assaults": even a brigade that never assaults by doctrine', () => {
    const { c, f } = field(2);
    assaultPhase(chunkStream(7, 0, 0), c, f, 0);
    const fought = f.ruleCount[RULE['§5 assault fought']];
    // seed 7: one general assault; the Confederate brigade falls back 10" (F) and the Union brigade carries its position
    expect([fought, f.pos[0], f.pos[1]]).toEqual([1, 2, -10]);
    expect(fought).toBeLessThanOrEqual(MAX_FOLLOW_UPS);
    expect(f.ruleCount[RULE['§1.7 follow-up assault within 2"']]).toBe(fought);
    // it ends with someone driven out of 2", or at the cap
    const apart = c.s.sectors[0].gap - f.pos[0] - f.pos[1];
    expect(apart > 2 || fought === MAX_FOLLOW_UPS || f.bases[0] === 0 || f.bases[1] === 0).toBe(true);
  });

  it('"until all formations are beyond all-out assault contact range": at 3" nothing is fought', () => {
    const { c, f } = field(3);
    assaultPhase(chunkStream(7, 0, 0), c, f, 0);
    expect(f.ruleCount[RULE['§5 assault fought']]).toBe(0);
  });
});

describe('§5.1 only attackers within assault range fight', () => {
  it('"approach to within 4" ... They may initiate the assault from this distance": a brigade that closed but was driven back by fire does not join', () => {
    const { c, f } = fieldFrom(`
sectors: [{gap: 8}]
sides:
  Union:
    divisions: [{units: [{grade: average, sector: 0}, {grade: average, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`);
    f.assaulting[0] = 1;
    f.assaulting[1] = 1;
    f.pos[0] = 4;
    f.pos[1] = -4; // withdrew 8" from fire-phase panic hits
    gather(c, f, 0, 0, 2, true, c.sides[0]);
    expect([...c.sides[0].units.subarray(0, c.sides[0].n)]).toEqual([0]);
  });
});

describe('§3.1 charge movement is what goes past the normal move, over the whole player turn', () => {
  it('"use of any of the extra assault movement will also cause the unit to suffer one morale hit (1M)": 4" then a 4" carry is within the 10" move; 3" more is charge movement', () => {
    const { c, f } = fieldFrom(ONE_EACH);
    // the Confederate brigade driven 4" back, 12" away: the 11" end short of it (no move passes an enemy, §5.5)
    f.pos[1] = -4;
    refreshFronts(c, f);
    moveForward(c, f, 0, 4);
    moveForward(c, f, 0, 4);
    expect([f.pos[0], f.advanced[0], f.charged[0]]).toEqual([8, 8, 0]);
    moveForward(c, f, 0, 3);
    expect([f.advanced[0], f.charged[0]]).toEqual([11, 1]);
  });
});

describe('§4.7 carrying a position the fire emptied', () => {
  it('"For pending assaults in which all targeted defending brigades route, retreat and otherwise disengage, the attacking brigades may automatically carry the position"', () => {
    const { c, f } = fieldFrom(ONE_EACH);
    // the Union brigade closed 4" to assault; fire-phase panic hits made the Confederate brigade withdraw 8" (W)
    moveForward(c, f, 0, 4);
    f.assaulting[0] = 1;
    forcedMove(c, f, 1, RESPONSES.indexOf('W'), false, RESPONSES.indexOf('W'));
    assaultPhase(scriptedDice([]), c, f, 0);
    expect(f.ruleCount[RULE['§5 assault fought']]).toBe(0);
    // it takes the ground the Confederates held: 8" from its start, within its 10" move (no charge disorder)
    expect([f.pos[0], f.charged[0], f.ruleCount[RULE['§4.7 position carried after fire']]]).toEqual([
      8, 0, 1,
    ]);
  });
});

/** A veteran Union brigade in sector 1 against Confederate `units` that lend `supportBases`. */
const neighbours = (sectors: string, assault: string, supportBases: number, units: string) =>
  fieldFrom(`
sectors: ${sectors}
sides:
  Union:
    doctrine: {assault: ${assault}}
    divisions: [{units: [{grade: veteran, bases: 6, sector: 1}]}]
  Confederate:
    doctrine: {assault: never, supportBases: ${supportBases}}
    divisions: [{units: [${units}]}]
`);

describe('§5.1 the all-out C bonus in a follow-up assault', () => {
  it('All Out "b) Add a "C" tactical bonus to the next assault round (if any) made during this assault phase": a follow-up\'s first round takes it, and uses it up', () => {
    const diff = (bonus: number) => {
      const { c, f } = field(2);
      f.cBonus[0] = bonus;
      followUps(chunkStream(7, 0, 0), c, f, 0);
      expect([f.ruleCount[RULE['§5 assault fought']], f.cBonus[0]]).toEqual([1, 0]);
      return c.party.h[R.DIFF];
    };
    const allOutC = republic.data.assault.modifiers.allOutC.value;
    expect(allOutC).toBeGreaterThan(0);
    expect(diff(allOutC) - diff(0)).toBe(allOutC);
  });
});

describe("§5.2 Supporting Bases come from brigades within the attacker's assault window", () => {
  const field = () =>
    fieldFrom(`
sectors: [{gap: 6}, {gap: 6}]
sides:
  Union:
    divisions: [{units: [{grade: veteran, sector: 1}]}]
  Confederate:
    doctrine: {supportBases: 2}
    divisions: [{units: [{grade: average, bases: 5, sector: 0}, {grade: average, sector: 1}]}]
`);
  it('"supported by a friendly defending unit that has bases partly or wholly within the attacker\'s assault window": the neighbour 4" from the attacker lends 2 bases; driven 8" back, none', () => {
    const near = field();
    moveForward(near.c, near.f, 0, 2);
    near.f.assaulting[0] = 1;
    assaultPhase(chunkStream(3, 0, 0), near.c, near.f, 0);
    expect(near.c.party.support[1]).toBe(2); // the defence's supports, as the assault counted them
    const far = field();
    moveForward(far.c, far.f, 0, 2);
    far.f.assaulting[0] = 1;
    far.f.pos[1] = -8;
    assaultPhase(chunkStream(3, 0, 0), far.c, far.f, 0);
    expect(far.c.party.support[1]).toBe(0);
  });

  // §5.1: the assault zones "extend 2" and 4" respectively from the face and forward flanks of the formation"
  it("a neighbour standing behind the attacker's face (the attacker carried past it) is outside the window: it neither lends nor gives way (§5.5)", () => {
    const behind = neighbours(
      '[{gap: 6}, {gap: 6}, {gap: 6}]',
      'allOut',
      2,
      '{grade: average, bases: 5, sector: 0}, {grade: green, bases: 5, sector: 1, line: second}, {grade: average, bases: 5, sector: 2}',
    );
    const { c, f } = behind;
    const run = (front: number, seed: number) => {
      resetField(c, f);
      startPlayerTurn(f);
      f.pos[0] = front;
      f.pos[2] = front - 4; // the reserve 2" from the attacker's face
      f.assaulting[0] = 1;
      assaultPhase(chunkStream(seed, 0, 0), c, f, 0);
      return f.ruleCount[RULE['§5.5 supporting brigade hit and moved']];
    };
    f.pos[0] = 7;
    expect([distance(c, f, 0, 1), inAssaultWindow(c, f, 0, 1)]).toEqual([-1, false]);
    f.pos[0] = 3;
    expect([distance(c, f, 0, 1), inAssaultWindow(c, f, 0, 1)]).toEqual([3, true]);
    f.pos[0] = 1;
    expect(inAssaultWindow(c, f, 0, 1)).toBe(false); // 5": beyond the general assault zone
    let behindGaveWay = 0;
    let aheadGaveWay = 0;
    for (let seed = 0; seed < 100; seed++) {
      behindGaveWay += run(7, seed);
      expect(c.party.support[1]).toBe(0);
      aheadGaveWay += run(3, seed);
      expect(c.party.support[1]).toBe(4); // both neighbours, 3" ahead of the face, lend 2
    }
    expect(behindGaveWay).toBe(0);
    expect(aheadGaveWay).toBeGreaterThan(0);
  });

  // §5.5 "If the primary defender retreated or routed out of the assault, the supporting brigade suffers one morale hit (1M)"
  it('a defending battery that retreats while its crack brigade holds does not make the supporting brigade give way', () => {
    const { c, f } = neighbours(
      '[{gap: 4}, {gap: 4}]',
      'never',
      1,
      '{grade: average, bases: 4, sector: 0}, {grade: crack, bases: 4, sector: 1}, {arm: artillery, battery: mediumRifle, grade: untrained, sector: 1}',
    );
    const RE = RESPONSES.indexOf('Re');
    let batteryOnly = 0;
    for (let seed = 0; seed < 100; seed++) {
      resetField(c, f);
      startPlayerTurn(f);
      f.assaulting[0] = 1;
      assaultPhase(chunkStream(seed, 0, 0), c, f, 0);
      const gaveWay = f.ruleCount[RULE['§5.5 supporting brigade hit and moved']];
      // seed 7: the brigade disengages (D), the untrained battery retreats (Re)
      if (seed === 7)
        expect([f.response[2], f.response[3], gaveWay]).toEqual([RESPONSES.indexOf('D'), RE, 0]);
      if (f.response[2] < RE && f.response[3] >= RE) batteryOnly++;
      expect([seed, gaveWay]).toEqual([seed, f.response[2] >= RE ? 1 : 0]);
    }
    expect(batteryOnly).toBeGreaterThan(5);
  });
});

describe('§5.5 Breakthrough movement', () => {
  it('"Units whose assault results state that they must breakthrough will move to the limit of their full assault movement"; a "may" goes to the doctrine\'s range; neither exceeds "their maximum movement allowance as measured from the start of their movement phase"', () => {
    const { c, f } = fieldFrom(ONE_EACH);
    moveForward(c, f, 0, 4); // 10 of its 14" (move and charge bonus) left
    expect(breakthroughMove(c, f, 0, 0, 7, true)).toBe(7); // to contact
    expect(breakthroughMove(c, f, 0, 0, 12, true)).toBe(10); // its limit, 2" short
    expect(breakthroughMove(c, f, 0, 0, 7, false)).toBe(3); // general: to 4"
    expect(breakthroughMove(c, f, 0, 0, 15, false)).toBe(-1); // 11" needed, 10" left
    const allOut = fieldFrom(
      ONE_EACH.replace(
        'divisions: [{units: [{grade: average, sector: 0}]}]\n  Confederate',
        'doctrine: {assault: allOut}\n    divisions: [{units: [{grade: average, sector: 0}]}]\n  Confederate',
      ),
    );
    expect(breakthroughMove(allOut.c, allOut.f, 0, 0, 7, false)).toBe(5); // all-out: to 2"
  });
});

describe('§5.1 Follow-up Assaults: "As long as defending enemy units continue to face the attacking unit within the attacker\'s all-out assault zone (2") they will continue to trigger new general assaults"; "If a breakthrough or other continuing movement results in further All Out assault rounds, the extra M hit and tactical bonus may be repeatedly gained through those additional rounds" (switch followUpBonus)', () => {
  const kindsFought = (reading: 'keep' | 'general', pressed: boolean): Set<string> => {
    const { c, f } = fieldFrom(
      `
sectors: [{gap: 2}]
maxRounds: 1
sides:
  Union:
    doctrine: {assault: allOut}
    divisions: [{units: [{grade: average, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`,
      { followUpBonus: reading },
    );
    const kinds: string[] = [];
    // the type each assault is looked up by: one unit a side by the pair's own lookup, else by its sides
    const get = c.assaults.get.bind(c.assaults);
    c.assaults.get = (type, a, d) => (kinds.push(type), get(type, a, d));
    const pair = c.assaults.pair.bind(c.assaults);
    c.assaults.pair = (allOut, ...rest) => (kinds.push(allOut ? 'allOut' : 'general'), pair(allOut, ...rest));
    f.pressed[0] = pressed ? 1 : 0;
    followUps(chunkStream(7, 0, 0), c, f, 0);
    expect(kinds.length).toBeGreaterThan(0);
    return new Set(kinds);
  };
  for (const reading of ['keep', 'general'] as const) {
    it(`${reading}: a brigade left standing within 2" (no movement) fights its follow-ups as general assaults`, () => {
      expect(kindsFought(reading, false)).toEqual(new Set(['general']));
    });
  }
  for (const reading of ['keep', 'general'] as const) {
    it(`${reading}: "If a breakthrough or other continuing movement results in further All Out assault rounds, the extra M hit and tactical bonus may be repeatedly gained through those additional rounds": a follow-up after the attackers moved on is all-out`, () => {
      expect([...kindsFought(reading, true)][0]).toBe('allOut');
    });
  }
});
