import { describe, expect, it } from 'vitest';
import { compileSim, exactDist, monteCarlo } from '../../engine/comparison/sim-harness.ts';

describe('Half a League: the leader stand in close combat (switch leaderStandDie)', () => {
  it('"roll one die for each stand plus modifiers for each stand"; "Plus 1 for ... leader stand itself": the leader stand rolls its die, +1', () => {
    const y = 'attacker: {stands: 1}\ndefender: {stands: 1, leader: false}';
    // 2D6 + 1 against 1D6: 196 of 216
    expect(exactDist('hal-close-combat', y, 'winner').attacker).toBeCloseTo(196 / 216, 12);
    // bonusOnly: 1D6 + 1 against 1D6 wins on a >= d: 21 of 36
    expect(exactDist('hal-close-combat', y, 'winner', { leaderStandDie: 'bonusOnly' }).attacker).toBeCloseTo(
      21 / 36,
      12,
    );
  });
});

describe('Half a League bombardment', () => {
  it('FIRE (p) "Bombardment: ... All 6\'s are hits but saving is allowed": one die, one hit in six, chits or not', () => {
    const y = (chits: number) =>
      `firer: {weapon: bombardment, dice: 1, chits: ${chits}}\ntarget: {stands: 4}`;
    expect(exactDist('hal-fire', y(0), 'possible_hits')['1']).toBeCloseTo(1 / 6, 12);
    expect(exactDist('hal-fire', y(2), 'possible_hits')['1']).toBeCloseTo(1 / 6, 12);
    // in cover and skirmish order too: two dice, both sixes
    expect(
      exactDist(
        'hal-fire',
        'firer: {weapon: bombardment, dice: 2}\ntarget: {stands: 4, cover: coveredAndSkirmish}',
        'possible_hits',
      )['2'],
    ).toBeCloseTo(1 / 36, 12);
  });
});

describe('Half a League initiative', () => {
  it('"(a) Each side rolls one die + or - modifiers. The highest die chooses"; "(b) +1 won initiative last turn; +1 won most close combats last turn; -1 more Routing units"', () => {
    // equal: 15 of 36 each, 6 ties rolled again (switch initiativeTie: rollAgain): one half each
    expect(exactDist('hal-initiative', 'sideA: {}\nsideB: {}', 'initiative')).toEqual({
      side_a: 0.5,
      side_b: 0.5,
      tie: 0,
    });
    expect(
      exactDist('hal-initiative', 'sideA: {}\nsideB: {}', 'initiative', { initiativeTie: 'unsettled' }),
    ).toEqual({ side_a: 0.416666666667, side_b: 0.416666666667, tie: 0.166666666667 });
    // +2 against -1: A is higher on 30 of 36 rolls and ties on 3 (a + 3 = b): 30 of 33 settled
    const d = exactDist(
      'hal-initiative',
      'sideA: {wonLastTurn: true, wonMostCloseCombats: true}\nsideB: {moreRouting: true}',
      'initiative',
      { initiativeTie: 'unsettled' },
    );
    expect([d.side_a * 36, d.tie * 36, d.side_b * 36].map(Math.round)).toEqual([30, 3, 3]);
  });
  it('"(a) ... The highest die chooses who has initiative this turn": one side won it last turn, so both is refused; so is "won most close combats" and "more Routing units" on both', () => {
    for (const k of ['wonLastTurn', 'wonMostCloseCombats', 'moreRouting'])
      expect(() =>
        exactDist('hal-initiative', `sideA: {${k}: true}\nsideB: {${k}: true}`, 'initiative'),
      ).toThrow(new RegExp(`sideB\\.${k}: expected ${k} on one side at most`));
  });
});

describe('Half a League rally from rout (switch rallyChits)', () => {
  it('MORALE (d) "try to regain morale on its next turn ... by failing to pull a chit -- it routs again"; (f) "pull a morale chit in rout ... stands ... including the leader plus one die equals 8 or better"', () => {
    // four stands and a leader: 5 + die >= 8 on 3-6
    expect(exactDist('hal-rally', 'unit: {stands: 4}', 'rally').regains_morale).toBeCloseTo(4 / 6, 12);
    // routed by five chits (c): default `ignored`, (f)'s own score: 5 + die >= 8 on 3-6
    expect(exactDist('hal-rally', 'unit: {stands: 4, chits: 5}', 'rally').regains_morale).toBeCloseTo(
      4 / 6,
      12,
    );
    // `beyondRout`: six chits, one beyond the threshold of five: 4 + die >= 8 on 4-6
    expect(
      exactDist('hal-rally', 'unit: {stands: 4, chits: 6}', 'rally', { rallyChits: 'beyondRout' })
        .regains_morale,
    ).toBeCloseTo(3 / 6, 12);
    expect(
      exactDist('hal-rally', 'unit: {stands: 4, chits: 5}', 'rally', { rallyChits: 'beyondRout' })
        .regains_morale,
    ).toBeCloseTo(4 / 6, 12);
  });
  it('(b) "Each morale chit is -1 on every die for everything" read into the rally (`applied`): a unit routed by its chits never regains morale', () => {
    expect(
      exactDist('hal-rally', 'unit: {stands: 4, chits: 5}', 'rally', { rallyChits: 'applied' })
        .regains_morale,
    ).toBe(0);
    expect(
      exactDist('hal-rally', 'unit: {stands: 4, chits: 1}', 'rally', { rallyChits: 'applied' })
        .regains_morale,
    ).toBeCloseTo(3 / 6, 12);
  });
});

describe('Half a League duel over turns: both sides charge under the same rules', () => {
  it('a defender driven off charges back into the position; its chits mount until it routs ("When number of chits equals number of stands (including the leader) in unit ... unit ROUTS")', () => {
    const y = (budget: string) =>
      `system: half-a-league\nbudget: ${budget}\nattacker: {men: 2000, quality: veteran, formation: column}\ndefender: {men: 2000, quality: average}`;
    const breaks = (budget: string) => {
      const c = compileSim('duel', y(budget));
      return monteCarlo('duel', c, 20_000, 4)[c.layout.distOffset.defender_breaks + 1];
    };
    // one close combat: two chits for a ten-stand unit and its leader never rout it
    expect(breaks('engagement')).toBe(0);
    // eight turns: the beaten defender keeps coming back (seeded: about 0.8)
    expect(breaks('turns')).toBeGreaterThan(0.5);
  });
});
