import { describe, expect, it } from 'vitest';
import { SIMS } from '../../../src/sims/registry.ts';
import { compileSim, exactMean, monteCarlo, worstZ } from '../../engine/comparison/sim-harness.ts';

/** The worst z of `n` seeded trials of `sim` against its exact odds. */
function trialsAgainstExact(sim: string, yaml: string, sw: Record<string, string>, n: number, seed: number) {
  const c = compileSim(sim, yaml, sw);
  return worstZ(c, monteCarlo(sim, c, n, seed), SIMS[sim].exact!(c).perTrial, n);
}

// Casualties & Saving (b) "The stand still fires and fights as normal till all figures on the stand are killed
// when the stand is then removed"; SAVE TABLE "depending on the number of stands remaining at the time the save
// roll is made" (four figures a stand, the provisional table: 2-3 stands save on a 6, 1 none)
describe('Half a League fire: a unit loses no more figures than it has, each save on the stands then remaining', () => {
  const fire = (dice: number, target: string) =>
    `firer: {weapon: musket, dice: ${dice}, benefits: 2}\ntarget: {stands: ${target}}\nrange: short`;
  it('twelve dice at +2 (a hit on 3-6) on one stand without a leader (no save): at most its 4 figures, E[min(H, 4)] for H ~ B(12, 2/3) (8 before the cap)', () => {
    expect(exactMean('hal-fire', fire(12, '1, leader: false'), 'figures_lost')).toBeCloseTo(
      3.995551716935652,
      13,
    );
    // switch saveLeaderStand counted (the default): the leader stand makes two, saving on a 6
    expect(exactMean('hal-fire', fire(12, '1'), 'figures_lost')).toBeCloseTo(3.959312526135973, 13);
  });
  it('sixteen dice at +2 on two stands without a leader: a 6 saves until the seventh figure leaves one stand, then nothing (saveRolls oneByOne, the default); under together every save reads the two stands (8.889 before)', () => {
    const y = fire(16, '2, leader: false');
    expect(exactMean('hal-fire', y, 'figures_lost')).toBeCloseTo(7.6113113280563045, 13);
    expect(exactMean('hal-fire', y, 'figures_lost', { saveRolls: 'together' })).toBeCloseTo(
      7.582440587521484,
      13,
    );
  });
  it.each([
    ['oneByOne', 'throughout'],
    ['oneByOne', 'standByStand'],
    ['together', 'throughout'],
  ])(
    'saveRolls %s, fireLosses %s: the trials agree with the exact odds (seeded)',
    (saveRolls, fireLosses) => {
      const y = `firer: {weapon: canister, dice: 6}\ntarget: {stands: 3, chits: 1}\nrange: short`;
      expect(trialsAgainstExact('hal-fire', y, { saveRolls, fireLosses }, 100_000, 31)).toBeLessThan(4.5);
    },
  );
});

describe('Half a League close combat: the cap and the stands remaining', () => {
  /** A side's figures lost, under switch saveLeaderStand counted (the default) and notCounted. */
  const byLeader = (y: string, lost: string) =>
    ['counted', 'notCounted'].map((saveLeaderStand) =>
      exactMean('hal-close-combat', y, lost, { saveLeaderStand }),
    );
  it('ten routing stands against one stand behind a wall, on a crest, in square and double line: the defender loses at most its 4 figures (the leader stand carries none); 1.110 before the cap', () => {
    const [counted, alone] = byLeader(
      'attacker: {stands: 10, modifiers: [routing]}\ndefender: {stands: 1, modifiers: [behindWalls, crestOfHill, square, infantryDoubleLine]}',
      'defender_figures_lost',
    );
    // SAVE TABLE: the stand and its leader stand are two, saving on a 6; the stand alone, no save
    expect(counted).toBeCloseTo(0.8641067963200924, 13);
    expect(alone).toBeCloseTo(1.0115154597947913, 13);
  });
  it('MORALE (c) "number of stands (including the leader)": three cavalry stands charging in double line with a leader count four on the SAVE TABLE and save on 5-6 (0.852 figures lost without the leader, saving on a 6)', () => {
    const [counted, alone] = byLeader(
      'attacker: {stands: 3, modifiers: [cavalryChargingDoubleLine]}\ndefender: {stands: 5, modifiers: [square], chits: 1}',
      'attacker_figures_lost',
    );
    expect(counted).toBeCloseTo(0.6814029934190776, 13);
    expect(alone).toBeCloseTo(0.8517537530640114, 13);
  });
  it.each(['oneByOne', 'together'])(
    'saveRolls %s: the trials agree with the exact odds when a loser can be wiped out (seeded)',
    (saveRolls) => {
      const y = 'attacker: {stands: 10}\ndefender: {stands: 1, chits: 1}';
      expect(
        trialsAgainstExact('hal-close-combat', y, { saveRolls, loserHits: 'sumOfTwos' }, 100_000, 37),
      ).toBeLessThan(4.5);
    },
  );
});
