import { describe, expect, it } from 'vitest';
import type { BlakeFireCompiled } from '../../../src/sims/blake/blake-fire-sim.ts';
import { endOfTurnMinus } from '../../../src/engine/blake/end-of-turn.ts';
import { diceEach } from '../../../src/engine/blake/fire-odds.ts';
import { loadRulesetOf } from '../../../src/engine/families/load-ruleset.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import { compileSim, exactDist, exactMean, monteCarlo, worstZ } from '../../engine/comparison/sim-harness.ts';

const rules = loadRulesetOf('blake', 'blake').data;

describe('Blake End of Turn Dice', () => {
  it('an Average army without its CinC "counts 6" (the text example)', () => {
    expect(endOfTurnMinus(rules, 'average', true)).toBe(6);
  });

  it('movement ends on a modified 1: Average without CinC ends on natural 1-7, so 70% stop after the first group', () => {
    const d = exactDist(
      'blake-end-of-turn',
      'command: average\ncincFallen: true\ncommandGroups: 3',
      'groups_moved',
    );
    expect(d).toEqual({ '1': 0.7, '2': 0.21, '3': 0.09 });
  });

  it('switch endOfTurnCount `scoreCounted`: "counts 6" read as ending on a natural 1-6, so 60% stop after the first group; Good command (counting 1) on a 1 alone', () => {
    const sw = { endOfTurnCount: 'scoreCounted' };
    expect(
      exactDist(
        'blake-end-of-turn',
        'command: average\ncincFallen: true\ncommandGroups: 2',
        'groups_moved',
        sw,
      ),
    ).toEqual({ '1': 0.6, '2': 0.4 });
    expect(exactDist('blake-end-of-turn', 'command: good\ncommandGroups: 2', 'groups_moved', sw)).toEqual({
      '1': 0.1,
      '2': 0.9,
    });
  });

  it('Good command (-1) ends on natural 1-2', () => {
    expect(exactDist('blake-end-of-turn', 'command: good\ncommandGroups: 2', 'groups_moved')).toEqual({
      '1': 0.2,
      '2': 0.8,
    });
  });

  it('a poor army takes a natural 10 as an impetuous advance, minus modifiers not applied', () => {
    const yaml = 'command: poor\ncommandGroups: 2';
    expect(exactDist('blake-end-of-turn', yaml, 'groups_moved')).toEqual({ '1': 0.4, '2': 0.6 });
    expect(exactMean('blake-end-of-turn', yaml, 'impetuous_advances')).toBeCloseTo(0.1, 12);
  });

  it('"armies with poor or very poor command, or armies where impetuosity was a characteristic, are subject to impetuous advances": impetuous false still leaves a poor army subject', () => {
    // impetuous names the characteristic; poor and very poor command are subject whatever it says
    expect(
      exactMean(
        'blake-end-of-turn',
        'command: rolled\nimpetuous: false\ncommandGroups: 2',
        'impetuous_advances',
      ),
    ).toBeCloseTo(0.03, 12);
    expect(() =>
      compileSim('blake-end-of-turn', 'command: poor\nimpetuous: false\ncommandGroups: 2'),
    ).toThrow(
      /expected impetuous: true \(or left out\) for poor or very poor command.*subject to impetuous advances/s,
    );
  });

  it('command quality by 1D10: 2-3 poor, 4-7 average, 8-9 good, 10 excellent', () => {
    expect(rules.command.commandQuality.map((v) => v.value).slice(1)).toEqual([
      'poor',
      'poor',
      'average',
      'average',
      'average',
      'average',
      'good',
      'good',
      'excellent',
    ]);
    expect(rules.command.commandQuality[0].cell.source).toBe('provisional');
  });

  it('"roll one D10 before the game begins. The results indicate the command control of the army": command rolled, each quality at its chance', () => {
    const yaml = 'command: rolled\ncommandGroups: 2';
    // 1 very poor (ends on 1-5), 2-3 poor (1-4), 4-7 average (1-3), 8-9 good (1-2), 10 excellent (1): (5 + 8 + 12 + 4 + 1) / 100
    expect(exactDist('blake-end-of-turn', yaml, 'groups_moved')['1']).toBeCloseTo(0.3, 12);
    // poor and very poor armies advance impetuously on a natural 10
    expect(exactMean('blake-end-of-turn', yaml, 'impetuous_advances')).toBeCloseTo(0.03, 12);
    // the roll of 1 is not listed (a provisional cell), and excellent command's modifier is provisional
    expect(exactDist('blake-end-of-turn', yaml, 'rests_on_provisional').yes).toBeCloseTo(0.2, 12);
    const c = compileSim('blake-end-of-turn', 'command: rolled\ncommandGroups: 5');
    const n = 200_000;
    expect(
      worstZ(c, monteCarlo('blake-end-of-turn', c, n, 5), SIMS['blake-end-of-turn'].exact!(c).perTrial, n),
    ).toBeLessThan(4.5);
  });
});

