import { describe, expect, it } from 'vitest';
import {
  ACT_BLUNDER,
  activationSetup,
  resolveActivation,
} from '../../../src/engine/activation/activation-roll.ts';
import {
  compileOpposed,
  OUT_EVENT,
  OUT_DEF_DIS,
  resolveOpposed,
  type CombatSetup,
} from '../../../src/engine/activation/opposed.ts';
import { loadRulesetOf } from '../../../src/engine/families/load-ruleset.ts';
import { bandReading } from '../../../src/engine/activation/rules/bands.ts';
import { eventIndex } from '../../../src/sims/activation/combat-situation.ts';
import { PLAIN_MELEE } from './plain-melee.ts';

const rules = loadRulesetOf('activation', 'activation').data;
const plain = compileOpposed(rules, PLAIN_MELEE, eventIndex);
/** Each side's add in this combat, less the plain melee's (column against column, from the front, no charge). */
const shift = (s: CombatSetup) => {
  const o = compileOpposed(rules, s, eventIndex);
  return [o.attAdd - plain.attAdd, o.defAdd - plain.defAdd];
};
const att = PLAIN_MELEE.attacker;
const def = PLAIN_MELEE.defender;
const FIRE: CombatSetup = { ...PLAIN_MELEE, kind: 'musketry' };
const BOMBARD: CombatSetup = {
  ...PLAIN_MELEE,
  kind: 'bombardment',
  attacker: { ...att, arm: 'artillery', formation: 'line' },
};
const fireShift = (base: CombatSetup, s: CombatSetup) => {
  const a = compileOpposed(rules, base, eventIndex);
  const b = compileOpposed(rules, s, eventIndex);
  return [b.attAdd - a.attAdd, b.defAdd - a.defAdd];
};

describe('Melee Attacks modifiers, as the draft lists them', () => {
  it('"+1 to unit uphill of opponent" (the attacker, as the sims place it); "+1 to attacker if Infantry and charging"; "+2 to attacker if Cavalry and charging"', () => {
    expect(shift({ ...PLAIN_MELEE, attacker: { ...att, uphill: true } })).toEqual([1, 0]);
    expect(shift({ ...PLAIN_MELEE, attacker: { ...att, charging: true } })).toEqual([1, 0]);
    expect(shift({ ...PLAIN_MELEE, attacker: { ...att, arm: 'cavalry', charging: true } })).toEqual([2, 0]);
  });
  it('"-1 to target if flanked"; "-2 to target if attacked from rear"', () => {
    expect(shift({ ...PLAIN_MELEE, defender: { ...def, attackedFrom: 'flank' } })).toEqual([0, -1]);
    expect(shift({ ...PLAIN_MELEE, defender: { ...def, attackedFrom: 'rear' } })).toEqual([0, -2]);
  });
  it('Infantry Formations: "Line: -2 Melee"; "Square: ... +3 vs Cavalry in charge & melee"', () => {
    expect(shift({ ...PLAIN_MELEE, defender: { ...def, formation: 'line' } })).toEqual([0, -2]);
    expect(shift({ ...PLAIN_MELEE, attacker: { ...att, formation: 'line' } })).toEqual([-2, 0]);
    expect(
      shift({
        ...PLAIN_MELEE,
        attacker: { ...att, arm: 'cavalry' },
        defender: { ...def, formation: 'square' },
      }),
    ).toEqual([0, 3]);
    expect(shift({ ...PLAIN_MELEE, defender: { ...def, formation: 'square' } })).toEqual([0, 0]);
    // "in charge & melee": a square rolling as the bands' attacker against cavalry (its turn in a continuing melee) too
    expect(
      shift({
        ...PLAIN_MELEE,
        attacker: { ...att, formation: 'square', charging: false },
        defender: { ...def, arm: 'cavalry' },
      }),
    ).toEqual([3, 0]);
    expect(shift({ ...PLAIN_MELEE, attacker: { ...att, formation: 'square', charging: false } })).toEqual([
      0, 0,
    ]);
  });
});

describe('Critical Event 4, Broken Line', () => {
  it('"Until lines are reformed it receives no modifiers due to formation": a broken line loses its -2 in melee, a broken column its -2 shooting', () => {
    expect(shift({ ...PLAIN_MELEE, defender: { ...def, formation: 'line', brokenLine: true } })).toEqual([
      0, 0,
    ]);
    expect(fireShift(FIRE, { ...FIRE, attacker: { ...att, brokenLine: true } })).toEqual([2, 0]);
  });
});

