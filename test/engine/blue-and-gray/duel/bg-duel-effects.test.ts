import { describe, expect, it } from 'vitest';
import { duelEffects, type BgDuelReading } from '../../../../src/engine/blue-and-gray/duel/bg-duel.ts';
import type { BgAttacker, BgDefender } from '../../../../src/engine/blue-and-gray/odds.ts';
import { defenderDisorder } from '../../../../src/engine/blue-and-gray/resolve.ts';
import type { BgRules } from '../../../../src/engine/blue-and-gray/rules/bg-rules.ts';
import { RESULTS } from '../../../../src/engine/blue-and-gray/rules/crt.ts';
import { loadRuleset } from '../../../../src/engine/families/load-ruleset.ts';

const r = loadRuleset<BgRules>('blue-and-gray').data;
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
