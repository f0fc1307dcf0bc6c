import { describe, expect, it } from 'vitest';
import { SIMS } from '../../../src/sims/registry.ts';
import { compileSim, exactDist, monteCarlo, worstZ } from '../../engine/comparison/sim-harness.ts';
import { scriptedFaces } from '../../engine/half-a-league/duel/scripted-faces.ts';
import type { HalCcCompiled } from '../../../src/sims/half-a-league/hal-close-combat-sim.ts';

const cc = (yaml: string, name: string, sw: Record<string, string> = {}) =>
  exactDist('hal-close-combat', yaml, name, sw);

/** The worst z of `n` seeded trials of hal-close-combat against its exact odds. */
function trialsAgainstExact(yaml: string, n: number, seed: number): number {
  const c = compileSim('hal-close-combat', yaml);
  return worstZ(
    c,
    monteCarlo('hal-close-combat', c, n, seed),
    SIMS['hal-close-combat'].exact!(c).perTrial,
    n,
  );
}

/** One trial of the kernel on these D6 faces: the compiled sim and its tally. */
function oneTrial(yaml: string, faces: number[], sw: Record<string, string> = {}) {
  const c = compileSim('hal-close-combat', yaml, sw) as HalCcCompiled;
  const acc = new Float64Array(c.layout.size);
  SIMS['hal-close-combat'].kernel(scriptedFaces(faces), c, 1, acc);
  return { o: c.o, acc };
}

describe('Half a League close combat: win ties for one side (Modifiers (c))', () => {
  it('"Win ties ... if any unit wins a normal close combat during the game it achieves and retains this bonus": the side with it wins every tie, whichever the switch ties says', () => {
    const even = 'attacker: {stands: 4}\ndefender: {stands: 4}';
    const base = cc(even, 'winner').attacker;
    const tie = cc(even, 'winner', { ties: 'attackerWins' }).attacker - base;
    expect(tie).toBeGreaterThan(0.05);
    expect(cc('attacker: {stands: 4, winTies: true}\ndefender: {stands: 4}', 'winner').attacker).toBeCloseTo(
      base + tie,
      12,
    );
    expect(
      cc('attacker: {stands: 4}\ndefender: {stands: 4, winTies: true}', 'winner', { ties: 'attackerWins' })
        .attacker,
    ).toBeCloseTo(base, 12);
  });
});

describe('Half a League artillery in close combat: (g) against (h), switch gunsOnWithdrawal', () => {
  const guns = 'attacker: {stands: 6}\ndefender: {stands: 4, modifiers: [artilleryGun], artillery: true}';
  it('(h) "the gunners are deemed to have run away but the guns remain. The artillery rolls a 4, 5, or 6 to spike the guns in which case they are removed": under spikeChits beforeCombat, half the beaten batteries spike', () => {
    const lose = cc(guns, 'winner').attacker;
    const d = cc(guns, 'loser_guns', { spikeChits: 'beforeCombat' });
    expect(d.spiked).toBeCloseTo(lose / 2, 12);
    expect(d.left_on_the_field).toBeCloseTo(lose / 2, 12);
    expect(d.lost).toBe(0);
  });
  it('(h) "Combat is as if each gun (man) is a \'stand\' with a minus 1 modifier": artillery: true brings the -1 itself, counted once when artilleryGun is listed too, and artilleryGun without artillery is refused', () => {
    const y = (mods: string, artillery = 'artillery: true') =>
      `attacker: {stands: 6, modifiers: [attackingInColumn]}\ndefender: {stands: 4, leader: false, modifiers: [${mods}], ${artillery}}`;
    // seven attacking dice at +1 and +1 for the leader stand beat four at -1 each: 7D6 + 8 > 4D6 - 4 (0.999548 without the -1)
    expect(cc(y(''), 'winner').attacker).toBeCloseTo(0.9999879602110112, 13);
    expect(cc(y('artilleryGun'), 'winner').attacker).toBeCloseTo(cc(y(''), 'winner').attacker, 14);
    expect(() => cc(y('artilleryGun', 'winTies: false'), 'winner')).toThrow(
      /defender\.modifiers: expected artilleryGun only with artillery: true \(Close Combat \(h\)\)/,
    );
  });
  it('(g) "If unit was unlimbered artillery the guns are lost"', () => {
    const lose = cc(guns, 'winner').attacker;
    expect(cc(guns, 'loser_guns', { gunsOnWithdrawal: 'lost' }).lost).toBeCloseTo(lose, 12);
  });
  it.each(['afterWithdrawal', 'beforeCombat'])(
    'spikeChits %s: the trial kernel agrees with the exact odds (seeded)',
    (spikeChits) => {
      const c = compileSim('hal-close-combat', `${guns.replace('stands: 4', 'stands: 4, chits: 1')}`, {
        spikeChits,
      });
      const n = 200_000;
      expect(
        worstZ(c, monteCarlo('hal-close-combat', c, n, 18), SIMS['hal-close-combat'].exact!(c).perTrial, n),
      ).toBeLessThan(4.5);
    },
  );
});