describe('Blake facing-change test (a modified 1 fails)', () => {
  const fails = (yaml: string, sw = {}) => exactDist('blake-facing', yaml, 'facing', sw).fails_and_disorders;
  it('C class regulars -1: fail on 1-2', () => expect(fails('troops: regularC')).toBe(0.2));
  it('others -2: fail on 1-3', () => expect(fails('troops: irregular')).toBe(0.3));
  it('Rabble -5: fail on 1-6', () => expect(fails('troops: rabble')).toBe(0.6));
  it('mounted over 45 degrees -1 and -1 per repeat accumulate', () =>
    expect(fails('troops: regularC\nmountedOver45: true\nattempt: 2')).toBe(0.4));
  it('switch facingRepeat: "-1 for each test conducted for the same stand/s during the same game turn" counts the earlier tests, or this one too', () => {
    expect(fails('troops: regularA')).toBe(0.1);
    expect(fails('troops: regularA', { facingRepeat: 'everyTest' })).toBe(0.2);
    expect(fails('troops: regularA\nattempt: 2', { facingRepeat: 'everyTest' })).toBe(0.3);
  });
  it('switch facingRegularsAB reads A and B regulars as unmodified or as "all others"', () => {
    expect(fails('troops: regularA')).toBe(0.1);
    expect(fails('troops: regularA', { facingRegularsAB: 'asOthers' })).toBe(0.3);
  });
});

describe('Blake morale', () => {
  it('A class fails a stand morale test only on a 1', () => {
    expect(exactDist('blake-morale', 'test: standAfterFire\nclass: A', 'morale')).toEqual({
      holds: 0.9,
      flees: 0.1,
    });
  });
  it('D class charged in the open routs unless 7+, in limited visibility unless 8+', () => {
    expect(exactDist('blake-morale', 'test: dClassCharged\nclass: D', 'morale').routs).toBe(0.6);
    expect(
      exactDist('blake-morale', 'test: dClassCharged\nclass: D\nvisibility: limitedVisibility', 'morale')
        .routs,
    ).toBe(0.7);
  });
  it('provisional failing scores rise from A to Rabble (monotone)', () => {
    const s = rules.morale.standFailsAtOrBelow;
    const seq = [s.A, s.B, s.C, s.D, s.rabble].map((v) => v.value);
    expect([...seq].sort((a, b) => a - b)).toEqual(seq);
  });
});

