import { describe, expect, it } from 'vitest';
import {
  compileOpposed,
  OUT_ATT_DIS,
  OUT_ATT_RECOILS,
  OUT_BAND,
  OUT_DEF_DIS,
  OUT_EVENT,
  resolveOpposed,
} from '../../../src/engine/activation/opposed.ts';
import { PLAIN_MELEE } from './plain-melee.ts';
import { bandOf } from '../../../src/engine/activation/rules/bands.ts';
import { loadRulesetOf } from '../../../src/engine/families/load-ruleset.ts';
import { eventIndex } from '../../../src/sims/activation/combat-situation.ts';
import { compileSim, exactDist, exactMean } from '../../engine/comparison/sim-harness.ts';

const rules = loadRulesetOf('activation', 'activation').data;

/** The chance a plan in `formation` is carried out (quality 4, three dice, no damage). */
const carried = (formation: string, plan: string) =>
  exactDist('activation', `quality: 4\ndice: 3\ndamage: 0\nformation: ${formation}\nplan: [${plan}]`, 'plan')
    .carried_out;
/** A plan in `formation` compiled: it throws what refuses it. */
const refused = (formation: string, plan: string) =>
  compileSim('activation', `quality: 4\nformation: ${formation}\nplan: [${plan}]`);

describe('activation roll', () => {
  it('quality 4, three white dice: actions are binomial(3, 1/2), a turnover on two failures (1/2), no blunder', () => {
    const y = 'quality: 4\ndice: 3\ndamage: 0';
    expect(exactDist('activation', y, 'actions')).toEqual({ '0': 0.125, '1': 0.375, '2': 0.375, '3': 0.125 });
    expect(exactDist('activation', y, 'turnover')).toEqual({ no: 0.5, yes: 0.5 });
    expect(exactDist('activation', y, 'blunder').none).toBe(1);
  });
  it('"For example, an infantry unit may move 1S, pivot, and then move 1S. It has then used three actions.": with three white dice at quality 4, 1 in 8', () => {
    const y = 'quality: 4\ndice: 3\ndamage: 0\nplan: [move, pivot45, move]';
    expect(exactDist('activation', y, 'plan')).toEqual({ short_of_actions: 0.875, carried_out: 0.125 });
    // "Double time: 2 actions"; "Aimed Shot: 2 actions": two actions or more, 1/2
    expect(
      exactDist('activation', 'quality: 4\ndice: 3\ndamage: 0\nplan: [aimedShot]', 'plan').carried_out,
    ).toBe(0.5);
    expect(
      exactDist('activation', 'quality: 4\ndice: 3\ndamage: 0\nplan: [doubleTime]', 'plan').carried_out,
    ).toBe(0.5);
    expect(() => compileSim('activation', 'quality: 4\nplan: [run]')).toThrow(
      /plan\[0\]: expected one of move, doubleTime/,
    );
  });
  it('Infantry Formations "Column: ... Turn one point free": the example\'s move, pivot, move is two actions in column (1 in 2), three in line; "Square: No movement"', () => {
    const plan = (formation: string) =>
      exactDist(
        'activation',
        `quality: 4\ndice: 3\ndamage: 0\nformation: ${formation}\nplan: [move, pivot45, move]`,
        'plan',
      ).carried_out;
    expect(plan('column')).toBe(0.5);
    expect(plan('line')).toBe(0.125);
    // one point free: a second pivot is paid for (one action, 7 in 8)
    expect(
      exactDist(
        'activation',
        'quality: 4\ndice: 3\ndamage: 0\nformation: column\nplan: [pivot45, pivot45]',
        'plan',
      ).carried_out,
    ).toBe(0.875);
    expect(() => compileSim('activation', 'quality: 4\nformation: square\nplan: [move]')).toThrow(
      /plan\[0\]: expected no move in square/,
    );
  });
  it('"Change formation: 1 action" changes the formation mid-plan: a column that leaves column pays for its pivot, a square that leaves square may move; Seize the Initiative "includes closing with enemy", no movement in square', () => {
    // two actions (1 in 2), not one pivot free (7 in 8)
    expect(carried('column', 'changeFormation, pivot45')).toBe(0.5);
    expect(carried('column', 'pivot45, changeFormation')).toBe(0.875);
    expect(carried('square', 'changeFormation, move')).toBe(0.5);
    expect(() => refused('square', 'seizeInitiative')).toThrow(
      /plan\[0\]: expected no seizeInitiative in square/,
    );
    // Recoil: "Withdraw from melee ... Infantry recoil 1S", a movement
    expect(() => refused('square', 'fire, recoil')).toThrow(/plan\[1\]: expected no recoil in square/);
    // a line's changeFormation forms column or square: the plan cannot say which
    expect(() => refused('line', 'changeFormation, move')).toThrow(
      /plan\[1\]: expected no move after a changeFormation that may form square/,
    );
    expect(() => refused('line', 'changeFormation, pivot45')).toThrow(
      /plan\[1\]: expected no pivot45 after a changeFormation that may form column/,
    );
  });
  it('"Change formation: 1 action" to a named formation: formLine, formColumn, formSquare cost the change and say what follows', () => {
    // a column forming line may move: two actions (1 in 2); a line forming column pivots free: one action (7 in 8)
    expect(carried('column', 'formLine, move')).toBe(0.5);
    expect(carried('line', 'formColumn, pivot45')).toBe(0.875);
    expect(carried('none', 'formColumn, pivot45')).toBe(0.875);
    expect(() => refused('line', 'formSquare, move')).toThrow(/plan\[1\]: expected no move in square/);
    expect(() => refused('column', 'formColumn')).toThrow(
      /plan\[0\]: expected a change to another formation than the one the unit is in/,
    );
  });
  it('one die can never fail twice: no turnover', () => {
    expect(exactDist('activation', 'quality: 6\ndice: 1', 'turnover').yes).toBe(0);
  });
  it('switch turnover `allDiceOfFewer`: "If a unit fails on two activations" read so that a unit rolling one die turns over when it fails (5 in 6 at quality 6)', () => {
    expect(
      exactDist('activation', 'quality: 6\ndice: 1', 'turnover', { turnover: 'allDiceOfFewer' }).yes,
    ).toBeCloseTo(5 / 6, 12);
    // three dice: still two failures
    expect(
      exactDist('activation', 'quality: 4\ndice: 3\ndamage: 0', 'turnover', { turnover: 'allDiceOfFewer' })
        .yes,
    ).toBe(0.5);
  });
  it('switch limberActions: "Limber/Unlimber Artillery: 2 actions", or "treated the same as infantry changing formation" (1 action)', () => {
    const y = 'quality: 4\ndice: 3\ndamage: 0\nplan: [limber]';
    expect(exactDist('activation', y, 'plan').carried_out).toBe(0.5);
    expect(exactDist('activation', y, 'plan', { limberActions: 'asFormation' }).carried_out).toBe(0.875);
  });
  it('a 1 on the one coloured die is a blunder, each blunder face 1 in 6', () => {
    const d = exactDist('activation', 'quality: 4\ndice: 3\ndamage: 1', 'blunder');
    expect(d.none).toBeCloseTo(5 / 6, 12);
    expect(d.hesitation).toBeCloseTo(1 / 36, 12);
  });
  it('Hesitation forfeits every action: with blunders possible, mean actions fall below 1.5', () => {
    expect(exactMean('activation', 'quality: 4\ndice: 3\ndamage: 0', 'mean_actions')).toBeCloseTo(1.5, 12);
    expect(exactMean('activation', 'quality: 4\ndice: 3\ndamage: 3', 'mean_actions')).toBeLessThan(1.5);
  });
});

