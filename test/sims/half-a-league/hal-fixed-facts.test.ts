import { describe, expect, it } from 'vitest';
import { compileCcRules, winnerPossible } from '../../../src/engine/half-a-league/close-combat.ts';
import { loadRulesetOf } from '../../../src/engine/families/load-ruleset.ts';
import { exactDist, exactMean } from '../../engine/comparison/sim-harness.ts';

const rules = loadRulesetOf('half-a-league', 'half-a-league').data;

describe('Half a League charge morale: stands + leader + 1D6 >= 8', () => {
  it('three stands and a leader need a 4; a six-stand unit always passes', () => {
    expect(
      exactDist('hal-charge-morale', 'attacker: {stands: 3}\ndefender: {stands: 3}', 'charge')
        .fails_attacker_takes_chit,
    ).toBe(0.5);
    expect(
      exactDist('hal-charge-morale', 'attacker: {stands: 6}\ndefender: {stands: 4}', 'charge').melee,
    ).toBe(1);
  });
  it('each chit is -1 on the die', () => {
    expect(
      exactDist('hal-charge-morale', 'attacker: {stands: 3, chits: 1}\ndefender: {stands: 3}', 'charge')
        .fails_attacker_takes_chit,
    ).toBeCloseTo(4 / 6, 12);
  });
  it('the defender tests only when outnumbered two to one, and withdraws on failure', () => {
    expect(
      exactDist('hal-charge-morale', 'attacker: {stands: 6}\ndefender: {stands: 3}', 'charge')
        .defender_withdraws,
    ).toBe(0.5);
    expect(
      exactDist('hal-charge-morale', 'attacker: {stands: 5}\ndefender: {stands: 3}', 'charge')
        .defender_withdraws,
    ).toBe(0);
  });
});

describe('Half a League close combat', () => {
  it("the winner's loss: 4-6 a third of the loser's (rounded up), 2-3 the same, 1 double", () => {
    const c = compileCcRules(rules, {});
    expect([1, 2, 3, 4, 5, 6].map((f) => winnerPossible(c, f, 4))).toEqual([8, 4, 4, 2, 2, 2]);
  });
  it('Close Combat (e) "If a 1, winner takes \u201cdouble losses\u201d ... also draw a morale chit": the winner draws a chit 1 in 6', () => {
    const d = exactDist('hal-close-combat', 'attacker: {stands: 3}\ndefender: {stands: 3}', 'winner_loss');
    expect(d.a_third).toBeCloseTo(1 / 2, 12);
    expect(d.the_same).toBeCloseTo(1 / 3, 12);
    expect(d.double_and_a_chit).toBeCloseTo(1 / 6, 12);
    expect(compileCcRules(rules, {}).chitsForDoubleLoss).toBe(1);
  });
  it('one stand each, no modifiers: the attacker wins 15/36 (ties to the defender) or 21/36 (switch ties)', () => {
    const y = 'attacker: {stands: 1, leader: false}\ndefender: {stands: 1, leader: false}';
    expect(exactDist('hal-close-combat', y, 'winner').attacker).toBeCloseTo(15 / 36, 12);
    expect(exactDist('hal-close-combat', y, 'winner', { ties: 'attackerWins' }).attacker).toBeCloseTo(
      21 / 36,
      12,
    );
  });
  it("possible hits are the loser's natural 2s (or their sum, by the switch)", () => {
    const y = 'attacker: {stands: 1, leader: false}\ndefender: {stands: 1, leader: false}';
    // the loser shows a 2 when it rolled 2 and lost: attacker 3-6 vs defender 2, or defender 2-6 vs attacker 2
    const p = (4 + 5) / 36;
    expect(exactDist('hal-close-combat', y, 'loser_possible_hits')['1']).toBeCloseTo(p, 12);
    expect(
      exactDist('hal-close-combat', y, 'loser_possible_hits', { loserHits: 'sumOfTwos' })['2'],
    ).toBeCloseTo(p, 12);
  });
  it('the loser takes two chits and routs when its chits reach stands plus leader', () => {
    const y = 'attacker: {stands: 6}\ndefender: {stands: 2, chits: 1}';
    const d = exactDist('hal-close-combat', y, 'loser_routs');
    const w = exactDist('hal-close-combat', y, 'winner');
    expect(d.yes).toBeGreaterThanOrEqual(w.attacker - 1e-12);
  });
});