describe('Blake fire', () => {
  const order = { cls: 'B' as const, volley: true, heavyGun: false, elite: false };
  it('"VRF adds one D10 to the normally allowed number of fire D10, e.g. muzzle-loaders roll two D10, breech-loaders roll three D10, magazine rifles roll four D10"', () => {
    expect(diceEach(rules, { ...order, weapon: 'muzzleLoader' }, false)).toBe(2);
    expect(diceEach(rules, { ...order, weapon: 'breechLoader' }, false)).toBe(3);
    expect(diceEach(rules, { ...order, weapon: 'magazine' }, false)).toBe(4);
  });
  it('canister: light 2 D10, medium or heavy 3, one against hard cover', () => {
    expect(diceEach(rules, { ...order, weapon: 'canister' }, false)).toBe(2);
    expect(diceEach(rules, { ...order, weapon: 'canister', heavyGun: true }, false)).toBe(3);
    expect(diceEach(rules, { ...order, weapon: 'canister', heavyGun: true }, true)).toBe(1);
  });
  it('canister penetrates one stand in the open, not out of hard cover', () => {
    const open = exactDist(
      'blake-fire',
      'firer: {weapon: canister, heavyGun: true}\ntarget: {standBehind: true}',
      'hits_behind',
    );
    expect(Object.keys(open)).toHaveLength(4);
    // "Canister fire against troops in any cover other than soft-cover, rolls only one D10 and does not penetrate"
    expect(
      exactDist(
        'blake-fire',
        'firer: {weapon: canister}\ntarget: {standBehind: true, cover: hard}',
        'hits_behind',
      )['0'],
    ).toBe(1);
  });
  it('ARTILLERY PENETRATION ZONES: "All guns have a penetration zone ... Any stand that the line touches, including friendly stands, must be rolled for separately": round shot rolls its dice again against the stand behind', () => {
    // two guns, one D10 each, 6+ (provisional): 1.0 figure on the target and 1.0 on the stand behind
    const two = 'firer: {weapon: artillery, stands: 2}\ntarget: {standBehind: true}';
    expect(exactDist('blake-fire', two, 'hits_behind')).toEqual({ '0': 0.25, '1': 0.5, '2': 0.25 });
    expect(exactMean('blake-fire', two, 'figures_removed')).toBeCloseTo(2, 12);
    // three elite guns (hit on 5+) at a gun: 1.8 on the target, 1.8 behind
    expect(
      exactMean(
        'blake-fire',
        'firer: {weapon: artillery, stands: 3, class: A, elite: true}\ntarget: {standBehind: true, gun: true}',
        'figures_removed',
      ),
    ).toBeCloseTo(3.6, 12);
    // one gun's round shot: the chance the stand behind takes no hit
    const missedBehind = (target: string) =>
      exactDist(
        'blake-fire',
        `firer: {weapon: artillery}\ntarget: {standBehind: true, ${target}}`,
        'hits_behind',
      )['0'];
    // "Artillery firing against targets on significantly higher ground fire cannot employ ... penetration"
    expect(missedBehind('higherGround: true')).toBe(1);
    // "if the line strikes trees, buildings, a ridge or a hill then the line of penetration stops at that point": a target in hard cover
    expect(missedBehind('cover: hard')).toBe(1);
    // soft cover is read as not stopping the line (as the duel mapping reads it): the stand behind is hit as the target, 3 in 10
    expect(missedBehind('cover: soft')).toBeCloseTo(0.7, 12);
    // small arms never penetrate: a stand behind is refused, not silently ignored
    expect(() =>
      compileSim('blake-fire', 'firer: {weapon: muzzleLoader}\ntarget: {standBehind: true}'),
    ).toThrow(/target\.standBehind: expected standBehind only for guns and machineguns/);
  });
  it('BACK TO BACK: "may face back to back on the same stand ... In such cases they fire at half strength": half the fire\'s D10, rounded down (switch backToBackFire dice), or half the stands or figures (firers)', () => {
    const p = rules.fire.scoreToHit.closeOrder.closeOrderOpen.value;
    const hit = (11 - p) / 10;
    const firers = { backToBackFire: 'firers' };
    // three breechloader stands firing a volley, 3 D10 each: half of 9 D10 is 4 (2.0 figures); by firers one stand's 3 (1.5)
    const volley = 'firer: {weapon: breechLoader, stands: 3, volley: true, backToBack: true}\ntarget: {}';
    expect(exactMean('blake-fire', volley, 'figures_removed')).toBeCloseTo(4 * hit, 12);
    expect(exactMean('blake-fire', volley, 'figures_removed', firers)).toBeCloseTo(3 * hit, 12);
    // one magazine stand, 3 D10: 1 D10 at half strength; by firers half of one stand is none
    const single = 'firer: {weapon: magazine, backToBack: true}\ntarget: {}';
    expect(exactMean('blake-fire', single, 'figures_removed')).toBeCloseTo(hit, 12);
    // half of one stand, rounded down, is none: it fires nothing, and says so
    const none = compileSim('blake-fire', single, firers) as BlakeFireCompiled;
    expect(exactDist('blake-fire', single, 'hits', firers)).toEqual({ '0': 1 });
    expect(none.reading.back_to_back).toMatch(/half of 1 stand, rounded down, leaves none: no fire/);
    // one D10 a stand: four stands roll 2 D10 under either reading; a single stand has nothing left
    const four = 'firer: {weapon: muzzleLoader, stands: 4, backToBack: true}\ntarget: {}';
    expect(exactMean('blake-fire', four, 'figures_removed')).toBeCloseTo(2 * hit, 12);
    expect(exactMean('blake-fire', four, 'figures_removed', firers)).toBeCloseTo(2 * hit, 12);
    // a lone muzzleloader stand: half of 1 D10 is none, and the Monte Carlo kernel rolls no die either
    const lone = compileSim('blake-fire', 'firer: {weapon: muzzleLoader, backToBack: true}\ntarget: {}');
    expect(
      exactDist('blake-fire', 'firer: {weapon: muzzleLoader, backToBack: true}\ntarget: {}', 'hits'),
    ).toEqual({
      '0': 1,
    });
    expect(
      worstZ(lone, monteCarlo('blake-fire', lone, 2000, 17), SIMS['blake-fire'].exact!(lone).perTrial, 2000),
    ).toBe(0);
    // fireDicePer figure: five breechloader figures, 2 D10 each: half of 10 D10 is 5; by firers 2 figures' 4
    const perFigure = { fireDicePer: 'figure' };
    const five = 'firer: {weapon: breechLoader, figures: 5, backToBack: true}\ntarget: {}';
    expect(exactMean('blake-fire', five, 'figures_removed', perFigure)).toBeCloseTo(5 * hit, 12);
    expect(exactMean('blake-fire', five, 'figures_removed', { ...perFigure, ...firers })).toBeCloseTo(
      4 * hit,
      12,
    );
    expect(() =>
      compileSim('blake-fire', 'firer: {weapon: artillery, backToBack: true}\ntarget: {}'),
    ).toThrow(/backToBack: expected backToBack only for small arms/);
  });
  it('switch fireDicePer: "All figures of front rank stands may fire" against "All weapons roll one D10": a six-figure musket stand rolls 1 D10 or 6', () => {
    const yaml = 'firer: {weapon: muzzleLoader}\ntarget: {}';
    const p = rules.fire.scoreToHit.closeOrder.closeOrderOpen.value;
    const hit = (11 - p) / 10;
    expect(exactMean('blake-fire', yaml, 'figures_removed')).toBeCloseTo(hit, 12);
    expect(Object.keys(exactDist('blake-fire', yaml, 'hits'))).toHaveLength(2);
    expect(exactMean('blake-fire', yaml, 'figures_removed', { fireDicePer: 'figure' })).toBeCloseTo(
      6 * hit,
      12,
    );
    expect(
      exactMean('blake-fire', 'firer: {weapon: muzzleLoader, figures: 3}\ntarget: {}', 'figures_removed', {
        fireDicePer: 'figure',
      }),
    ).toBeCloseTo(3 * hit, 12);
    // a stand's figures are read by fireDicePer figure alone: under stand the reading says so
    const four = compileSim('blake-fire', 'firer: {weapon: muzzleLoader, figures: 4}\ntarget: {}');
    expect(SIMS['blake-fire'].describe!(four).figures).toMatch(/^not read: switch fireDicePer stand/);
    const fourPerFigure = compileSim('blake-fire', 'firer: {weapon: muzzleLoader, figures: 4}\ntarget: {}', {
      fireDicePer: 'figure',
    });
    expect(SIMS['blake-fire'].describe!(fourPerFigure).figures).toBeUndefined();
    // guns and machineguns roll their dice whatever their crew: figures is refused
    expect(() => compileSim('blake-fire', 'firer: {weapon: artillery, figures: 4}\ntarget: {}')).toThrow(
      /firer\.figures: expected figures only for small arms/,
    );
    // guns roll per gun under either reading
    expect(
      exactMean('blake-fire', 'firer: {weapon: artillery}\ntarget: {}', 'figures_removed', {
        fireDicePer: 'figure',
      }),
    ).toBeCloseTo(exactMean('blake-fire', 'firer: {weapon: artillery}\ntarget: {}', 'figures_removed'), 12);
  });
  it('a firer field no reading reads for the weapon is refused (heavyGun off a gun, skirmishers off small arms); a volley from a gun is said not to be read', () => {
    expect(() => compileSim('blake-fire', 'firer: {weapon: machinegun, heavyGun: true}\ntarget: {}')).toThrow(
      /firer\.heavyGun: expected heavyGun only for guns/,
    );
    expect(() =>
      compileSim('blake-fire', 'firer: {weapon: canister, skirmishers: true}\ntarget: {}'),
    ).toThrow(/firer\.skirmishers: expected skirmishers only for small arms/);
    const gunVolley = compileSim('blake-fire', 'firer: {weapon: artillery, volley: true}\ntarget: {}');
    expect(SIMS['blake-fire'].describe!(gunVolley).volley).toMatch(/^not read: VOLLEYS-RAPID FIRE/);
    expect(
      SIMS['blake-fire'].describe!(
        compileSim('blake-fire', 'firer: {weapon: magazine, volley: true}\ntarget: {}'),
      ).volley,
    ).toBeUndefined();
  });
  it('"Elite gunners +1 to all D10 rolls": the counter-battery D10 destroys on 9-10, and the double \'1\' check before defensive fire never fails', () => {
    expect(
      exactDist('blake-fire', 'firer: {weapon: artillery}\ntarget: {gun: true}', 'gun_destroyed').yes,
    ).toBeCloseTo(
      exactDist('blake-fire', 'firer: {weapon: artillery}\ntarget: {gun: true}', 'hits')['1'] * 0.1,
      12,
    );
    expect(
      exactDist('blake-fire', 'firer: {weapon: artillery, elite: true}\ntarget: {gun: true}', 'gun_destroyed')
        .yes,
    ).toBeCloseTo(
      exactDist('blake-fire', 'firer: {weapon: artillery, elite: true}\ntarget: {gun: true}', 'hits')['1'] *
        0.2,
      12,
    );
    expect(
      exactDist('blake-fire', 'firer: {weapon: canister, elite: true}\ntarget: {}\ndefensive: true', 'fired')
        .no,
    ).toBe(0);
    expect(
      exactDist('blake-fire', 'firer: {weapon: artillery, elite: true, native: true}\ntarget: {}', 'fired')
        .no,
    ).toBe(0);
  });
  it('defensive fire fails on a double 1 (1 in 100)', () => {
    expect(
      exactDist('blake-fire', 'firer: {weapon: muzzleLoader}\ntarget: {}\ndefensive: true', 'fired'),
    ).toEqual({ no: 0.01, yes: 0.99 });
  });
  it('"This score can be changed ... e.g. militia might suffer a 2 on their test D10": a double 1 or 2 (2 in 100), or both dice 2 or less by the switch (4 in 100)', () => {
    const militia = 'firer: {weapon: muzzleLoader, defensiveFireScore: 2}\ntarget: {}\ndefensive: true';
    expect(exactDist('blake-fire', militia, 'fired').no).toBeCloseTo(0.02, 12);
    expect(exactDist('blake-fire', militia, 'fired', { defensiveFireScore: 'bothUpTo' }).no).toBeCloseTo(
      0.04,
      12,
    );
    // the text's own score 1 is double '1' under either reading
    expect(
      exactDist('blake-fire', 'firer: {weapon: muzzleLoader}\ntarget: {}\ndefensive: true', 'fired', {
        defensiveFireScore: 'bothUpTo',
      }).no,
    ).toBeCloseTo(0.01, 12);
    expect(() =>
      compileSim('blake-fire', 'firer: {weapon: muzzleLoader, defensiveFireScore: 2}\ntarget: {}'),
    ).toThrow(/defensiveFireScore: expected defensiveFireScore only with defensive: true/);
  });
  it('the trial kernel agrees with the exact odds of the militia check (seeded)', () => {
    for (const reading of ['doubleUpTo', 'bothUpTo']) {
      const c = compileSim(
        'blake-fire',
        'firer: {weapon: muzzleLoader, stands: 2, defensiveFireScore: 3}\ntarget: {}\ndefensive: true',
        { defensiveFireScore: reading },
      );
      const n = 200_000;
      expect(
        worstZ(c, monteCarlo('blake-fire', c, n, 11), SIMS['blake-fire'].exact!(c).perTrial, n),
      ).toBeLessThan(4.5);
    }
  });
  it('"Artillery firing against targets on significantly higher ground fire cannot employ beaten zones or penetration. They also suffer a +1 to the score to hit"', () => {
    const flat = exactMean('blake-fire', 'firer: {weapon: artillery}\ntarget: {}', 'figures_removed');
    const up = exactMean(
      'blake-fire',
      'firer: {weapon: artillery}\ntarget: {higherGround: true}',
      'figures_removed',
    );
    // one D10 a gun: one face fewer hits
    expect(flat - up).toBeCloseTo(0.1, 12);
    expect(
      exactDist(
        'blake-fire',
        'firer: {weapon: canister}\ntarget: {standBehind: true, higherGround: true}',
        'hits_behind',
      )['0'],
    ).toBe(1);
    expect(() =>
      compileSim('blake-fire', 'firer: {weapon: muzzleLoader}\ntarget: {higherGround: true}'),
    ).toThrow(/higherGround: expected higherGround only for guns/);
  });
  it('a leader with casualties falls on a double 10', () => {
    const hits = exactDist('blake-fire', 'firer: {weapon: muzzleLoader}\ntarget: {}', 'hits');
    const leader = exactDist('blake-fire', 'firer: {weapon: muzzleLoader}\ntarget: {}', 'leader_falls');
    expect(leader.yes).toBeCloseTo(hits['1'] / 100, 12);
  });
  it('"a separate roll of two D10 with each D10 scoring \'10\'": exact odds and trials both read the cell (a cell of 9 gives 4 in 100)', () => {
    const c = compileSim(
      'blake-fire',
      'firer: {weapon: muzzleLoader, stands: 3}\ntarget: {}',
    ) as BlakeFireCompiled;
    c.leaderDouble = 9;
    const exact = SIMS['blake-fire'].exact!(c).perTrial;
    const hitAny = 1 - exact[c.layout.distOffset.hits];
    expect(exact[c.offsets.leader + 1]).toBeCloseTo(hitAny * 0.04, 12);
    const n = 200_000;
    expect(worstZ(c, monteCarlo('blake-fire', c, n, 13), exact, n)).toBeLessThan(4.5);
  });
  it('provisional scores to hit never get easier against open order or cover (monotone)', () => {
    for (const row of Object.values(rules.fire.scoreToHit)) {
      const s = [row.closeOrderOpen, row.openOrder, row.softCover, row.hardCover].map((v) => v.value);
      expect([...s].sort((a, b) => a - b)).toEqual(s);
    }
  });
});

