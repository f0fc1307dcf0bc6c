import { describe, expect, it } from 'vitest';
import { compileCcRules } from '../../../src/engine/half-a-league/close-combat.ts';
import { loadRulesetOf } from '../../../src/engine/families/load-ruleset.ts';
import { compileSim, distOf, exactDist, exactMean, monteCarlo } from '../../engine/comparison/sim-harness.ts';

const rules = loadRulesetOf('half-a-league', 'half-a-league').data;

describe('Half a League: a unit without a leader', () => {
  it('MORALE (c) "When number of chits equals number of stands (including the leader) in unit ... unit ROUTS": two stands and no leader rout on the two chits of a lost combat', () => {
    const y = 'attacker: {stands: 3}\ndefender: {stands: 2, leader: false}';
    // the defender routs whenever it loses (2 chits = 2 stands); the attacker (3 stands and a leader) never does on 2 chits
    expect(exactDist('hal-close-combat', y, 'loser_routs').yes).toBeCloseTo(
      exactDist('hal-close-combat', y, 'winner').attacker,
      12,
    );
  });
});

describe('Half a League: an outnumbered defender that fails its test (switch outnumberedWithdraw)', () => {
  it('Close Combat (a) "If the defending unit fails morale it \u201cwithdraws\u201d as per case (g)"; MORALE (a) "7. Unit WITHDRAWS": one chit by default, two as a loser of (g)', () => {
    expect(compileCcRules(rules, {}).chitsForWithdrawing).toBe(1);
    expect(compileCcRules(rules, { outnumberedWithdraw: 'asLoser' }).chitsForWithdrawing).toBe(2);
  });
});

describe('Half a League leader kills', () => {
  it('Close Combat (e) "winner takes 1/3 of loser\'s possible loss including leaders (rounding up) ... same number of possible leader losses ... double possible leader losses"', () => {
    // three dice a side: at most one possible kill (three 6s), so the winner's expected possible leader losses are
    // (2 x 1/6 + 1 x 2/6 + 1 x 3/6) = 7/6 of the loser's
    const y = 'attacker: {stands: 2}\ndefender: {stands: 2}';
    const loser = exactMean('hal-close-combat', y, 'leader_kills_possible');
    expect(loser).toBeGreaterThan(0);
    expect(exactMean('hal-close-combat', y, 'winner_leader_losses_possible')).toBeCloseTo(
      (7 / 6) * loser,
      12,
    );
  });
  it('Close Combat (g) "Loser takes two morale chits ... (plus a chit for any leader loss)"; FIRE (e) "If there is a possible leader kill roll on save table": the loser\'s leader falls on three 6s it fails to save', () => {
    // two stands and a leader a side (three dice): the attacker's 6-6-6 wins unless the defender also rolls 6-6-6 (ties to the defender);
    // the defender's 6-6-6 always wins. A two-stand unit saves on a 6 only (provisional save table).
    const y = 'attacker: {stands: 2}\ndefender: {stands: 2}';
    const killed = (5 / 6) * (1 / 216) * (215 / 216 + 1);
    expect(exactDist('hal-close-combat', y, 'loser_leader_killed').yes).toBeCloseTo(killed, 12);
    // two chits and the leader's reach two stands and a leader: the loser routs exactly when its leader falls
    expect(exactDist('hal-close-combat', y, 'loser_routs').yes).toBeCloseTo(killed, 12);
    // three stands: under switch leaderKilled standLost the killed leader's stand no longer counts (3 chits, 3 stands)
    const y3 = 'attacker: {stands: 3}\ndefender: {stands: 3}';
    const k3 = exactDist('hal-close-combat', y3, 'loser_leader_killed').yes;
    expect(
      exactDist('hal-close-combat', y3, 'loser_routs', { leaderKilled: 'standLost' }).yes,
    ).toBeGreaterThanOrEqual(k3 - 1e-12);
    // FIRE (e) "If a commander is killed lose 1/2 of remaining command points": a replacement keeps the stand
    // (replaced, the default), and 3 chits do not reach 3 stands and the leader
    expect(exactDist('hal-close-combat', y3, 'loser_routs').yes).toBeLessThan(k3);
    const c = compileSim('hal-close-combat', y);
    const mc = distOf(c, monteCarlo('hal-close-combat', c, 400_000, 8), 'loser_leader_killed').yes;
    expect(Math.abs(mc - killed)).toBeLessThan(4.5 * Math.sqrt((killed * (1 - killed)) / 400_000));
  });
  it('FIRE (d) "A third six is a possible leader kill in addition to any hits on the target unit. Four 6\'s are two markers etc."', () => {
    const y = 'firer: {weapon: musket, dice: 4}\ntarget: {stands: 6}';
    expect(exactDist('hal-fire', y, 'morale_markers')['2']).toBeCloseTo(1 / 1296, 12);
    // three or four sixes of four dice: (4 x 5 + 1) / 1296
    expect(exactMean('hal-fire', y, 'leader_kills_possible')).toBeCloseTo(21 / 1296, 12);
  });
  it('switch fireLeaderKill: six sixes of six dice are two possible kills (everyThird) or one (thirdOnly)', () => {
    const y = 'firer: {weapon: musket, dice: 6}\ntarget: {stands: 6}';
    // P(3, 4 or 5 sixes) + 2 x P(6 sixes), against P(3 or more sixes)
    const p = (k: number) => ([1, 6, 15, 20, 15, 6, 1][k] * 5 ** (6 - k)) / 6 ** 6;
    expect(exactMean('hal-fire', y, 'leader_kills_possible')).toBeCloseTo(p(3) + p(4) + p(5) + 2 * p(6), 12);
    expect(exactMean('hal-fire', y, 'leader_kills_possible', { fireLeaderKill: 'thirdOnly' })).toBeCloseTo(
      p(3) + p(4) + p(5) + p(6),
      12,
    );
  });
});

