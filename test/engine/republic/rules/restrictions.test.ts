import { describe, expect, it } from 'vitest';
import { ARMS, type Arm } from '../../../../src/engine/republic/rules/arms.ts';
import { MORALE_STATES, type MoraleState } from '../../../../src/engine/republic/rules/grades.ts';
import { ACTS, forbiddingRestriction, type Act } from '../../../../src/engine/republic/rules/restrictions.ts';
import { rules } from '../../../sims/republic/compile-situation.ts';

const r = rules.restrictions;
const state = (s: MoraleState) => MORALE_STATES.indexOf(s);
/** The words of the row forbidding the act, or undefined if the state allows it. */
const says = (s: MoraleState, act: Act, arm?: Arm, against?: Arm[]) =>
  forbiddingRestriction(r, { state: state(s), act, arm, against })?.says;
const FOOT: Arm[] = ['infantry', 'dismountedCavalry'];
const MOUNTED: Arm[] = ['cavalry', 'mountedInfantry'];

// §2.3 Morale Conditions: "Shown below are the possible morale conditions and their associated restrictions."
describe('§2.3 morale-state restrictions, one per sentence of the text', () => {
  it('Formed: "Unit behaves normally." — no act is forbidden, to any arm, against any enemy', () => {
    for (const act of ACTS)
      for (const arm of ARMS)
        for (const enemy of ARMS) expect(says('formed', act, arm, [enemy])).toBeUndefined();
  });

  it('Unformed: "Unit may not change formation." — and nothing else', () => {
    for (const arm of ARMS)
      expect(says('unformed', 'changeFormation', arm)).toBe('Unit may not change formation.');
    for (const act of ACTS.filter((a) => a !== 'changeFormation'))
      for (const enemy of ARMS) expect(says('unformed', act, 'infantry', [enemy])).toBeUndefined();
  });

  it('Rattled: "Unit may not change formation or deploy skirmishers."', () => {
    for (const arm of ARMS) {
      expect(says('rattled', 'changeFormation', arm)).toMatch(
        /^Unit may not change formation or deploy skirmishers/,
      );
      expect(says('rattled', 'deploySkirmishers', arm)).toMatch(
        /^Unit may not change formation or deploy skirmishers/,
      );
    }
  });

  it('Rattled: "Infantry will not assault artillery." — foot troops against a defender wholly of artillery', () => {
    for (const arm of FOOT)
      expect(says('rattled', 'assault', arm, ['artillery'])).toBe('Infantry will not assault artillery.');
    // infantry beside the guns may be assaulted; cavalry may assault artillery; infantry may advance on it
    expect(says('rattled', 'assault', 'infantry', ['infantry', 'artillery'])).toBeUndefined();
    for (const arm of MOUNTED) expect(says('rattled', 'assault', arm, ['artillery'])).toBeUndefined();
    expect(says('rattled', 'advance', 'infantry', ['artillery'])).toBeUndefined();
  });

  it('Shaken: "Unit may not change formation or deploy skirmishers."', () => {
    for (const arm of ARMS) {
      expect(says('shaken', 'changeFormation', arm)).toMatch(
        /^Unit may not change formation or deploy skirmishers/,
      );
      expect(says('shaken', 'deploySkirmishers', arm)).toMatch(
        /^Unit may not change formation or deploy skirmishers/,
      );
    }
  });

  it('Shaken: "Infantry will not assault or advance on cavalry or artillery."', () => {
    const sentence = 'Infantry will not assault or advance on cavalry or artillery.';
    for (const arm of FOOT) {
      for (const act of ['assault', 'advance'] as const) {
        for (const enemy of [
          ['cavalry'],
          ['artillery'],
          ['cavalry', 'artillery'],
          ['mountedInfantry'],
        ] as Arm[][])
          expect(says('shaken', act, arm, enemy)).toBe(sentence);
        expect(says('shaken', act, arm, ['infantry'])).toBeUndefined();
        expect(says('shaken', act, arm, ['infantry', 'cavalry'])).toBeUndefined();
      }
    }
  });

  it('Shaken: "Cavalry will not assault artillery."', () => {
    for (const arm of MOUNTED) {
      expect(says('shaken', 'assault', arm, ['artillery'])).toBe('Cavalry will not assault artillery.');
      expect(says('shaken', 'assault', arm, ['infantry'])).toBeUndefined();
      expect(says('shaken', 'assault', arm, ['cavalry'])).toBeUndefined();
    }
  });

  it('Shaken: "Artillery will not move or prolong toward an enemy."', () => {
    for (const enemy of ARMS)
      expect(says('shaken', 'advance', 'artillery', [enemy])).toBe(
        'Artillery will not move or prolong toward an enemy.',
      );
    expect(says('shaken', 'advance', 'artillery')).toBe(
      'Artillery will not move or prolong toward an enemy.',
    );
    expect(says('shaken', 'advance', 'cavalry', ['infantry'])).toBeUndefined();
  });

  it('Demoralized: "Unit may not change formation, deploy skirmishers or unlimber"', () => {
    for (const act of ['changeFormation', 'deploySkirmishers', 'unlimber'] as const) {
      for (const arm of ARMS)
        expect(says('demoralized', act, arm)).toMatch(
          /^Unit may not change formation, deploy skirmishers or unlimber/,
        );
    }
  });

  it('Demoralized: "and will not voluntarily advance toward any enemies" — no assault, no advance, whoever and whatever the enemy', () => {
    for (const act of ['assault', 'advance'] as const) {
      for (const arm of [...ARMS, undefined]) {
        for (const enemy of [...ARMS.map((a) => [a]), undefined])
          expect(says('demoralized', act, arm, enemy)).toBe(
            'Unit ... will not voluntarily advance toward any enemies.',
          );
      }
    }
  });

  it('an act whose restriction depends on the arm or the enemy is not forbidden when the situation does not name them', () => {
    expect(says('shaken', 'assault')).toBeUndefined();
    expect(says('shaken', 'assault', 'infantry')).toBeUndefined();
    expect(says('rattled', 'assault', undefined, ['artillery'])).toBeUndefined();
  });
});
