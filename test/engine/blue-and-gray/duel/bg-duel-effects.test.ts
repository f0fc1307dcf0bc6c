import { describe, expect, it } from 'vitest';
import {
  bgDuel,
  duelEffects,
  type BgDuelReading,
} from '../../../../src/engine/blue-and-gray/duel/bg-duel.ts';
import { HOLDS, O_DECISION, O_ROUNDS, O_SIZE } from '../../../../src/engine/duel/duel-engine.ts';
import { MORALE } from '../../../../src/engine/blue-and-gray/rules/bg-rules.ts';
import { scriptedFaces } from '../../half-a-league/duel/scripted-faces.ts';
import type { BgAttacker, BgDefender } from '../../../../src/engine/blue-and-gray/odds.ts';
import { defenderDisorder } from '../../../../src/engine/blue-and-gray/resolve.ts';
import { RESULTS } from '../../../../src/engine/blue-and-gray/rules/crt.ts';
import { loadRulesetOf } from '../../../../src/engine/families/load-ruleset.ts';

const r = loadRulesetOf('blue-and-gray', 'blue-and-gray').data;
const reading = (always: boolean): BgDuelReading => ({
  revised: false,
  afterCap: true,
  halfDown: false,
  renew: false,
  floorAfterShifts: false,
  rallyFrom: 0,
  artilleryRetreatAlways: always,
});
const infantry = (range: BgAttacker['range']): BgAttacker => ({
  strength: 6,
  morale: 'normal',
  arm: 'infantry',
  range,
  halvedByTerrain: false,
});
const guns: BgDefender = {
  strength: 4,
  morale: 'normal',
  arm: 'artillery',
  works: 'none',
  withFriends: false,
};
const DR = RESULTS.indexOf('Dr');

describe('Blue & Gray duel: a defending battery that retreats', () => {
  it('§12.12 "Exception: retreating artillery units are automatically Disordered": a Dr on adjacent guns disorders them on any disorder die (1)', () => {
    const [e] = duelEffects(r, infantry('adjacent'), guns, reading(false));
    expect(defenderDisorder(e, DR, 1)).toBe(1);
    const [inf] = duelEffects(r, infantry('adjacent'), { ...guns, arm: 'infantry' }, reading(false));
    expect(defenderDisorder(inf, DR, 1)).toBe(0);
  });
  it('switch artilleryRetreatDisorder always: the duel passes the reading on (defArtilleryAlways)', () => {
    expect(duelEffects(r, infantry('adjacent'), guns, reading(true))[0].defArtilleryAlways).toBe(true);
    expect(duelEffects(r, infantry('adjacent'), guns, reading(false))[0].defArtilleryAlways).toBe(false);
  });
});

describe('Blue & Gray duel: a defending battery never advances after combat (§9.47)', () => {
  it('"Artillery units may never advance after combat": guns that drive the attacker back out of their old position do not retake it; driving it off decides the engagement for their side', () => {
    const turns: BgDuelReading = { ...reading(false), renew: true, rallyFrom: MORALE.length };
    const duel = bgDuel(r, infantry('adjacent'), guns, 0, turns, { shift: 0 }, 3, {});
    const out = new Int32Array(O_SIZE);
    // turn 1: the infantry attack, a 1 is Dr, the guns retreat (disorder dice 6, 6); turn 2: the guns counterattack,
    // a 1 is Dr again, the infantry retreat (6, 6). Retaking the position, the guns would face a third attack.
    duel.run(scriptedFaces([1, 6, 6, 1, 6, 6]), out);
    expect([out[O_DECISION], out[O_ROUNDS]]).toEqual([HOLDS, 2]);
  });
});
