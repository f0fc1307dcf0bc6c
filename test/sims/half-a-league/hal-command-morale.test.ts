import { describe, expect, it } from 'vitest';
import { exactDist } from '../../engine/comparison/sim-harness.ts';

const charge = (yaml: string) => exactDist('hal-charge-morale', yaml, 'charge');

describe('Half a League: "In a Combat Morale Check: Automatically pass" (Leaders: Unit Commander)', () => {
  it('a charger of six stands and a leader with three chits passes on a 4 or more (1/2); spending the benefit, always', () => {
    // 6 stands + 1 leader - 3 chits + 1D6 >= 8: a 4, 5 or 6 (four stands against six do not test)
    expect(charge('attacker: {stands: 6, chits: 3}\ndefender: {stands: 4}').fails_attacker_takes_chit).toBe(
      0.5,
    );
    expect(charge('attacker: {stands: 6, chits: 3, commandPass: true}\ndefender: {stands: 4}')).toEqual({
      fails_attacker_takes_chit: 0,
      defender_withdraws: 0,
      melee: 1,
    });
  });
  it('an outnumbered defender of three stands and a leader withdraws on 1-3 (1/2); with the benefit it stands', () => {
    expect(charge('attacker: {stands: 6}\ndefender: {stands: 3}')).toEqual({
      fails_attacker_takes_chit: 0,
      defender_withdraws: 0.5,
      melee: 0.5,
    });
    expect(charge('attacker: {stands: 6}\ndefender: {stands: 3, commandPass: true}').melee).toBe(1);
  });
  it('"(thus a unit could ... automatically pass a combat morale and be +1 in combat)": each side passes by its own benefit', () => {
    // the charger fails 1/2; of the charges made, the defender withdraws 1/2 unless it spends the benefit
    const yaml = (a: boolean, d: boolean) =>
      `attacker: {stands: 6, chits: 3, commandPass: ${a}}\ndefender: {stands: 3, commandPass: ${d}}`;
    expect(charge(yaml(false, false))).toEqual({
      fails_attacker_takes_chit: 0.5,
      defender_withdraws: 0.25,
      melee: 0.25,
    });
    expect(charge(yaml(true, false))).toEqual({
      fails_attacker_takes_chit: 0,
      defender_withdraws: 0.5,
      melee: 0.5,
    });
    expect(charge(yaml(false, true))).toEqual({
      fails_attacker_takes_chit: 0.5,
      defender_withdraws: 0,
      melee: 0.5,
    });
  });
});

describe('Half a League: when the combat morale benefit is declared (switch moraleBenefitDeclared)', () => {
  // six stands, a leader and three chits charge three stands and a leader: each side fails on 1-3
  const both = 'attacker: {stands: 6, chits: 3, commandPass: true}\ndefender: {stands: 3, commandPass: true}';
  const spent = (yaml: string, sw: Record<string, string> = {}) =>
    exactDist('hal-charge-morale', yaml, 'command_points_spent', sw);
  it('beforeDie (the default): "Automatically pass" without a roll, a point spent on each check, 2 in all', () => {
    expect(spent(both)).toEqual({ '0': 0, '1': 0, '2': 1 });
  });
  it('afterFailedDie: a point only on a die that fails (1/2 each): none 1/4, one 1/2, two 1/4', () => {
    expect(spent(both, { moraleBenefitDeclared: 'afterFailedDie' })).toEqual({
      '0': 0.25,
      '1': 0.5,
      '2': 0.25,
    });
  });
  it('beforeDie: a check a 1 cannot fail takes no point: six stands and a leader (7 + 1D6 >= 8) never spend it', () => {
    // Leaders: "In a Combat Morale Check: Automatically pass" is declared only when the die could fail the check
    expect(spent('attacker: {stands: 6, commandPass: true}\ndefender: {stands: 3}')).toEqual({
      '0': 1,
      '1': 0,
      '2': 0,
    });
    // the outnumbered defender (3 + 1 + 1D6) could fail, so its commander declares it: one point in all
    expect(
      spent('attacker: {stands: 6, commandPass: true}\ndefender: {stands: 3, commandPass: true}'),
    ).toEqual({
      '0': 0,
      '1': 1,
      '2': 0,
    });
  });
  it('the charge is made and met under either reading', () => {
    for (const sw of ['beforeDie', 'afterFailedDie'])
      expect(exactDist('hal-charge-morale', both, 'charge', { moraleBenefitDeclared: sw }).melee).toBe(1);
  });
});

// "Brigadier general IF directly attached to a unit will allow the unit one extra FREE command benefit ... (thus a
// unit could ... automatically pass a combat morale and be +1 in combat)"
describe("Half a League: an attached brigadier's free combat morale benefit (commandPass: brigadier)", () => {
  const yaml = (a: string, d: string) =>
    `attacker: {stands: 6, chits: 3, commandPass: ${a}}\ndefender: {stands: 3, commandPass: ${d}}`;
  it("passes the check like the commander's, and costs no command point", () => {
    expect(charge(yaml('brigadier', 'brigadier'))).toEqual({
      fails_attacker_takes_chit: 0,
      defender_withdraws: 0,
      melee: 1,
    });
    for (const sw of ['beforeDie', 'afterFailedDie'])
      expect(
        exactDist('hal-charge-morale', yaml('brigadier', 'commander'), 'command_points_spent', {
          moraleBenefitDeclared: sw,
        }),
      ).toEqual(sw === 'beforeDie' ? { '0': 0, '1': 1, '2': 0 } : { '0': 0.5, '1': 0.5, '2': 0 });
  });
  it('true is the commander, false none; another value is refused naming the field and the values', () => {
    expect(charge(yaml('true', 'false'))).toEqual(charge(yaml('commander', 'none')));
    expect(() => charge(yaml('yes', 'none'))).toThrow(
      /attacker\.commandPass: expected commander \(a command point\), brigadier \(an attached brigadier's free benefit\), none/,
    );
  });
});