describe("Half a League: whose death the loser's leader kill is (MORALE (a) 2)", () => {
  const routs = (leaderIs: string, sw: Record<string, string> = {}) =>
    cc(`attacker: {stands: 8}\ndefender: {stands: 6, chits: 3, leaderIs: ${leaderIs}}`, 'loser_routs', sw)
      .yes;
  it("\"Leader is killed. (If Brigadier, all units in Brigade take a marker, if Army CO, all units take 3)\": an army commander's death routs the beaten unit more often; a brigadier's costs it one marker, as its own commander's does", () => {
    expect(routs('armyCommander')).toBeGreaterThan(routs('unitCommander') + 0.01);
    // with the killed leader's stand kept (switch leaderKilled replaced, the default) the two deaths weigh the same
    expect(routs('brigadier')).toBeCloseTo(routs('unitCommander'), 12);
  });
  it('MORALE (c) "number of stands (including the leader)": a killed attached brigadier leaves the unit its own leader, so under leaderKilled standLost it routs less often than when its own commander falls', () => {
    const standLost = { leaderKilled: 'standLost' };
    expect(routs('brigadier', standLost)).toBeLessThan(routs('unitCommander', standLost) - 0.001);
  });
});

describe("Half a League: a killed Brigadier's free command point (FIRE (e))", () => {
  const both = 'attacker: {stands: 6, leaderIs: brigadier}\ndefender: {stands: 6, leaderIs: brigadier}';
  it('"If a Brigadier is killed he must roll a 5 or 6 to use the free command point for remainder of game": a third of killed brigadiers use it', () => {
    const killed = cc(both, 'loser_leader_killed').yes;
    const free = cc(both, 'killed_brigadier_free_point');
    expect(killed).toBeGreaterThan(0.01);
    expect(free.granted).toBeCloseTo(killed / 3, 12);
    expect(free.refused).toBeCloseTo((2 * killed) / 3, 12);
    expect(free.no_brigadier_killed).toBeCloseTo(1 - killed, 12);
    // a unit commander's death has no free point to keep: the outcome appears only with a brigadier
    expect(
      compileSim('hal-close-combat', 'attacker: {stands: 6}\ndefender: {stands: 6}').layout.distributions.map(
        (d) => d.name,
      ),
    ).not.toContain('killed_brigadier_free_point');
  });
  it('the trials agree with the exact odds (fixed seed, 4 standard errors)', () => {
    const c = compileSim('hal-close-combat', both);
    const n = 40_000;
    expect(
      worstZ(c, monteCarlo('hal-close-combat', c, n, 17), SIMS['hal-close-combat'].exact!(c).perTrial, n),
    ).toBeLessThan(4);
  });
});

