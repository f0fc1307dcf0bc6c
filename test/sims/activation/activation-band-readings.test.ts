import { describe, expect, it } from 'vitest';
import { ACT_ACTIONS, ACT_BLUNDER, ACT_TURNOVER, activationSetup, resolveActivation } from '../../../src/engine/activation/activation-roll.ts';
import { compileOpposed, OUT_ATT_RECOILS, OUT_BAND, OUT_DEF_DIS, resolveOpposed } from '../../../src/engine/activation/opposed.ts';
import type { ActivationRules } from '../../../src/engine/activation/rules/activation-rules.ts';
import { bandOf, bandReading } from '../../../src/engine/activation/rules/bands.ts';
import { loadRuleset } from '../../../src/engine/ruleset/load-ruleset.ts';
import { eventIndex } from '../../../src/sims/activation/combat-situation.ts';
import { PLAIN_MELEE } from './plain-melee.ts';

const rules = loadRuleset<ActivationRules>('activation').data;
/** The melee roll with fixed adds, read by the given switches. */
const opposed = (attAdd: number, defAdd: number, switches: Record<string, string> = {}) => ({ ...compileOpposed(rules, PLAIN_MELEE, eventIndex, bandReading(switches)), attAdd, defAdd });
const out = new Int32Array(5);

describe('the draft\'s gaps in the outcome bands, as switches', () => {
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
      resolveActivation(a, Int32Array.of(1, 5, 5), 1, 2, out3);
      return [out3[ACT_ACTIONS], out3[ACT_TURNOVER], out3[ACT_BLUNDER]];
    };
    expect(roll('turnoverAsRolled')).toEqual([1, 0, 1]);
    expect(roll('failureCounts')).toEqual([1, 1, 1]);
  });
});