describe('Half a League fire', () => {
  it('long range halves possible hits, rounding up', () => {
    const y = (r: string) => `firer: {weapon: canister, dice: 1}\ntarget: {stands: 6}\nrange: ${r}`;
    const short = exactDist('hal-fire', y('short'), 'possible_hits');
    const long = exactDist('hal-fire', y('long'), 'possible_hits');
    expect(long['1']).toBeCloseTo(short['1'] + short['2'], 12);
  });
  it('two natural sixes in one fire give a morale marker, not halved at long range', () => {
    const m = exactDist(
      'hal-fire',
      'firer: {weapon: musket, dice: 2}\ntarget: {stands: 6}\nrange: long',
      'morale_markers',
    );
    expect(m['1']).toBeCloseTo(1 / 36, 12);
  });
  it('a save on the save table cancels a possible hit', () => {
    const hits = exactMean(
      'hal-fire',
      'firer: {weapon: musket, dice: 6}\ntarget: {stands: 1}',
      'figures_lost',
    );
    const saved = exactMean(
      'hal-fire',
      'firer: {weapon: musket, dice: 6}\ntarget: {stands: 8}',
      'figures_lost',
    );
    expect(saved).toBeLessThan(hits);
  });
});

describe('Half a League fire: the command benefits', () => {
  const y = (firer: string, target: string) =>
    `firer: {weapon: musket, dice: 1${firer}}\ntarget: {stands: 6${target}}\nrange: short`;
  it('Leaders "In Fire: a plus one to each firing dice"; a brigadier\'s free benefit besides, "thus a unit could fire with a plus 2": a musket hitting on 5 or 6 (provisional chart) hits on 4-6, then 3-6', () => {
    const hit = (firer: string) => exactDist('hal-fire', y(firer, ''), 'possible_hits')['1'];
    expect(hit('')).toBeCloseTo(2 / 6, 12);
    expect(hit(', benefits: 1')).toBeCloseTo(3 / 6, 12);
    expect(hit(', benefits: 2')).toBeCloseTo(4 / 6, 12);
  });
  it('"In a fire save attempt: a plus one to all saves for the unit in fire combat": six stands saving on 5-6 (provisional table) save on 4-6; "X = no save possible" stays so', () => {
    expect(exactMean('hal-fire', y('', ''), 'figures_lost')).toBeCloseTo((2 / 6) * (4 / 6), 12);
    expect(exactMean('hal-fire', y('', ', saveBenefits: 1'), 'figures_lost')).toBeCloseTo(
      (2 / 6) * (3 / 6),
      12,
    );
    // one stand without a leader: the provisional table's X
    const one = (target: string) =>
      exactMean(
        'hal-fire',
        `firer: {weapon: musket, dice: 1}\ntarget: {stands: 1, leader: false${target}}`,
        'figures_lost',
      );
    expect(one(', saveBenefits: 2')).toBeCloseTo(2 / 6, 12);
    expect(one('')).toBeCloseTo(2 / 6, 12);
  });
});