describe('Critical Event table (2D6)', () => {
  it('pins every band: 2-3, 4, 5, 6-8, 9, 10, 11-12', () => {
    const d = exactDist('activation-critical', '{}', 'critical_event');
    const in36 = Object.fromEntries(Object.entries(d).map(([k, p]) => [k, Math.round(p * 36 * 1e9) / 1e9]));
    expect(in36).toEqual({
      officerKilled: 3,
      brokenLine: 3,
      petrified: 4,
      devastatingVolley: 16,
      panic: 4,
      wavering: 3,
      rout: 3,
    });
  });
});

describe('opposed bands', () => {
  it('are checked in the draft order', () => {
    expect(bandOf(3, 7)).toBe(0); // defender > double attacker
    expect(bandOf(3, 3)).toBe(1); // defender >= attacker
    expect(bandOf(5, 3)).toBe(2); // attacker > defender, not double
    expect(bandOf(7, 3)).toBe(3); // attacker > double, not triple
    expect(bandOf(10, 3)).toBe(4); // attacker > triple
  });

  const melee = PLAIN_MELEE;
  const o = compileOpposed(rules, melee, eventIndex);
  const out = new Int32Array(5);

  it('melee: a defender more than double the attacker gives the attacker 1 DIS and a recoil', () => {
    resolveOpposed(o, 1, 6, 1, 1, out); // 2 vs 7
    expect([out[OUT_BAND], out[OUT_ATT_DIS], out[OUT_ATT_RECOILS]]).toEqual([0, 1, 1]);
  });
  it('attacker ahead but not double: 1 DIS only if the attacker rolled even', () => {
    resolveOpposed(o, 4, 3, 1, 1, out);
    expect([out[OUT_BAND], out[OUT_DEF_DIS]]).toEqual([2, 1]);
    resolveOpposed(o, 5, 4, 1, 1, out);
    expect([out[OUT_BAND], out[OUT_DEF_DIS]]).toEqual([2, 0]);
  });
  it('attacker over triple: 2 DIS and a critical event from the 2D6', () => {
    resolveOpposed(o, 6, 1, 6, 6, out); // 7 vs 2
    expect([out[OUT_BAND], out[OUT_DEF_DIS], out[OUT_EVENT] - 1]).toEqual([4, 2, eventIndex('rout')]);
  });
  it('"+1 to unit uphill of opponent": a defender uphill adds it as an attacker uphill does', () => {
    const up = compileOpposed(rules, { ...melee, defender: { ...melee.defender, uphill: true } }, eventIndex);
    expect(up.defAdd).toBe(o.defAdd + 1);
    expect(
      exactDist(
        'activation-combat',
        'kind: melee\nattacker: {tier: average}\ndefender: {tier: average, uphill: true}',
        'band',
      ),
    ).not.toEqual(
      exactDist(
        'activation-combat',
        'kind: melee\nattacker: {tier: average}\ndefender: {tier: average}',
        'band',
      ),
    );
  });
  it('a crippled unit is -1 on all combat rolls', () => {
    const crippled = compileOpposed(
      rules,
      { ...melee, defender: { ...melee.defender, damage: 3 } },
      eventIndex,
    );
    expect(crippled.defAdd).toBe(o.defAdd - 1);
  });
  it('musketry: defender at least the attacker is a miss', () => {
    const m = compileOpposed(rules, { ...melee, kind: 'musketry' }, eventIndex);
    resolveOpposed(m, 1, 6, 1, 1, out);
    expect([out[OUT_DEF_DIS], out[OUT_ATT_DIS], out[OUT_ATT_RECOILS]]).toEqual([0, 0, 0]);
  });
});

