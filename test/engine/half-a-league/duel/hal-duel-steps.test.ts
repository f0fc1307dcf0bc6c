import { describe, expect, it } from 'vitest';
import { scriptedFaces as faces } from './scripted-faces.ts';
import { TAKES } from '../../../../src/engine/duel/duel-engine.ts';
import { compileCcRules } from '../../../../src/engine/half-a-league/close-combat.ts';
import {
  DECIDED,
  GO_ON,
  halChargeTests,
  halFirePhase,
  halSetup,
  halStartTrial,
  halState,
  leaderKills,
  loseFigures,
  NEXT_TURN,
  routed,
  type HalDuelSetup,
  type HalDuelState,
  type HalForce,
} from '../../../../src/engine/half-a-league/duel/hal-duel.ts';
import { loadRulesetOf } from '../../../../src/engine/families/load-ruleset.ts';

const r = loadRulesetOf('half-a-league', 'half-a-league').data;
/** A volley every die of which is a possible hit, never a marker or a leader kill. */
const everyDieHits = {
  need: 1,
  long: false,
  divisor: 1,
  sixesPerMarker: 99,
  sixesPerLeaderKill: 99,
  oneLeaderKill: false,
  shots: 1,
  sixesAlwaysHit: false,
};
const force = (stands: number): HalForce => ({
  stands,
  perDie: 0,
  chits: 0,
  firePips: 0,
  commandDice: 0,
  commandPerDie: 0,
  spendInCloseCombat: false,
  spendOnCombatMorale: false,
});

/** Ten stands charge four; no command dice, so a trial starts without a roll. */
function setup(
  renew: boolean,
  spendOnCombatMorale = false,
  moraleBenefitBeforeDie = false,
  switches: Record<string, string> = {},
  holderFires = false,
) {
  const charger = { ...force(10), spendOnCombatMorale },
    holder = { ...force(4), spendOnCombatMorale, volley: holderFires ? everyDieHits : undefined };
  const s = halSetup(
    r,
    compileCcRules(r, switches),
    { perDie: 1, defenceAlways: false },
    { charger: [charger, holder], holder: [charger, holder], winTies: [false, false] },
    { holderPullsChits: true, chargeConnectsPercent: 100, leaderStandLost: true, moraleBenefitBeforeDie },
    false,
    renew,
    8,
    0,
  );
  const st = halState(s);
  halStartTrial(faces([]), s, st);
  return { s, st };
}

describe('Half a League duel steps, each alone', () => {
  it('Close Combat (a) "The defending unit then rolls for morale only if it is outnumbered two to one. If the defending unit fails morale it withdraws": 4 stands and a leader on a 1 make 6, short of 8', () => {
    const { s, st } = setup(false);
    // the charger: 10 stands + leader + 1 passes; the holder: 4 + 1 + 1 = 6 fails and withdraws
    expect(halChargeTests(faces([1, 1]), s, st)).toBe(DECIDED);
    expect(st.decision).toBe(TAKES);
    expect(st.holder).toBe(0);
    expect(st.ch[1]).toBe(s.cc.chitsForWithdrawing);
  });
  it('the outnumbered holder that passes (4 + 1 + 3 = 8) stands, and the charge goes on to close combat', () => {
    const { s, st } = setup(false);
    expect(halChargeTests(faces([1, 3]), s, st)).toBe(GO_ON);
    expect(st.holder).toBe(1);
  });
  it('with budget turns a withdrawn holder charges back next turn rather than ending the engagement', () => {
    const { s, st } = setup(true);
    expect(halChargeTests(faces([1, 1]), s, st)).toBe(NEXT_TURN);
    expect(st.holder).toBe(0);
  });
});

describe('Half a League duel: "In a Combat Morale Check: Automatically pass" (Leaders), switch moraleBenefitDeclared', () => {
  it('afterFailedDie: the outnumbered holder fails on a 1 (4 + 1 + 1 = 6) and spends its one point: it stands, no point left', () => {
    const { s, st } = setup(false, true);
    st.pts[1] = 1;
    expect(halChargeTests(faces([1, 1]), s, st)).toBe(GO_ON);
    expect([st.holder, st.ch[1], st.pts[1]]).toEqual([1, 0, 0]);
  });
  it('afterFailedDie: with no point left it withdraws as before; a die that passes (4 + 1 + 3 = 8) spends none', () => {
    const { s, st } = setup(false, true);
    expect(halChargeTests(faces([1, 1]), s, st)).toBe(DECIDED);
    expect(st.holder).toBe(0);
    const passed = setup(false, true);
    passed.st.pts[1] = 2;
    expect(halChargeTests(faces([1, 3]), passed.s, passed.st)).toBe(GO_ON);
    expect(passed.st.pts[1]).toBe(2);
  });
  it('afterFailedDie: the charger with five chits fails on a 1 (10 + 1 - 5 + 1 = 7) and its point carries the charge; without one it takes a chit', () => {
    const { s, st } = setup(false, true);
    st.ch[0] = 5;
    st.pts[0] = 1;
    expect(halChargeTests(faces([1, 3]), s, st)).toBe(GO_ON);
    expect([st.ch[0], st.pts[0]]).toEqual([5, 0]);
    const none = setup(false, true);
    none.st.ch[0] = 5;
    expect(halChargeTests(faces([1]), none.s, none.st)).toBe(DECIDED);
    expect(none.st.ch[0]).toBe(5 + none.s.r.morale.chitsForFailedCharge.value);
  });
  it('beforeDie: the holder, whom a 1 would fail (4 + 1 + 1 < 8), declares its point and passes without a die; the charger (10 + 1 + 1) rolls and keeps its points', () => {
    const { s, st } = setup(false, true, true);
    st.pts[0] = 3;
    st.pts[1] = 2;
    // one scripted die only: the charger's
    expect(halChargeTests(faces([1]), s, st)).toBe(GO_ON);
    expect([st.holder, st.pts[0], st.pts[1]]).toEqual([1, 3, 1]);
  });
});

