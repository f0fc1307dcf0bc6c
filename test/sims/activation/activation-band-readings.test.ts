import { describe, expect, it } from 'vitest';
import {
  ACT_ACTIONS,
  ACT_BLUNDER,
  ACT_TURNOVER,
  activationSetup,
  resolveActivation,
} from '../../../src/engine/activation/activation-roll.ts';
import {
  compileOpposed,
  OUT_ATT_RECOILS,
  OUT_BAND,
  OUT_DEF_DIS,
  resolveOpposed,
} from '../../../src/engine/activation/opposed.ts';
import { bandOf, bandReading } from '../../../src/engine/activation/rules/bands.ts';
import { loadRulesetOf } from '../../../src/engine/families/load-ruleset.ts';
import { eventIndex } from '../../../src/sims/activation/combat-situation.ts';
import type { DuelCompiled } from '../../../src/sims/duel/duel-sim.ts';
import { compileSim, exactDist } from '../../engine/comparison/sim-harness.ts';
import { PLAIN_MELEE } from './plain-melee.ts';

const rules = loadRulesetOf('activation', 'activation').data;
/** The melee roll with fixed adds, read by the given switches. */
const opposed = (attAdd: number, defAdd: number, switches: Record<string, string> = {}) => ({
  ...compileOpposed(rules, PLAIN_MELEE, eventIndex, bandReading(switches)),
  attAdd,
  defAdd,
});
const out = new Int32Array(5);

describe("the draft's gaps in the outcome bands, as switches", () => {
  it('exactMultiple: "If defender > double attacker" and "If defender ≥ attacker, but not double" both leave out an exact double', () => {
    // bandBelow (default): exactly double falls to the band below
    expect([bandOf(3, 6), bandOf(6, 3), bandOf(9, 3)]).toEqual([1, 2, 3]);
    // bandAbove: "attacker > double defender, but not triple" takes exactly double, "> triple" exactly triple
    expect([bandOf(3, 6, true), bandOf(6, 3, true), bandOf(9, 3, true)]).toEqual([0, 3, 4]);
    resolveOpposed(opposed(0, 0, { exactMultiple: 'bandAbove' }), 2, 4, 1, 1, out);
    expect(out[OUT_ATT_RECOILS]).toBe(1); // "defender > double attacker; 1 disorder to attacker and recoils"
  });

  it('lowTotals: -1 against -2 is "defender > double attacker" as written; asOne reads both as 1 (defender ≥ attacker)', () => {
    resolveOpposed(opposed(-3, -2), 1, 1, 1, 1, out); // -2 against -1
    expect(out[OUT_BAND]).toBe(0);
    resolveOpposed(opposed(-3, -2, { lowTotals: 'asOne' }), 1, 1, 1, 1, out);
    expect(out[OUT_BAND]).toBe(1);
  });

  it('evenRoll: "If attacker > defender, but not double; 1 disorder to defender if attacker rolled even": natural 3 +1 is an even total', () => {
    resolveOpposed(opposed(1, 0), 3, 3, 1, 1, out); // 4 against 3, natural 3
    expect(out[OUT_DEF_DIS]).toBe(0);
    resolveOpposed(opposed(1, 0, { evenRoll: 'total' }), 3, 3, 1, 1, out);
    expect(out[OUT_DEF_DIS]).toBe(1);
  });
});

describe('Garbled Orders and the turnover (switch garbledOrders)', () => {
  it('"1 - Garbled Orders, Reroll one of the successful activation dice. Keep result." with "If a unit fails on two activations, the player has rolled a turnover"', () => {
    const out3 = new Int32Array(3);
    // quality 4, one coloured die showing 1 (a blunder), two 5s; blunder die 1, reroll 2: one success left
    const roll = (garbledOrders: string) => {
      const a = activationSetup(rules, 4, 3, 1, { garbledOrders });
      resolveActivation(a, Int32Array.of(1, 5, 5, 1, 2), out3);
      return [out3[ACT_ACTIONS], out3[ACT_TURNOVER], out3[ACT_BLUNDER]];
    };
    expect(roll('turnoverAsRolled')).toEqual([1, 0, 1]);
    expect(roll('failureCounts')).toEqual([1, 1, 1]);
  });
});

