import { describe, expect, it } from 'vitest';
import { exactDist } from '../../engine/comparison/sim-harness.ts';

const react = (yaml: string, sw: Record<string, string> = {}) =>
  exactDist('blake-reaction', yaml, 'reaction', sw);

describe("Blake skirmishers evading a charge: the text's two rules as switch skirmisherEvasion", () => {
  it('"To successfully evade a charge from more than 100mm distant a 6-10 needs to be scored. To evade a charge from 100mm or closer a score of 8-10 is needed"', () => {
    expect(react('test: evade\ndistance: far').evades).toBeCloseTo(0.5, 12);
    expect(react('test: evade\ndistance: near').evades).toBeCloseTo(0.3, 12);
  });
  it('"If the chargers are mounted 2 from the D10"; "Trained \'A\' class light infantry [e.g. the 95th Rifles] +2"', () => {
    expect(react('test: evade\ndistance: far\nchargers: mounted').evades).toBeCloseTo(0.3, 12);
    expect(react('test: evade\ndistance: near\nchargers: mounted').evades).toBeCloseTo(0.1, 12);
    expect(react('test: evade\ndistance: near\ntrainedLightInfantry: true').evades).toBeCloseTo(0.5, 12);
  });
  it('MELEE CHARGING: "A score of \'5\' or better results in a successful evade" (fivePlus), whatever the distance', () => {
    expect(
      react('test: evade\ndistance: near\nchargers: mounted', { skirmisherEvasion: 'fivePlus' }).evades,
    ).toBeCloseTo(0.6, 12);
  });
  it('"Mounted skirmishers can always evade charging types on foot"', () => {
    expect(react('test: evade\nmountedSkirmishers: true\ndistance: near').evades).toBe(1);
    expect(
      react('test: evade\nmountedSkirmishers: true\ndistance: near\nchargers: mounted').evades,
    ).toBeCloseTo(0.1, 12);
  });
});

describe('Blake turning to face a charge', () => {
  it('"Rabble and light or medium artillery guns ... will fail to turn on a D10 roll of less than 6 and will be destroyed. Heavy guns cannot turn and are destroyed"', () => {
    expect(react('test: turnToFace\nturner: rabble')).toEqual({ destroyed: 0.5, turns: 0.5 });
    expect(react('test: turnToFace\nturner: mediumGun')).toEqual({ destroyed: 0.5, turns: 0.5 });
    expect(react('test: turnToFace\nturner: heavyGun')).toEqual({ destroyed: 1, turns: 0 });
  });
});

describe('Blake cavalry after a melee', () => {
  it('reform: "A score of 6 or better enables a reform to occur. A class +1 to the dice"', () => {
    expect(react('test: reform').reforms).toBeCloseTo(0.5, 12);
    expect(react('test: reform\nclass: A').reforms).toBeCloseTo(0.6, 12);
  });
  it('breakthrough: "A score of 6 or better enables a breakthrough to occur, A class +1 to the dice"', () => {
    expect(react('test: breakthrough\nclass: C').breaks_through).toBeCloseTo(0.5, 12);
    expect(react('test: breakthrough\nclass: A').breaks_through).toBeCloseTo(0.6, 12);
  });
});
