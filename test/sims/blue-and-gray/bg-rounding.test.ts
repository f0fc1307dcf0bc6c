import { describe, expect, it } from 'vitest';
import { attackStrength, defenceStrength } from '../../../src/engine/blue-and-gray/odds.ts';
import { loadRulesetOf } from '../../../src/engine/families/load-ruleset.ts';
import { exactDist } from '../../engine/comparison/sim-harness.ts';

const rules = loadRulesetOf('blue-and-gray', 'blue-and-gray').data;
const inf = {
  morale: 'normal' as const,
  arm: 'infantry' as const,
  range: 'adjacent' as const,
  halvedByTerrain: false,
};

describe('Blue & Gray: each unit adjusted on its own (§12.25)', () => {
  it('§12.25 "A unit\'s Combat Strength is adjusted individually for the effects of Terrain, Morale and Range, prior to combining the total": three units of 3 halved are 2 + 2 + 2 = 6, not 9 halved (5)', () => {
    expect(attackStrength(rules, { ...inf, strength: 9, unitStrength: 3, halvedByTerrain: true })).toBe(6);
    expect(attackStrength(rules, { ...inf, strength: 9, halvedByTerrain: true })).toBe(5);
    // §12.21 "reduced individually by one-third": units of 3 and 2 Disordered are 2 + 1
    expect(attackStrength(rules, { ...inf, strength: 5, unitStrength: 3, morale: 'disordered' })).toBe(3);
  });
  it('§10.22 "A unit\'s Combat Strength may never be reduced to less than one"; §12.24 "whether as a result of Terrain, Range, Night and/or Morale effects": three units of 1 Shaken attack at 3', () => {
    expect(attackStrength(rules, { ...inf, strength: 3, unitStrength: 1, morale: 'shaken' })).toBe(3);
    expect(attackStrength(rules, { ...inf, strength: 1, halvedByTerrain: true }, true)).toBe(1);
    // §12.23 "The Combat Strengths of Defending Routed units are reduced individually by two-thirds": 2 + 2 units Routed are 1 + 1
    expect(
      defenceStrength(
        rules,
        {
          strength: 4,
          unitStrength: 2,
          morale: 'routed',
          arm: 'infantry',
          works: 'none',
          withFriends: false,
        },
        true,
      ),
    ).toBe(2);
    // §12.22 Defending Shaken -1/3 on its own: 6 is 4
    expect(
      defenceStrength(
        rules,
        { strength: 6, morale: 'shaken', arm: 'infantry', works: 'none', withFriends: false },
        true,
      ),
    ).toBe(4);
  });
  it('§9.19 "reduced by one-third, rounding to the nearest integer but with a minimum Combat Strength of \'1\' per artillery unit": two batteries of 1 at three hexes are 2', () => {
    expect(
      attackStrength(rules, { ...inf, arm: 'artillery', range: 'three', strength: 2, unitStrength: 1 }),
    ).toBe(2);
  });
});

describe('Blue & Gray: "rounded to the nearest integer" at an exact half (switch halfRounding)', () => {
  it('§9.48 "increased by one-half, rounded to the nearest integer": 5 adjacent is 7.5, 8 (up) or 7 (down)', () => {
    const guns = { ...inf, arm: 'artillery' as const, strength: 5 };
    expect(attackStrength(rules, guns)).toBe(8);
    expect(attackStrength(rules, guns, true)).toBe(7);
  });
  it('§10.21 "Whilst halving the Combat Strength, always round to the nearest integer": 5 halved against 5 is 3:5 (1-2) or 2:5 (1-3)', () => {
    const y = 'attacker: {strength: 5, halvedByTerrain: true}\ndefender: {strength: 5}';
    expect(exactDist('bg-combat', y, 'odds')['1-2']).toBe(1);
    expect(exactDist('bg-combat', y, 'odds', { halfRounding: 'down' })['1-3']).toBe(1);
  });
  it('§11.23 "may be doubled or halved (round to the nearest integer) after all other adjustments": 5 against 1 halved at night is 3-1 (up) or 2-1 (down) on 4-6', () => {
    const y = 'attacker: {strength: 5}\ndefender: {strength: 1}\nnight: true';
    expect(exactDist('bg-combat', y, 'odds')['3-1']).toBeCloseTo(1 / 2, 12);
    expect(exactDist('bg-combat', y, 'odds', { halfRounding: 'down' })['2-1']).toBeCloseTo(1 / 2, 12);
  });
});