describe('Half a League: the spike roll, limbered guns and multiple leader kills', () => {
  const mean = (yaml: string, name: string) => {
    const c = compileSim('hal-close-combat', yaml);
    return SIMS['hal-close-combat'].exact!(c).perTrial[c.layout.meanOffset[name]];
  };
  it('spikeChits beforeCombat, MORALE (b) "Each morale chit is -1 on every die for everything": a battery that carried one chit in spikes its guns on 5 or 6 ((h) "a 4, 5, or 6"), one with three never', () => {
    const one =
      'attacker: {stands: 6}\ndefender: {stands: 4, chits: 1, modifiers: [artilleryGun], artillery: true}';
    const lose = cc(one, 'winner').attacker;
    expect(cc(one, 'loser_guns', { spikeChits: 'beforeCombat' }).spiked).toBeCloseTo(lose / 3, 12);
    const three =
      'attacker: {stands: 6}\ndefender: {stands: 4, chits: 3, modifiers: [artilleryGun], artillery: true}';
    expect(cc(three, 'loser_guns', { spikeChits: 'beforeCombat' }).spiked ?? 0).toBe(0);
  });
  // (g) "Loser WITHDRAWS ... Loser takes two morale chits, one for losing combat and one for withdrawing (plus a
  // chit for any leader loss)", then (h) "If the artillery withdraws ... The artillery rolls a 4, 5, or 6 to spike
  // the guns"; MORALE (b) "Each morale chit is -1 on every die for everything"
  it("spikeChits afterWithdrawal (the default): a beaten battery with no chits and no leader rolls with (g)'s two chits, so spikes only on a 6; one that carried a chit in never spikes", () => {
    const none =
      'attacker: {stands: 6}\ndefender: {stands: 4, leader: false, modifiers: [artilleryGun], artillery: true}';
    const lose = cc(none, 'winner').attacker;
    expect(lose).toBeGreaterThan(0.5);
    expect(cc(none, 'loser_guns').spiked).toBeCloseTo(lose / 6, 11);
    expect(cc(none, 'loser_guns').left_on_the_field).toBeCloseTo((5 * lose) / 6, 11);
    expect(cc(none.replace('stands: 4', 'stands: 4, chits: 1'), 'loser_guns').spiked ?? 0).toBe(0);
  });
  it('spikeChits afterWithdrawal: a killed leader\'s chit comes before the spike roll too ((g) "plus a chit for any leader loss"): a battery whose leader falls never spikes', () => {
    const led = 'attacker: {stands: 6}\ndefender: {stands: 4, modifiers: [artilleryGun], artillery: true}';
    // 6 stands and a leader: seven 6s (two possible kills) beat five 3s; loss die 4; kills unsaved (1, 1); spike roll 6
    const faces = [6, 6, 6, 6, 6, 6, 6, 3, 3, 3, 3, 3, 4, 1, 1, 6];
    const { o, acc } = oneTrial(led, faces);
    expect(acc[o.killed + 1]).toBe(1);
    // 2 + 1 chits: the 6 scores 3, short of 4, and the guns stay on the field
    expect(acc[o.guns + 3]).toBe(1);
    const before = oneTrial(led, faces, { spikeChits: 'beforeCombat' });
    expect(before.acc[before.o.guns + 2]).toBe(1);
  });
  it('(g) "If unit was unlimbered artillery the guns are lost": under gunsOnWithdrawal lost, a limbered battery keeps its guns', () => {
    const limbered =
      'attacker: {stands: 6}\ndefender: {stands: 4, modifiers: [artilleryGun], artillery: true, limbered: true}';
    const d = cc(limbered, 'loser_guns', { gunsOnWithdrawal: 'lost' });
    expect(d.lost ?? 0).toBe(0);
    expect(d.none_lost).toBeCloseTo(1, 12);
  });
  it('(d) "Multiple three 6\'s is multiple leader loss" (switch leaderLosses each, the default): the leaders killed are the possible kills not saved; under once, the chance that any is not saved', () => {
    const big = 'attacker: {stands: 14}\ndefender: {stands: 14}';
    const possible = mean(big, 'leader_kills_possible');
    const killed = cc(big, 'loser_leader_killed').yes;
    expect(possible).toBeGreaterThan(0.5);
    expect(mean(big, 'loser_leaders_killed')).toBeGreaterThan(killed + 0.01);
    const c = compileSim('hal-close-combat', big, { leaderLosses: 'once' });
    expect(SIMS['hal-close-combat'].exact!(c).perTrial[c.layout.meanOffset.loser_leaders_killed]).toBeCloseTo(
      killed,
      12,
    );
    // the shipped situation (six stands in column against four behind a wall, both with leaders): 0.072541 under once
    const shipped =
      'attacker: {stands: 6, leader: true, modifiers: [attackingInColumn]}\ndefender: {stands: 4, leader: true, modifiers: [behindWalls]}';
    expect(mean(shipped, 'loser_leaders_killed')).toBeCloseTo(0.07259780642884966, 13);
  });
  it('"If Army Commander is killed, every unit in entire army draws 3 morale chits" (FIRE (e)): two unsaved kills on an attached army commander are two leader losses, 6 chits ("Multiple three 6\'s is multiple leader loss"); under leaderLosses once, 3', () => {
    // six 6s (two possible kills) beat seven 3s; no 2s, so no hits; loss die 4 (a third of nothing); both kills unsaved (1, 1)
    const y = 'attacker: {stands: 6, leader: false}\ndefender: {stands: 6, leaderIs: armyCommander}';
    const faces = [6, 6, 6, 6, 6, 6, 3, 3, 3, 3, 3, 3, 3, 4, 1, 1];
    // MORALE (c): 2 for losing + 6 = 8 chits reach 6 stands + the leader; 2 + 3 = 5 do not
    const each = oneTrial(y, faces);
    expect(each.acc[each.o.killed + 1]).toBe(1);
    expect(each.acc[each.o.routs + 1]).toBe(1);
    expect(each.acc[each.o.leadersKilled]).toBe(2);
    const once = oneTrial(y, faces, { leaderLosses: 'once' });
    expect(once.acc[once.o.routs + 0]).toBe(1);
    expect(once.acc[once.o.leadersKilled]).toBe(1);
  });
  it('the trials agree with the exact odds when many kills are possible (fixed seed, 4.5 standard errors)', () => {
    expect(
      trialsAgainstExact(
        'attacker: {stands: 14}\ndefender: {stands: 14, leaderIs: armyCommander}',
        100_000,
        23,
      ),
    ).toBeLessThan(4.5);
  });
});

