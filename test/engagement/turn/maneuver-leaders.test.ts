import { describe, expect, it } from 'vitest';
import { leadersNear } from '../../../src/engagement/turn/leaders-near.ts';
import { maneuverPhase } from '../../../src/engagement/turn/maneuver-phase.ts';
import { fieldFrom, scriptedDice } from './field.ts';

// An average brigade (Assault on 6 or more, provisional table) 8" from the enemy; its division leader as given.
const field = (leader: string, other = '') =>
  fieldFrom(`
sectors: [{gap: 8}, {gap: 8}]
sides:
  Union:
    divisions:
      - {leader: ${leader}, units: [{grade: average, sector: 0}]}
      ${other}
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}, {grade: average, sector: 1}]}]
`);

/** Whether the Union brigade (unit 0) closes to assault on a maneuver die of `die`. */
function assaults(f: ReturnType<typeof field>, die: number): number {
  maneuverPhase(scriptedDice([die]), f.c, f.f, 0);
  return f.f.assaulting[0];
}

describe('§3.2 leaders within 2" on maneuver rolls', () => {
  it('"Energetic division commander = +1" and "Each energetic leader within 2" = Add a plus two (+2)": a 3 is enough (3+1+2 = 6), a 2 is not', () => {
    expect(assaults(field('{class: energetic}'), 3)).toBe(1);
    expect(assaults(field('{class: energetic}'), 2)).toBe(0);
  });

  it('"Each proficient leader within 2" = Add a plus one (+1)": a 5 is enough, a 4 is not', () => {
    expect(assaults(field('{class: proficient}'), 5)).toBe(1);
    expect(assaults(field('{class: proficient}'), 4)).toBe(0);
  });

  it('a leader placed in another sector is not within 2": the energetic commander gives his +1 only', () => {
    expect(assaults(field('{class: energetic, sector: 1}'), 3)).toBe(0);
    expect(assaults(field('{class: energetic, sector: 1}'), 5)).toBe(1);
  });

  it('"Leader does not have to be within the brigade\'s direct chain of command": another division\'s energetic leader placed in its sector adds +2', () => {
    const other =
      '- {leader: {class: energetic, sector: 0}, units: [{grade: average, sector: 0, line: second}]}';
    // cautious own commander: -1; the other division's energetic leader: +2; 5 - 1 + 2 = 6
    expect(assaults(field('{class: cautious}', other), 5)).toBe(1);
    expect(assaults(field('{class: cautious}'), 5)).toBe(0);
  });

  it('a leader hors de combat is within 2" of nobody', () => {
    const f = field('{class: proficient}');
    f.f.horsDeCombat[0] = 1;
    expect(assaults(f, 5)).toBe(0);
  });
});

describe('§5.4 E or P leader within 2"', () => {
  it('"add one point (+1) for each friendly proficient or energetic leader within 2" of any participating brigade": two divisions\' leaders, one each', () => {
    const { c, f } = fieldFrom(`
sectors: [{}]
sides:
  Union:
    divisions:
      - {leader: {class: energetic}, units: [{grade: average, sector: 0}]}
      - {leader: {class: proficient}, units: [{grade: average, sector: 0}]}
      - {leader: {class: cautious}, units: [{grade: average, sector: 0}]}
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`);
    leadersNear(c, f, 0, [0, 1, 2], 3, c.leaderCount);
    expect(Array.from(c.leaderCount)).toEqual([1, 1]);
    leadersNear(c, f, 0, [1], 1, c.leaderCount);
    expect(Array.from(c.leaderCount)).toEqual([0, 1]);
  });
});

/** An average brigade a side in each of `n` sectors, `gap` inches apart; the Union division's proficient leader with its brigades. */
function line(n: number, gap: number) {
  const sectors = Array.from({ length: n }, () => `{gap: ${gap}}`).join(', ');
  const units = Array.from({ length: n }, (_, s) => `{grade: average, sector: ${s}}`).join(', ');
  return fieldFrom(`
sectors: [${sectors}]
sides:
  Union:
    divisions: [{units: [${units}]}]
  Confederate:
    divisions: [{units: [${units}]}]
`);
}

describe('§3.2 "Multiple brigades acting together"', () => {
  const pair = () => line(2, 8);
  it('"Add a plus one (+1) to the die roll if one or more other friendly brigades within 2" of each other are conducting the same maneuver action": the neighbour\'s roll must let it assault', () => {
    // proficient leader within 2": +1; Assault on 6. The left brigade rolls 5 (6: it assaults), the right 4 (5, +1 with its neighbour: 6)
    const both = pair();
    maneuverPhase(scriptedDice([5, 4]), both.c, both.f, 0);
    expect(Array.from(both.f.assaulting.slice(0, 2))).toEqual([1, 1]);
    // the left brigade rolls 1 (2 or 3: it does not assault), so the right one has no +1: 5, no assault
    const none = pair();
    maneuverPhase(scriptedDice([1, 4]), none.c, none.f, 0);
    expect(Array.from(none.f.assaulting.slice(0, 2))).toEqual([0, 0]);
  });
});