describe('Blake melee', () => {
  it('+4: defender destroyed with the attacker suffering no loss', () => {
    const yaml = 'attacker: {figures: 6, mounted: true}\ndefender: {figures: 1}';
    expect(exactDist('blake-melee', yaml, 'destroyed')).toEqual({
      none: 0,
      defender: 1,
      attacker: 0,
      both: 0,
    });
    expect(exactMean('blake-melee', yaml, 'attacker_figures_lost')).toBe(0);
  });
  it('"RESOLVING MELEES The Attacker rolls one D6": equal stands differ by +4 or more on 3 of 36 (D10 by the switch: 21 of 100)', () => {
    const row = (sw: Record<string, string>) =>
      exactDist('blake-melee', 'attacker: {}\ndefender: {}', 'melee_row', sw)['>=+4'];
    // D6 - D6 >= 4: (5,1) (6,1) (6,2)
    expect(row({})).toBeCloseTo(3 / 36, 12);
    // D10 - D10 >= 4: 6 + 5 + 4 + 3 + 2 + 1 pairs
    expect(row({ meleeDie: 'd10' })).toBeCloseTo(21 / 100, 12);
  });
  it('switch meleeRoll: "The Attacker rolls one D6. Arrive at a total." read as the attacker\'s die alone: equal stands differ by the D6, +4 or more on 3 of 6', () => {
    const rows = exactDist('blake-melee', 'attacker: {}\ndefender: {}', 'melee_row', {
      meleeRoll: 'attackerOnly',
    });
    expect(rows['>=+4']).toBeCloseTo(3 / 6, 12);
    expect(rows['+1']).toBeCloseTo(1 / 6, 12);
    expect(rows['0']).toBe(0);
  });
  it('"All mounted count as three figures on impact ... except against squares or the equivalent [that are not disordered] or against enemies sheltering behind obstacles"', () => {
    const row = (def: string) =>
      exactDist('blake-melee', `attacker: {figures: 6, mounted: true}\ndefender: {${def}}`, 'melee_row');
    // 18 against 6: always +4
    expect(row('figures: 6')['>=+4']).toBe(1);
    // 6 against 6, as foot: D6 - D6 >= 4 on 3 of 36
    expect(row('figures: 6, square: true')['>=+4']).toBeCloseTo(3 / 36, 12);
    // behind an obstacle the defender adds the provisional obstacle +1 too: D6 - D6 >= 5 on 1 of 36
    expect(row('figures: 6, defence: obstacle')['>=+4']).toBeCloseTo(1 / 36, 12);
    // a disordered square: the mounted count three again, against half the square's figures
    expect(row('figures: 6, square: true, disordered: true')['>=+4']).toBe(1);
  });
  it('"Only half [rounded down] of the figures on a disordered or D class stand": 5 D class figures fight as 2', () => {
    const even = exactDist('blake-melee', 'attacker: {figures: 2}\ndefender: {figures: 6}', 'melee_row');
    expect(
      exactDist('blake-melee', 'attacker: {figures: 5, class: D}\ndefender: {figures: 6}', 'melee_row'),
    ).toEqual(even);
  });
  it('the better class fights a melee better, as it fires and tests morale better ("C class +1" to the score to hit; "A class: 1"): provisional class and defence cells in that direction', () => {
    const row = (att: string, def = '') =>
      exactDist('blake-melee', `attacker: {${att}}\ndefender: {${def}}`, 'melee_row')['>=+4'];
    // six figures a side: A +2 over C, so the attacker reaches +4 on D6 - D6 >= 2 (10 of 36); B +1: >= 3 (6 of 36); C: >= 4 (3 of 36)
    expect(row('class: A')).toBeCloseTo(10 / 36, 12);
    expect(row('class: B')).toBeCloseTo(6 / 36, 12);
    expect(row('class: C')).toBeCloseTo(3 / 36, 12);
    // "defending an obstacle or fortification": obstacle +1, fortification +2 to the defender
    expect(row('class: A', 'defence: fortification')).toBeCloseTo(3 / 36, 12);
    expect(rules.melee.classModifiers.A.cell.source).toBe('provisional');
    expect(rules.melee.defenceModifiers.fortification.cell.source).toBe('provisional');
  });
  it('what the melee total holds is not in the text, so every melee result rests on the provisional figurePoints cell', () => {
    expect(rules.melee.totals.figurePoints.cell.source).toBe('provisional');
    expect(exactDist('blake-melee', 'attacker: {}\ndefender: {}', 'rests_on_provisional').yes).toBe(1);
  });
  it('a leader in the melee falls on a D10 of 9-10', () => {
    expect(exactMean('blake-melee', 'attacker: {leader: true}\ndefender: {}', 'leaders_fallen')).toBeCloseTo(
      0.2,
      12,
    );
  });
  it('provisional losses are monotone in the difference', () => {
    const d = rules.melee.defenderLoses.map((v) => v.value);
    const a = rules.melee.attackerLoses.map((v) => v.value);
    expect([...d].sort((x, y) => y - x)).toEqual(d);
    expect([...a].sort((x, y) => x - y)).toEqual(a);
  });
});