describe('Musketry and Bombardment Attacks modifiers', () => {
  it('Musketry: "+1 to firing unit if target at short range", "-1 ... long range", "+1 to target if in light cover", "+2 ... heavy cover"', () => {
    expect(fireShift(FIRE, { ...FIRE, range: 'short' })).toEqual([1, 0]);
    expect(fireShift(FIRE, { ...FIRE, range: 'long' })).toEqual([-1, 0]);
    expect(fireShift(FIRE, { ...FIRE, defender: { ...def, cover: 'light' } })).toEqual([0, 1]);
    expect(fireShift(FIRE, { ...FIRE, defender: { ...def, cover: 'heavy' } })).toEqual([0, 2]);
  });
  it('Infantry Formations: "Column: -2 Shooting"; "Square: No movement, -2 Shooting"', () => {
    const lineFire = { ...FIRE, attacker: { ...att, formation: 'line' as const } };
    expect(fireShift(lineFire, FIRE)).toEqual([-2, 0]);
    expect(fireShift(lineFire, { ...FIRE, attacker: { ...att, formation: 'square' } })).toEqual([-2, 0]);
  });
  it('"Both units roll, add Shooting Combat value": a target in column or square takes its -2 Shooting too (switch formationShooting bothRoles); firerOnly, only the firer', () => {
    const atLine = { ...FIRE, defender: { ...def, formation: 'line' as const } };
    const target = (base: CombatSetup, formation: 'column' | 'square', sw: Record<string, string> = {}) => {
      const a = compileOpposed(rules, base, eventIndex, bandReading(sw));
      const b = compileOpposed(
        rules,
        { ...base, defender: { ...base.defender, formation } },
        eventIndex,
        bandReading(sw),
      );
      return [b.attAdd - a.attAdd, b.defAdd - a.defAdd];
    };
    expect(target(atLine, 'column')).toEqual([0, -2]);
    expect(target(atLine, 'square')).toEqual([0, -2]);
    const bombardLine = { ...BOMBARD, defender: { ...def, formation: 'line' as const } };
    expect(target(bombardLine, 'column')).toEqual([0, -2]);
    expect(target(atLine, 'column', { formationShooting: 'firerOnly' })).toEqual([0, 0]);
    // "Until lines are reformed it receives no modifiers due to formation"
    expect(fireShift(atLine, { ...FIRE, defender: { ...def, brokenLine: true } })).toEqual([0, 0]);
  });
  it('Bombardment: "+1 to firing unit if target at 0M - M range", "-1 ... 2M - 3M range", "+1 to target if in heavy cover" (light cover not listed)', () => {
    expect(fireShift(BOMBARD, { ...BOMBARD, range: 'short' })).toEqual([1, 0]);
    expect(fireShift(BOMBARD, { ...BOMBARD, range: 'long' })).toEqual([-1, 0]);
    expect(fireShift(BOMBARD, { ...BOMBARD, defender: { ...def, cover: 'heavy' } })).toEqual([0, 1]);
    expect(fireShift(BOMBARD, { ...BOMBARD, defender: { ...def, cover: 'light' } })).toEqual([0, 0]);
  });
  it('"If canister shot is used all increases to disorder result in critical event roll": a "1 disorder ... if attacker rolled even" band rolls an event with canister only', () => {
    const out = new Int32Array(5);
    const shot = { ...BOMBARD, range: 'short' as const };
    const roundShot = compileOpposed(rules, shot, eventIndex);
    const canister = compileOpposed(rules, { ...shot, canister: true }, eventIndex);
    // attacker 4 + add against defender 4 + add: attacker ahead, not double, natural 4 even; critical dice 3 + 4 (7: Devastating Volley)
    const attDie = 4,
      defDie = Math.max(1, 4 + roundShot.attAdd - roundShot.defAdd - 1);
    resolveOpposed(roundShot, attDie, defDie, 3, 4, out);
    expect([out[OUT_DEF_DIS], out[OUT_EVENT]]).toEqual([1, 0]);
    resolveOpposed(canister, attDie, defDie, 3, 4, out);
    expect([out[OUT_DEF_DIS], out[OUT_EVENT]]).toEqual([1, eventIndex('devastatingVolley') + 1]);
  });
});

describe('Blunder faces', () => {
  it('"1 - Garbled Orders ... 2 - Hesitation ... 3 - Forward ... 4 - Fall Back! ... 5 - Charge! ... 6 - Fire!"', () => {
    expect(rules.blunder.map((b) => b.value)).toEqual([
      'garbledOrders',
      'hesitation',
      'forward',
      'fallBack',
      'charge',
      'fire',
    ]);
    const out = new Int32Array(3);
    const a = activationSetup(rules, 4, 3, 1, {});
    for (let face = 1; face <= 6; face++) {
      resolveActivation(a, Int32Array.of(1, 5, 5, face, 6), out);
      expect(out[ACT_BLUNDER]).toBe(face);
    }
  });
});