describe('Half a League close combat: the command benefits', () => {
  it('Leaders "In Close combat: a plus 1 to all combat die when attacking or defending": a stand against a stand (ties to the defender) wins 15/36, with +1 21/36, with +2 (a brigadier\'s free benefit besides) 26/36', () => {
    const wins = (benefits: string) =>
      exactDist(
        'hal-close-combat',
        `attacker: {stands: 1, leader: false${benefits}}\ndefender: {stands: 1, leader: false}`,
        'winner',
      ).attacker;
    expect(wins('')).toBeCloseTo(15 / 36, 12);
    expect(wins(', benefits: 1')).toBeCloseTo(21 / 36, 12);
    expect(wins(', benefits: 2')).toBeCloseTo(26 / 36, 12);
  });
  it('"In a melee save attempt: a plus one to all saves for the unit in melee combat": six stands saving on 5-6 (provisional table) save on 4-6, so lose three quarters as many figures', () => {
    const lost = (save: string) =>
      exactMean(
        'hal-close-combat',
        `attacker: {stands: 6}\ndefender: {stands: 6${save}}`,
        'defender_figures_lost',
      );
    expect(lost(', saveBenefits: 1')).toBeCloseTo(0.75 * lost(''), 12);
  });
  it('Leaders: the brigadier "will allow the unit one extra FREE command benefit": +2 in combat and +2 on saves at once is refused; +2 and +1 is played', () => {
    const y = (side: string) => `attacker: {stands: 6${side}}\ndefender: {stands: 6}`;
    expect(() => exactDist('hal-close-combat', y(', benefits: 2, saveBenefits: 2'), 'winner')).toThrow(
      /attacker\.saveBenefits: expected at most 1 when benefits is 2 .*one extra FREE command benefit/,
    );
    expect(
      exactDist('hal-close-combat', y(', benefits: 2, saveBenefits: 1'), 'winner').attacker,
    ).toBeGreaterThan(0);
  });
  it('Leaders "attacker must declare use first; if he declines defense may use command point": the defender\'s +1 only when the attacker takes none (a stand against a stand: the attacker wins 10/36)', () => {
    const y = (a: string, d: string) =>
      `attacker: {stands: 1, leader: false${a}}\ndefender: {stands: 1, leader: false${d}}`;
    expect(exactDist('hal-close-combat', y('', ', benefits: 1'), 'winner').attacker).toBeCloseTo(10 / 36, 12);
    expect(() => exactDist('hal-close-combat', y(', benefits: 1', ', benefits: 1'), 'winner')).toThrow(
      /defender\.benefits: expected 0 when the attacker takes benefits/,
    );
    // switch defenceCommandPoint=both: both spend one, each +1, so the stands fight as with none (15/36)
    expect(
      exactDist('hal-close-combat', y(', benefits: 1', ', benefits: 1'), 'winner', {
        defenceCommandPoint: 'both',
      }).attacker,
    ).toBeCloseTo(15 / 36, 12);
  });
});

describe('Half a League fire ranges', () => {
  it('FIRE (n) "Long Ranges: Muskets 10\\" ; Rifles 20\\" ... Short Range is half long range": 5 inches is short, 6 long, 11 out of range', () => {
    const y = (range: string, w = 'musket') =>
      `firer: {weapon: ${w}, dice: 1}\ntarget: {stands: 6}\nrange: ${range}`;
    const hit = (range: string, w?: string) => exactDist('hal-fire', y(range, w), 'possible_hits')['1'];
    expect(hit('5')).toBeCloseTo(hit('short'), 12);
    expect(hit('6')).toBeCloseTo(hit('long'), 12);
    expect(() => exactDist('hal-fire', y('11'), 'possible_hits')).toThrow(
      /long range of 10 inches \(FIRE \(n\)\)/,
    );
    // rifles reach 20
    expect(hit('20', 'rifle')).toBeCloseTo(hit('long', 'rifle'), 12);
  });
  it('FIRE (o) "Exception: Targets at long range which have charge markers are treated as short range targets"', () => {
    // two dice at long range: two possible hits halve to one (rounded up); charging, they stay two
    const y = (charging: boolean) =>
      `firer: {weapon: musket, dice: 2}\ntarget: {stands: 6, charging: ${charging}}\nrange: long`;
    expect(exactDist('hal-fire', y(false), 'possible_hits')['2']).toBe(0);
    // musket in the open hits on 5-6 (provisional chart): both dice (1/3)^2
    expect(exactDist('hal-fire', y(true), 'possible_hits')['2']).toBeCloseTo(1 / 9, 12);
  });
  it('target.charging is read at every range: zzz is refused at short range too', () => {
    const y = `firer: {weapon: musket, dice: 2}\ntarget: {stands: 6, charging: zzz}\nrange: short`;
    expect(() => exactDist('hal-fire', y, 'possible_hits')).toThrow(
      /target\.charging: expected true or false/,
    );
  });
});