describe("Half a League: a close combat's losses spread over the loser's stands (Close Combat (d))", () => {
  it('"Distribute loses throughout"; Casualties & Saving (b) "The stand still fires and fights as normal till all figures on the stand are killed": three stands losing all four of their dice\'s hits keep all three, so a loser with a chit routs only when its leader falls', () => {
    const yaml = 'attacker: {stands: 3, chits: 1}\ndefender: {stands: 3, chits: 1}';
    // 1 + 2 chits for losing and withdrawing, a third for a killed leader, against 3 stands and the leader
    expect(cc(yaml, 'loser_routs').yes).toBeCloseTo(cc(yaml, 'loser_leader_killed').yes, 12);
    expect(cc(yaml, 'loser_routs').yes).toBeGreaterThan(0);
  });
});

describe("Half a League: the winner's loss die and its chits (Close Combat (e), MORALE (b); switch winnerLossDie)", () => {
  const yaml = 'attacker: {stands: 4, chits: 3}\ndefender: {stands: 4, chits: 3}';
  it('MORALE (b) "Each morale chit is -1 on every die for everything": a winner with 3 chits takes a third on no face, the same on a 5 or 6 (2, 3), double and a chit on 1-4', () => {
    const loss = cc(yaml, 'winner_loss');
    expect(loss.a_third).toBeCloseTo(0, 12);
    expect(loss.the_same).toBeCloseTo(2 / 6, 12);
    expect(loss.double_and_a_chit).toBeCloseTo(4 / 6, 12);
  });
  it('unmodified: the die as rolled, 4-6 a third, 2-3 the same, 1 double', () => {
    const loss = cc(yaml, 'winner_loss', { winnerLossDie: 'unmodified' });
    expect([loss.a_third, loss.the_same, loss.double_and_a_chit].map((v) => v * 6)).toEqual([
      expect.closeTo(3, 10),
      expect.closeTo(2, 10),
      expect.closeTo(1, 10),
    ]);
  });
  it('the trials agree with the exact odds (fixed seed, 4 standard errors)', () => {
    expect(
      trialsAgainstExact('attacker: {stands: 5, chits: 1}\ndefender: {stands: 4, chits: 2}', 40_000, 19),
    ).toBeLessThan(4);
  });
});
