import { describe, expect, it } from 'vitest';
import type { DuelCompiled } from '../../../src/sims/duel/duel-sim.ts';
import { compileSim, exactDist, monteCarlo } from '../../engine/comparison/sim-harness.ts';

/** P(attacker takes the position) by seeded Monte Carlo, within 4.5 standard errors of the exact `p` */
function expectTakes(yaml: string, p: number, seed: number): void {
  const n = 200_000;
  const got = monteCarlo('duel', compileSim('duel', yaml), n, seed)[0];
  expect(Math.abs(got - p)).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / n));
}

const guns = (range: string, extra = '') =>
  `system: blue-and-gray\naction: bombard\nguns: 12\nattacker: {quality: average}\ndefender: {men: 2000${extra}}\nrange: ${range}`;

describe('Blue & Gray artillery in the duel', () => {
  it('§9.47 "Artillery units may never advance after combat": an adjacent attack drives the defender off and the guns never hold the position (1/2 in two turns)', () => {
    // 12 guns = 6 strength points, adjacent +1/2 (§9.48): 9 against 5 at 1-1: Dr on 1-3 (driven off: 1/2), Ar on 4-6.
    // Ar from an enemy controlled hex: the guns become at least Shaken (§12.11) and rally in turn 2 (mapping rallyFrom).
    // Guns that advanced would be attacked back in turn 2 and lose the position on 1-2 of 1-2 odds (1/3 in all).
    expectTakes(`${guns('close')}\nminutes: 80`, 1 / 2, 5);
  });
  it('the guns\' loss is a fraction of their strength points, defined at every range: §9.15 "suffer no adverse combat results" from beyond, §9.43 "must suffer the Combat Results" adjacent', () => {
    for (const range of ['close', 'long'])
      expect(
        (compileSim('duel', guns(range)) as DuelCompiled).engine.notDefined?.attacker_loss,
        range,
      ).toBeUndefined();
  });
  it('§10.38 "units in Breastworks never lose the odds column shift to the left due to non-adjacent artillery attacks from any direction"', () => {
    const shift = (range: string) =>
      (compileSim('duel', `${guns(range, ', cover: heavy')}\napproach: flank`) as DuelCompiled).engine.mapping
        .shift;
    expect(shift('long')).toBe('net -1 (§10.25-10.27)');
    // adjacent guns through the uncovered hexsides void it
    expect(shift('close')).toBe('net 0 (§10.25-10.27)');
  });
});

describe('Blue & Gray rally between turns (mapping rallyFrom: shaken)', () => {
  it('§12.41 (b) "Rallying units may not move in that Movement Phase"; ii) Shaken: "1-3 ... recovers", "4-5 ... Disordered", "6 ... Routed": the guns Shaken by a retreat rally in turn 2 and attack again in turn 3 (17/24)', () => {
    // turn 1: 9 against 5 at 1-1, Dr on 1-3 (1/2); Ar on 4-6 leaves the guns Shaken (§12.11).
    // turn 2: the guns rally. turn 3: Normal (1/2) at 9:5 or Disordered (1/3) at 6:5, both 1-1: Dr on 1-3; Routed (1/6) rally again.
    // 1/2 + 1/2 x 5/6 x 1/2 = 17/24
    expectTakes(`${guns('close')}\nminutes: 120`, 17 / 24, 6);
  });
});

describe('Blue & Gray breastworks against bombardment (§10.38)', () => {
  it('§10.38 "units in Breastworks never lose the odds column shift to the left due to non-adjacent artillery attacks from any direction": in the combat odds too', () => {
    // 12 guns from two hexes, 4 of them through uncovered hexsides, against 4 in breastworks: 3-1 shifted to 2-1
    expect(
      exactDist(
        'bg-combat',
        'attacker: {strength: 12, arm: artillery, range: two, notAcross: 4}\ndefender: {strength: 4, works: breastworks}',
        'odds',
      )['2-1'],
    ).toBe(1);
    // adjacent, the uncovered hexsides void it: 12 x 3/2 = 18 against 4, 4-1
    expect(
      exactDist(
        'bg-combat',
        'attacker: {strength: 12, arm: artillery, range: adjacent, notAcross: 4}\ndefender: {strength: 4, works: breastworks}',
        'odds',
      )['4-1'],
    ).toBe(1);
  });
});

describe('Blue & Gray bombardment floor (§9.18, switch bombardFloor)', () => {
  it('§9.18 "Artillery units may not bombard at less than 1:5 odds": 1 against 6 is refused, 1 against 5 fights at 1-5', () => {
    const y = (def: string) => `attacker: {strength: 1, arm: artillery, range: two}\ndefender: {${def}}`;
    expect(() => compileSim('bg-combat', y('strength: 6'))).toThrow(/1:5 or better \(§9\.18\)/);
    expect(exactDist('bg-combat', y('strength: 5'), 'odds')['1-5']).toBe(1);
    // §10.38: breastworks keep their shift against it; counted after the shift, the 1:5 falls below the floor
    expect(exactDist('bg-combat', y('strength: 5, works: breastworks'), 'odds')['1-5']).toBe(1);
    expect(() =>
      compileSim('bg-combat', y('strength: 5, works: breastworks'), { bombardFloor: 'afterShifts' }),
    ).toThrow(/§9\.18/);
  });
});