describe('Half a League: "outnumbered two to one" (switch outnumbered)', () => {
  it('Close Combat (a) "The defending unit then rolls for morale only if it is outnumbered two to one": 6 stands against 3 test by stands; with leaders 7 against 4 do not', () => {
    const y = 'attacker: {stands: 6}\ndefender: {stands: 3}';
    // 3 + leader + die >= 8 fails on 1-3
    expect(exactDist('hal-charge-morale', y, 'charge').defender_withdraws).toBe(0.5);
    expect(
      exactDist('hal-charge-morale', y, 'charge', { outnumbered: 'standsAndLeaders' }).defender_withdraws,
    ).toBe(0);
    // 7 stands and a leader (8) against 3 and a leader (4): twice
    expect(
      exactDist('hal-charge-morale', 'attacker: {stands: 7}\ndefender: {stands: 3}', 'charge', {
        outnumbered: 'standsAndLeaders',
      }).defender_withdraws,
    ).toBe(0.5);
  });
});

describe("Half a League: the winner's loss (switch winnerLossFrom)", () => {
  it('Close Combat (e) "the winner takes 1/3 of loser\'s possible loss": with saves the winner loses less when it counts from the loser\'s saved losses; the exact odds agree with the seeded dice', () => {
    const y = 'attacker: {stands: 4}\ndefender: {stands: 4}';
    const possible =
      exactMean('hal-close-combat', y, 'defender_figures_lost') +
      exactMean('hal-close-combat', y, 'attacker_figures_lost');
    const actual =
      exactMean('hal-close-combat', y, 'defender_figures_lost', { winnerLossFrom: 'actual' }) +
      exactMean('hal-close-combat', y, 'attacker_figures_lost', { winnerLossFrom: 'actual' });
    expect(actual).toBeLessThan(possible);
    const c = compileSim('hal-close-combat', y, { winnerLossFrom: 'actual' });
    const n = 200_000;
    const mc = monteCarlo('hal-close-combat', c, n, 3);
    const exact = exactMean('hal-close-combat', y, 'attacker_figures_lost', { winnerLossFrom: 'actual' });
    // about 0.58 figures a combat, variance about 1: a standard error near 0.0022, so 0.01 is 4.5 of them (0.68 under `possible`)
    expect(Math.abs(mc[c.layout.meanOffset.attacker_figures_lost] - exact)).toBeLessThan(0.01);
  });
});
