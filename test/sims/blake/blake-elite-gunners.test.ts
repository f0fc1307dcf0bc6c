import { describe, expect, it } from 'vitest';
import { exactDist } from '../../engine/comparison/sim-harness.ts';

// ELITE ARTILLERY: "Some gunners can be counted as 'elite' i.e. A class. Elite gunners +1 to all D10 rolls."
const GUN = 'firer: {weapon: artillery, class: A, elite: true}';
const READINGS = ['every', 'fire'] as const;

describe('Blake elite gunners: the D10s of their fire take +1 under either reading (switch eliteGunnerDice)', () => {
  for (const reading of READINGS) {
    const sw = { eliteGunnerDice: reading };
    it(`${reading}: the fire D10 hits on 5-10 (6 faces in 10) where an A class gun needs 6-10 (5 in 10)`, () => {
      expect(exactDist('blake-fire', `${GUN}\ntarget: {}`, 'hits', sw)['1']).toBeCloseTo(0.6, 12);
      expect(
        exactDist('blake-fire', 'firer: {weapon: artillery, class: A}\ntarget: {}', 'hits', sw)['1'],
      ).toBeCloseTo(0.5, 12);
    });
    it(`${reading}: "A score of 10 indicates a direct hit on the gun": 9-10 for elite gunners, 0.6 x 2/10`, () => {
      expect(exactDist('blake-fire', `${GUN}\ntarget: {gun: true}`, 'gun_destroyed', sw).yes).toBeCloseTo(
        0.12,
        12,
      );
    });
    it(`${reading}: "If a 1 is scored the gun does not fire": an elite native gun always fires (a plain one 9 in 10)`, () => {
      const native = (elite: boolean) =>
        exactDist(
          'blake-fire',
          `firer: {weapon: artillery, class: A, elite: ${elite}, native: true}\ntarget: {}`,
          'fired',
          sw,
        );
      expect(native(true)).toEqual({ no: 0, yes: 1 });
      expect(native(false).no).toBeCloseTo(0.1, 12);
    });
    it(`${reading}: "If the result is double '1', defensive fire cannot occur": never for elite gunners (1 in 100 else)`, () => {
      const def = (elite: boolean) =>
        exactDist(
          'blake-fire',
          `firer: {weapon: canister, class: A, elite: ${elite}}\ntarget: {}\ndefensive: true`,
          'fired',
          sw,
        );
      expect(def(true).no).toBe(0);
      expect(def(false).no).toBeCloseTo(0.01, 12);
    });
  }
});

describe('Blake elite gunners outside their fire (switch eliteGunnerDice)', () => {
  const turn = (turner: string, sw: Record<string, string>) =>
    exactDist('blake-reaction', `test: turnToFace\nturner: ${turner}\ngunners: elite`, 'reaction', sw);
  it('"light or medium artillery guns that will fail to turn on a D10 roll of less than 6": every, +1 (turns on 5-10, 6 in 10)', () => {
    expect(turn('lightGun', {})).toEqual({ destroyed: 0.4, turns: 0.6 });
    expect(turn('mediumGun', { eliteGunnerDice: 'every' })).toEqual({ destroyed: 0.4, turns: 0.6 });
  });
  it('fire: the turn-to-face D10 unmodified (turns on 6-10, 5 in 10); "Heavy guns cannot turn" either way', () => {
    expect(turn('lightGun', { eliteGunnerDice: 'fire' })).toEqual({ destroyed: 0.5, turns: 0.5 });
    expect(turn('heavyGun', {})).toEqual({ destroyed: 1, turns: 0 });
  });
  const morale = (sw: Record<string, string>) =>
    exactDist('blake-morale', 'test: standAfterFire\neliteGunners: true', 'morale', sw);
  it('INDIVIDUAL STAND MORALE "A class: 1" for a gun: every, the +1 lifts a natural 1 to 2 and the gun is never abandoned', () => {
    expect(morale({})).toEqual({ holds: 1, flees: 0 });
  });
  it('fire: the A class score alone, a natural 1 in 10 abandons the gun', () => {
    expect(morale({ eliteGunnerDice: 'fire' }).flees).toBeCloseTo(0.1, 12);
  });
});

describe('Blake elite gunners are A class guns: anything else is refused at the field', () => {
  it('elite on a C class gun, or on a muzzle-loader or machinegun, is one message naming firer.elite', () => {
    for (const firer of [
      '{weapon: artillery, class: C, elite: true}',
      '{weapon: muzzleLoader, class: A, elite: true}',
      '{weapon: machinegun, class: A, elite: true}',
    ])
      expect(() => exactDist('blake-fire', `firer: ${firer}\ntarget: {}`, 'hits')).toThrow(
        /firer\.elite: expected elite only with weapon: artillery or canister and class: A \(ELITE ARTILLERY/,
      );
  });
  it('elite with no class reads the gun as A class (the same odds as class: A)', () => {
    expect(exactDist('blake-fire', 'firer: {weapon: artillery, elite: true}\ntarget: {}', 'hits')).toEqual(
      exactDist('blake-fire', `${GUN}\ntarget: {}`, 'hits'),
    );
  });
});

describe('Blake one-die tests read elite and gunners only where the text gives them', () => {
  it('gunners on a withdrawal, or elite on limbering, is refused at the field', () => {
    expect(() => exactDist('blake-reaction', 'test: withdraw\ngunners: elite', 'reaction')).toThrow(
      /gunners: expected gunners only with test: limber or turnToFace/,
    );
    expect(() => exactDist('blake-reaction', 'test: limber\nelite: true', 'reaction')).toThrow(
      /elite: expected elite only with test: withdraw/,
    );
  });
  it('every other field given to a test that does not read it is refused at the field, whatever its value', () => {
    const notRead: Array<[string, string]> = [
      ['test: evade\nclass: zzz', 'class'],
      ['test: evade\nturner: lightGun', 'turner'],
      ['test: turnToFace\nturner: lightGun\ndistance: near', 'distance'],
      ['test: limber\nchargers: mounted', 'chargers'],
      ['test: reform\nregular: false', 'regular'],
      ['test: withdraw\ncharismatic: true', 'charismatic'],
      ['test: sniperHit\nammunition: smokeless', 'ammunition'],
      ['test: locateSniper\nrange: withinHalf', 'range'],
      ['test: replaceLeader\ncinc: regular', 'cinc'],
      ['test: cincLost\ntrainedLightInfantry: true', 'trainedLightInfantry'],
      ['test: breakthrough\nmountedSkirmishers: true', 'mountedSkirmishers'],
    ];
    for (const [yaml, field] of notRead)
      expect(() => exactDist('blake-reaction', yaml, 'reaction'), yaml).toThrow(
        new RegExp(`^[^\\n]*${field}: expected ${field} only with test: [^\\n]*does not read it`),
      );
  });
});