describe('Half a League duel: leaders lost (FIRE (e), Close Combat (d))', () => {
  const setup = (once = false) =>
    ({ reading: { leaderStandLost: false }, cc: { oneLeaderLoss: once } }) as unknown as HalDuelSetup;
  const state = () =>
    ({
      ld: Int32Array.of(1, 1),
      ch: Int32Array.of(0, 0),
      pts: Int32Array.of(5, 0),
    }) as unknown as HalDuelState;
  it('"Multiple three 6\'s is multiple leader loss": two possible kills, neither saved (1 and 2; saves on 4-6), are two losses, two chits and two halvings; under leaderLosses once, one', () => {
    const st = state();
    leaderKills(faces([1, 2]), setup(), st, 0, 2, 3);
    // MORALE (a) 2 "Leader is killed (one marker)"; FIRE (e) "If a commander is killed lose ½ of remaining command points": 5 loses 3 (rounded up), then 2 loses 1
    expect([st.ch[0], st.pts[0]]).toEqual([2, 1]);
    const once = state();
    leaderKills(faces([1, 2]), setup(true), once, 0, 2, 3);
    expect([once.ch[0], once.pts[0]]).toEqual([1, 2]);
  });
  it('one kill saved (5), one not (1): one chit, 5 points lose 3', () => {
    const st = state();
    leaderKills(faces([5, 1]), setup(), st, 0, 2, 3);
    expect([st.ch[0], st.pts[0]]).toEqual([1, 2]);
  });
});

describe('Half a League duel: losses spread over the stands (Casualties & Saving (b), Close Combat (d))', () => {
  it('Close Combat (d) "Distribute loses throughout"; Casualties & Saving (b) "The stand still fires and fights as normal till all figures on the stand are killed": four stands of 4 keep all four until 13 figures are lost', () => {
    const { st } = setup(false);
    loseFigures(st, 1, 4, false);
    expect([st.fig[1], st.stands[1]]).toEqual([12, 4]);
    loseFigures(st, 1, 8, false);
    expect([st.fig[1], st.stands[1]]).toEqual([4, 4]);
    loseFigures(st, 1, 1, false);
    expect([st.fig[1], st.stands[1]]).toEqual([3, 3]);
    // no more than it has
    loseFigures(st, 1, 9, false);
    expect([st.fig[1], st.stands[1]]).toEqual([0, 0]);
  });
  it('switch fireLosses standByStand: each loss on the stand already hit, a stand gone for every 4 figures', () => {
    const { st } = setup(false);
    loseFigures(st, 1, 5, true);
    expect([st.fig[1], st.stands[1]]).toEqual([11, 3]);
  });
  it('MORALE (c) "When number of chits equals number of stands (including the leader) in unit ... unit ROUTS": four stands and a leader, 4 figures lost throughout, do not rout on 4 chits', () => {
    const { st } = setup(false);
    loseFigures(st, 1, 4, false);
    st.ch[1] = 4;
    expect(routed(st, 1)).toBe(false);
    st.ch[1] = 5;
    expect(routed(st, 1)).toBe(true);
  });
  it("FIRE: the holder's 4 dice all hit the charger, no save (1s): the charger keeps its 10 stands (fireLosses throughout), or loses one (standByStand)", () => {
    // the holder's four fire dice (3s: no sixes), then the charger's four save dice (1s)
    const dice = [3, 3, 3, 3, 1, 1, 1, 1];
    const plain = setup(false, false, false, {}, true);
    halFirePhase(faces(dice), plain.s, plain.st);
    expect([plain.st.fig[0], plain.st.stands[0]]).toEqual([36, 10]);
    const piled = setup(false, false, false, { fireLosses: 'standByStand' }, true);
    halFirePhase(faces(dice), piled.s, piled.st);
    expect([piled.st.fig[0], piled.st.stands[0]]).toEqual([36, 9]);
  });
});