describe('Several coloured 1s and Hesitation (switches blunders, hesitation)', () => {
  const out3 = new Int32Array(3);
  const roll = (faces: number[], switches: Record<string, string>) => {
    const a = activationSetup(rules, 4, 3, 3, switches);
    resolveActivation(a, Int32Array.from(faces), out3);
    return [out3[ACT_ACTIONS], out3[ACT_TURNOVER], out3[ACT_BLUNDER]];
  };
  it('"If a 1 is rolled on a colored die, a blunder occurs": a crippled unit rolling 1, 1, 5 blunders once (oneARoll) or twice (eachColouredOne)', () => {
    // one blunder roll: Garbled Orders, the reroll (2) fails; the second pair is never read
    const faces = [1, 1, 5, 1, 2, 2, 6];
    expect(roll(faces, {})).toEqual([0, 1, 1]);
    expect(roll([1, 1, 5, 3, 6], {})).toEqual([1, 1, 3]);
    expect(roll([1, 1, 5, 3, 6, 1, 2], { blunders: 'eachColouredOne' })).toEqual([0, 1, 3]);
    expect(roll([1, 1, 5, 3, 6, 2, 6], { blunders: 'eachColouredOne' })).toEqual([0, 1, 3]);
  });
  it('"2 - Hesitation, Unit forfeits all successful orders but does not cause turnover": two failed dice still end the turn, or never by switch hesitation', () => {
    expect(roll([1, 1, 5, 2, 6], {})).toEqual([0, 1, 2]);
    expect(roll([1, 1, 5, 2, 6], { hesitation: 'noTurnover' })).toEqual([0, 0, 2]);
  });
  it("two coloured dice, exact: the first blunder's face is alike under both readings, and a roll for each coloured 1 forfeits more actions", () => {
    const one = exactDist('activation', 'quality: 4\ndice: 3\ndamage: 2', 'blunder');
    const each = exactDist('activation', 'quality: 4\ndice: 3\ndamage: 2', 'blunder', {
      blunders: 'eachColouredOne',
    });
    // a blunder on 11/36 of rolls (1 - (5/6)^2), each face 11/216
    expect(one.none).toBeCloseTo(25 / 36, 11);
    for (const k of Object.keys(one)) expect(each[k], k).toBeCloseTo(one[k], 11);
    expect(
      exactDist('activation', 'quality: 4\ndice: 3\ndamage: 2', 'actions', { blunders: 'eachColouredOne' })[
        '0'
      ],
    ).toBeGreaterThan(exactDist('activation', 'quality: 4\ndice: 3\ndamage: 2', 'actions')['0']);
  });
});

describe('Actions that change a combat roll', () => {
  it('"Seize the Initiative: 2 actions, -1 for enemy in melee, includes closing with enemy"', () => {
    const plain = compileOpposed(rules, PLAIN_MELEE, eventIndex);
    const seized = compileOpposed(
      rules,
      { ...PLAIN_MELEE, attacker: { ...PLAIN_MELEE.attacker, special: true } },
      eventIndex,
    );
    expect(seized.defAdd - plain.defAdd).toBe(-1);
    expect(rules.actions.seizeInitiative.value).toBe(2);
    expect(() =>
      compileSim(
        'activation-combat',
        'kind: musketry\nattacker: {tier: average, seizeInitiative: true}\ndefender: {tier: average}',
      ),
    ).toThrow(/seizeInitiative: expected only in a melee/);
  });
  it('"Aimed Shot: 2 actions, -1 for enemy in shooting"', () => {
    const fire = { ...PLAIN_MELEE, kind: 'musketry' as const };
    const aimed = compileOpposed(
      rules,
      { ...fire, attacker: { ...fire.attacker, special: true } },
      eventIndex,
    );
    expect(aimed.defAdd - compileOpposed(rules, fire, eventIndex).defAdd).toBe(-1);
    expect(rules.actions.aimedShot.value).toBe(2);
    expect(() =>
      compileSim(
        'activation-combat',
        'kind: musketry\nattacker: {tier: average, aimedShot: true}\ndefender: {tier: average}',
      ),
    ).not.toThrow();
    expect(() =>
      compileSim(
        'activation-combat',
        'kind: melee\nattacker: {tier: average, aimedShot: true}\ndefender: {tier: average}',
      ),
    ).toThrow(/aimedShot: expected only in musketry or bombardment/);
  });
  it('the duel takes them with two actions or more, by the mapping (twoActionChoices)', () => {
    const c = compileSim(
      'duel',
      'system: activation\nattacker: {men: 2000, quality: average, formation: column}\ndefender: {men: 2000, quality: average}',
    ) as DuelCompiled;
    expect(c.engine.mapping.activation).toContain(
      'with 2 actions Seize the Initiative (charging) or Aimed Shot (firing), the enemy -1',
    );
  });
});
