import { describe, expect, it } from 'vitest';
import {
  compileEffects,
  ELIMINATED,
  R_ATT_LOSS,
  R_ATT_MORALE,
  R_DEF_MORALE,
  resolveResult,
} from '../../../src/engine/blue-and-gray/resolve.ts';
import type { BgRules } from '../../../src/engine/blue-and-gray/rules/bg-rules.ts';
import { RESULTS } from '../../../src/engine/blue-and-gray/rules/crt.ts';
import { loadRulesetOf } from '../../../src/engine/families/load-ruleset.ts';
import { exactDist } from '../comparison/sim-harness.ts';
import type { Patch } from '../../../src/engine/ruleset/patch.ts';

const patch = (at: Array<string | number>, value: unknown): Patch => ({
  file: 'p.yaml',
  title: 'p',
  edits: [{ file: 'crt.yaml', at, value, origin: { file: 'p.yaml', line: 3 } }],
  text: JSON.stringify([at, value]),
});
const rules = loadRulesetOf('blue-and-gray', 'blue-and-gray').data;
const base = {
  attStrength: 6,
  defStrength: 4,
  attMorale: 0,
  defMorale: 0,
  attackerImmune: false,
  adjacent: true,
  attArtillery: false,
  defArtillery: false,
  attUnit: 6,
};
const resolve = (
  r: BgRules,
  result: string,
  attDie: number,
  defDie: number,
  over: Partial<typeof base> = {},
) => {
  const out = new Int32Array(4);
  resolveResult(
    compileEffects(r, { ...base, ...over }),
    RESULTS.indexOf(result as (typeof RESULTS)[number]),
    attDie,
    defDie,
    out,
  );
  return out;
};

describe('Blue & Gray disorder (§12.11-12.13)', () => {
  it('§12.11 "Surviving attacking units become Disordered when they suffer a Combat Result of Partial Attacker Eliminated or Attacker Retreat": keyed on the result, not on the provisional retreat cell', () => {
    expect(resolve(rules, 'Ae*', 1, 1)[R_ATT_MORALE]).toBe(1);
    const noRetreat = loadRulesetOf('blue-and-gray', 'blue-and-gray', [
      patch(['results', 'Ae*', 'retreats'], 'none'),
    ]).data;
    expect(resolve(noRetreat, 'Ae*', 1, 1)[R_ATT_MORALE]).toBe(1);
    // "Attacking units only become Disordered if they attack from an Enemy controlled hex"
    expect(resolve(rules, 'Ar', 1, 1, { adjacent: false })[R_ATT_MORALE]).toBe(0);
  });
  it('§12.11 "attacking artillery units that retreat from an Enemy controlled hex suffer an additional Disorder result (that is, becoming at least Shaken)"', () => {
    expect(resolve(rules, 'Ar', 1, 1, { attArtillery: true })[R_ATT_MORALE]).toBe(2);
    expect(resolve(rules, 'Ar', 1, 1)[R_ATT_MORALE]).toBe(1);
  });
  it('§12.12 "on a result of \'4-6\' the unit becomes Disordered. Exception: retreating artillery units are automatically Disordered"', () => {
    expect([3, 4].map((d) => resolve(rules, 'Dr', 1, d)[R_DEF_MORALE])).toEqual([0, 1]);
    expect(resolve(rules, 'Dr', 1, 1, { defArtillery: true })[R_DEF_MORALE]).toBe(1);
  });
  it('§12.13 "the Friendly Player rolls a die for each surviving unit; on a result of \'4-6\' the unit becomes Disordered": Ex survivors', () => {
    // 9 in units of 3 against 4: the attacker loses two units (6), the survivor disordered on 4-6; the defender is gone
    const ex = (die: number) => resolve(rules, 'Ex', die, die, { attStrength: 9, attUnit: 3 });
    expect(ex(4)[R_ATT_LOSS]).toBe(6);
    expect([ex(3)[R_ATT_MORALE], ex(4)[R_ATT_MORALE]]).toEqual([0, 1]);
    expect(ex(4)[R_DEF_MORALE]).toBe(ELIMINATED);
  });
  it('§12.26 "A unit\'s unmodified Combat Strength is always used to calculate losses in an Exchange": the attacker removes the least printed strength of whole units that is at least the defender\'s loss', () => {
    // 7 as 3+3+1 against 4: the 3 and the 1 (4) will do, not two 3s (6)
    expect(resolve(rules, 'Ex', 1, 1, { attStrength: 7, attUnit: 3 })[R_ATT_LOSS]).toBe(4);
    // against 2: the 3 (the 1 alone falls short)
    expect(resolve(rules, 'Ex', 1, 1, { attStrength: 7, attUnit: 3, defStrength: 2 })[R_ATT_LOSS]).toBe(3);
    // against 1: the 1
    expect(resolve(rules, 'Ex', 1, 1, { attStrength: 7, attUnit: 3, defStrength: 1 })[R_ATT_LOSS]).toBe(1);
    // 8 as 3+3+2 against 4: two 3s (6) and 3+2 (5): the 5
    expect(resolve(rules, 'Ex', 1, 1, { attStrength: 8, attUnit: 3 })[R_ATT_LOSS]).toBe(5);
    // against more than the whole side: all of it
    expect(resolve(rules, 'Ex', 1, 1, { attStrength: 7, attUnit: 3, defStrength: 9 })[R_ATT_LOSS]).toBe(7);
  });
  it('§12.14, §12.15: a further Disorder makes a Disordered unit Shaken, a Shaken one Routed, a Routed one stays Routed', () => {
    expect([0, 1, 2, 3].map((m) => resolve(rules, 'Dr', 1, 6, { defMorale: m })[R_DEF_MORALE])).toEqual([
      1, 2, 3, 3,
    ]);
  });
});

describe('Blue & Gray: retreating artillery outside an enemy ZOC (switch artilleryRetreatDisorder)', () => {
  it('§12.12 "Exception: retreating artillery units are automatically Disordered": bombarded from two hexes, a battery driven off is Disordered only under `always`', () => {
    // 8 artillery from two hexes against a battery of 4: 2-1, Dr on 1-4 (§9.15: the guns suffer nothing)
    const y = 'attacker: {strength: 8, arm: artillery, range: two}\ndefender: {strength: 4, arm: artillery}';
    expect(exactDist('bg-combat', y, 'defender_after').disordered).toBe(0);
    expect(
      exactDist('bg-combat', y, 'defender_after', { artilleryRetreatDisorder: 'always' }).disordered,
    ).toBeCloseTo(4 / 6, 12);
  });
});