describe('§3.2 brigades acting together: Advance is a maneuver action of its own', () => {
  // Two average brigades (Advance on 3, Assault on 6) 12" from the enemy, side by side in neighbouring sectors,
  // their division's proficient leader with them (+1 each)
  const apart = () => line(2, 12);
  it('"Add a plus one (+1) to the die roll if one or more other friendly brigades within 2" of each other are conducting the same maneuver action": a modified 2 advances beside a brigade that advances', () => {
    const f = apart();
    maneuverPhase(scriptedDice([2, 1]), f.c, f.f, 0);
    // both close to just outside assault range: 12 - 4 - 0.1
    expect(Array.from(f.f.pos.slice(0, 2)).map((p) => Math.round(p * 10) / 10)).toEqual([7.9, 7.9]);
    expect(Array.from(f.f.assaulting.slice(0, 2))).toEqual([0, 0]);
  });

  it('the +1 is for "the same maneuver action": a modified 2 beside a brigade that assaults does not advance on its +1', () => {
    const f = apart();
    maneuverPhase(scriptedDice([5, 1]), f.c, f.f, 0);
    expect([f.f.assaulting[0], f.f.pos[0]]).toEqual([1, 8]);
    expect([f.f.assaulting[1], f.f.pos[1]]).toEqual([0, 0]);
  });

  it('a brigade that assaults on its +1 does not count as advancing: a modified 5 assaults beside a 6, a modified 2 beside it holds', () => {
    const f = line(3, 12);
    // with the proficient leader's +1: sector 0 assaults (6); sector 1 a 5, assaulting with the +1 for acting together;
    // sector 2 a 2: no neighbour advances, it holds
    maneuverPhase(scriptedDice([5, 4, 1]), f.c, f.f, 0);
    expect(Array.from(f.f.assaulting.slice(0, 3))).toEqual([1, 1, 0]);
    expect(f.f.pos[2]).toBe(0);
  });
});

describe('§3.2 brigades acting together are "within 2" of each other"', () => {
  // as above: the left brigade rolls 5 (6 with its leader: it assaults), the right 4 (5, 6 with a neighbour's +1)
  const rightAssaults = (leftAhead: number) => {
    const f = line(2, 8);
    f.f.pos[0] = leftAhead;
    maneuverPhase(scriptedDice([5, 4]), f.c, f.f, 0);
    return f.f.assaulting[1];
  };
  it('"other friendly brigades within 2" of each other": a neighbour 2" ahead along the front gives the +1', () => {
    expect(rightAssaults(2)).toBe(1);
  });
  it('a neighbour 2.5" ahead is not within 2": no +1, the right brigade holds', () => {
    expect(rightAssaults(2.5)).toBe(0);
  });
});

describe('§6.1 a panicked division is "in a holding state for purposes of movement and maneuver"', () => {
  // a Union brigade at Shaken (3 morale hits), 4" from the enemy, its doctrine pulling back from Shaken; a die of 10
  const shaken = (panicked: boolean) => {
    const f = fieldFrom(`
sectors: [{gap: 4}]
sides:
  Union:
    doctrine: {pullBackAt: shaken}
    divisions: [{leader: {class: proficient}, units: [{grade: veteran, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`);
    f.f.morale[0] = 3;
    // its division reset to Defend by a panic this player turn (§6.1)
    f.f.playerTurns = 1;
    if (panicked) f.f.ordersReset[0] = 1;
    maneuverPhase(scriptedDice([10]), f.c, f.f, 0);
    return f.f.pos[0];
  };
  it('"Pull back: Allows a brigade to move backwards while facing the enemy": a Shaken brigade whose doctrine pulls back does', () => {
    expect(shaken(false)).toBeLessThan(0);
  });
  it('"Hold ... must otherwise remain stationary": the same brigade of a panicked division stays where it is', () => {
    expect(shaken(true)).toBe(0);
  });
});

describe('switch sameActionBonus: brigades that each need the +1', () => {
  // two average brigades side by side 8" from the enemy (Assault on 6), their proficient leader with them (+1): each rolls 4, a 5
  const pairOfFives = (reading: string) => {
    const f = fieldFrom(
      `
sectors: [{gap: 8}, {gap: 8}]
sides:
  Union:
    divisions: [{leader: {class: proficient}, units: [{grade: average, sector: 0}, {grade: average, sector: 1}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}, {grade: average, sector: 1}]}]
`,
      { sameActionBonus: reading },
    );
    maneuverPhase(scriptedDice([4, 4]), f.c, f.f, 0);
    return Array.from(f.f.assaulting.slice(0, 2));
  };
  it('together (the default): "Multiple brigades acting together = Add a plus one (+1) ... if one or more other friendly brigades within 2" of each other are conducting the same maneuver action": both assault on their 6', () => {
    expect(pairOfFives('together')).toEqual([1, 1]);
  });
  it('led: the +1 comes only from a brigade that assaults on its own roll; neither does, so neither assaults', () => {
    expect(pairOfFives('led')).toEqual([0, 0]);
  });
});