describe('damage dice', () => {
  it('a unit is removed only after it is crippled: never removed by one attack of at most 2 DIS', () => {
    const y = 'kind: melee\nattacker: {tier: elite}\ndefender: {tier: raw}\nattacks: 1';
    expect(exactDist('activation-damage', y, 'defender_state').removed).toBe(0);
  });
  it('after many overwhelming attacks the unit is removed', () => {
    const y =
      'kind: melee\nattacker: {tier: elite, uphill: true}\ndefender: {tier: raw, attackedFrom: rear}\nattacks: 30';
    expect(exactDist('activation-damage', y, 'defender_state').removed).toBeGreaterThan(0.99);
  });
  it('"When a unit is crippled and receives additional damage, it is removed from play.": a defender that starts crippled (damage 3) is removed by any disorder', () => {
    // the example: a veteran battery (1d6+3) bombards an average regiment, crippled (1d6+1-1), four times;
    // it stays only if every shot misses or is "not double" with an odd die, 7 in 18 a shot
    const y = (damage: number) =>
      `kind: bombardment\nattacker: {tier: veteran, arm: artillery, charging: false}\ndefender: {tier: average, damage: ${damage}}\nattacks: 4`;
    const crippled = y(3);
    const stays = (7 / 18) ** 4;
    const d = exactDist('activation-damage', crippled, 'defender_state');
    expect(d.crippled).toBeCloseTo(stays, 12);
    expect(d.removed).toBeCloseTo(1 - stays, 12);
    expect(d.fresh).toBe(0);
    expect(exactMean('activation-damage', crippled, 'damage_dice')).toBeCloseTo(4 - stays, 12);
    // a unit with one coloured die never ends with fewer
    const one = exactDist('activation-damage', y(1), 'defender_state');
    expect(one.fresh).toBe(0);
    expect(one['1_coloured']).toBeCloseTo(exactDist('activation-damage', y(0), 'defender_state').fresh, 12);
  });
});
