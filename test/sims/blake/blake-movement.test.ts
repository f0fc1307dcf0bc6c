import { describe, expect, it } from 'vitest';
import type { BlakeMovementCompiled } from '../../../src/sims/blake/blake-movement-sim.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import { compileSim, exactDist, exactMean, monteCarlo, worstZ } from '../../engine/comparison/sim-harness.ts';

const dice = (y: string) => (compileSim('blake-movement', y) as BlakeMovementCompiled).sides.length;
const moveDice = (y: string) => (compileSim('blake-movement', y) as BlakeMovementCompiled).moveDice;
const mean = (y: string) => exactMean('blake-movement', y, 'distance_mm');

describe('Blake VARIABLE MOVEMENT', () => {
  it('"The score of the D6 is then multiplied by 20": \'Regular\' close order foot [2 x D6] move 40 to 240 mm, 140 on average', () => {
    const d = exactDist('blake-movement', 'troops: regularFoot', 'distance');
    expect(d['40']).toBeCloseTo(1 / 36, 12);
    expect(d['240']).toBeCloseTo(1 / 36, 12);
    expect(d['140']).toBeCloseTo(6 / 36, 12);
    expect(mean('troops: regularFoot')).toBeCloseTo(140, 9);
  });
  it('"All other foot including \'Regular\' skirmishers [3 x D6]"; "Squares [1 x D6]"; "Horse drawn guns [2 x D6]"', () => {
    expect([
      dice('troops: otherFoot'),
      dice('troops: square'),
      dice('troops: horseDrawnGuns'),
      dice('troops: slow'),
    ]).toEqual([3, 1, 2, 1]);
  });
  it('"All horse and camel mounted types, horse artillery [3 x D6 doubling the two highest scores]": (10.5 + 119/24 + 7/2) x 20 mm on average', () => {
    // E[highest of 3 D6] = 119/24, E[middle] = 7/2
    expect(mean('troops: mounted')).toBeCloseTo((10.5 + 119 / 24 + 3.5) * 20, 9);
    expect(mean('troops: horseArtillery')).toBeCloseTo((10.5 + 119 / 24 + 3.5) * 20, 9);
    expect(exactDist('blake-movement', 'troops: mounted', 'distance')['600']).toBeCloseTo(1 / 216, 12);
  });
  it('"some types e.g. Zulus/Hadendowah may double the score of their highest dice": 3 D6 plus the highest', () => {
    expect(mean('troops: otherFoot\nfastFoot: true')).toBeCloseTo((10.5 + 119 / 24) * 20, 9);
    expect(() => compileSim('blake-movement', 'troops: regularFoot\nfastFoot: true')).toThrow(
      /fastFoot: expected fastFoot only for otherFoot/,
    );
  });
  it('"All types in rough or difficult terrain minus 1 x D6 [thus Wagons etc can\'t move at all]"', () => {
    expect(dice('troops: otherFoot\nrough: true')).toBe(2);
    expect(exactDist('blake-movement', 'troops: slow\nrough: true', 'distance')).toMatchObject({ '0': 1 });
  });
  it('"Charging doubles the D6 score for movement": regular foot charge 80 to 480 mm', () => {
    expect(mean('troops: regularFoot\ncharging: true')).toBeCloseTo(280, 9);
    expect(exactDist('blake-movement', 'troops: regularFoot\ncharging: true', 'distance')['480']).toBeCloseTo(
      1 / 36,
      12,
    );
  });
  it('"roll the balance of their movement dice ... e.g. Horse artillery guns roll two dice, other horse drawn guns roll one dice, Oxen and Elephant drawn guns cannot move"', () => {
    expect([
      moveDice('troops: horseArtillery\nlimbering: true'),
      moveDice('troops: horseDrawnGuns\nlimbering: true'),
      moveDice('troops: slow\nlimbering: true'),
    ]).toEqual([2, 1, 0]);
    expect(exactDist('blake-movement', 'troops: slow\nlimbering: true', 'distance')).toMatchObject({
      '0': 1,
    });
    expect(() => compileSim('blake-movement', 'troops: regularFoot\nlimbering: true')).toThrow(
      /limbering: expected limbering only for guns/,
    );
  });
  it('"Roll one D6. Crews unlimber of limber on a score of anything but one. Militia and native gunners [-]1 to the D6 score, Elite gunners +1 to the D6 score [they cannot fail, wonderful aren\'t they!]": a failed limber moves nothing', () => {
    const guns = 'troops: horseDrawnGuns\nlimbering: true';
    // one movement D6 after the limber D6: 0 mm on a 1 (1/6), else 20 to 120 mm
    expect(exactDist('blake-movement', guns, 'distance')['0']).toBeCloseTo(1 / 6, 12);
    expect(mean(guns)).toBeCloseTo((5 / 6) * 3.5 * 20, 9);
    expect(exactDist('blake-movement', `${guns}\nmilitiaGunners: true`, 'distance')['0']).toBeCloseTo(
      2 / 6,
      12,
    );
    expect(mean(`${guns}\neliteRegulars: true`)).toBeCloseTo(3.5 * 20, 9);
    expect(dice(`${guns}\neliteRegulars: true`)).toBe(1);
  });
  it('switch limberedMovement `fullTurn`: "his takes a full turn for all except elite regulars who may complete"', () => {
    const full = { limberedMovement: 'fullTurn' };
    expect(
      exactDist('blake-movement', 'troops: horseArtillery\nlimbering: true', 'distance', full),
    ).toMatchObject({ '0': 1 });
    expect(
      (
        compileSim(
          'blake-movement',
          'troops: horseArtillery\nlimbering: true\neliteRegulars: true',
          full,
        ) as BlakeMovementCompiled
      ).sides.length,
    ).toBe(2);
  });
  it('"Charges double the D6 score for movement of a stand unless the target is up hill or in difficult terrain"', () => {
    expect(mean('troops: regularFoot\ncharging: true\ntargetUphillOrDifficult: true')).toBeCloseTo(140, 9);
  });
  it('"Mounted troops cannot charge through rough terrain"; "Artillery, wheeled vehicles and pack animals cannot charge!"', () => {
    expect(() => compileSim('blake-movement', 'troops: mounted\ncharging: true\nrough: true')).toThrow(
      /rough: expected rough: false for a mounted charge/,
    );
    expect(() => compileSim('blake-movement', 'troops: horseDrawnGuns\ncharging: true')).toThrow(
      /charging: expected charging: false for guns/,
    );
    // foot may charge through rough ground: one D6 fewer, doubled
    expect(mean('troops: otherFoot\ncharging: true\nrough: true')).toBeCloseTo(280, 9);
  });
  it('the trial kernel agrees with the exact odds (seeded)', () => {
    const c = compileSim('blake-movement', 'troops: mounted\ncharging: true');
    const n = 200_000;
    expect(
      worstZ(c, monteCarlo('blake-movement', c, n, 3), SIMS['blake-movement'].exact!(c).perTrial, n),
    ).toBeLessThan(4.5);
  });
});

describe('Blake DISMOUNTING/MOUNTING and BACK TO BACK', () => {
  it('"Dismounting or mounting takes one dice [the highest scoring] of their normal mounted three movement dice. The other two dice can be then used for movement on foot."', () => {
    // 3 D6 less the highest, none doubled: (10.5 - 119/24) x 20 mm; at most two sixes, 240 mm
    expect(mean('troops: mounted\ndismounting: true')).toBeCloseTo((10.5 - 119 / 24) * 20, 9);
    const d = exactDist('blake-movement', 'troops: mounted\ndismounting: true', 'distance');
    expect(Object.keys(d).at(-1)).toBe('240');
    // 240 mm needs three sixes: one spent dismounting, two walked
    expect(d['240']).toBeCloseTo(1 / 216, 12);
    expect(() => compileSim('blake-movement', 'troops: regularFoot\ndismounting: true')).toThrow(
      /dismounting: expected dismounting only for mounted troops/,
    );
  });
  it('"When in such a formation they have no flanks or rear and may not move"', () => {
    expect(() => compileSim('blake-movement', 'troops: regularFoot\nbackToBack: true')).toThrow(
      /backToBack: expected backToBack: false: stands back to back "may not move"/,
    );
  });
  it('"Disordered squares cannot move"; "Disordered troops cannot charge"; a disordered column moves as any other', () => {
    expect(() => compileSim('blake-movement', 'troops: square\ndisordered: true')).toThrow(
      /disordered: expected disordered: false for a square \("Disordered squares cannot move"/,
    );
    expect(() =>
      compileSim('blake-movement', 'troops: regularFoot\ncharging: true\ndisordered: true'),
    ).toThrow(/disordered: expected disordered: false for a charge \("Disordered troops cannot charge"/);
    expect(exactMean('blake-movement', 'troops: regularFoot\ndisordered: true', 'distance_mm')).toBeCloseTo(
      140,
      12,
    );
  });
});

describe('Blake: the charge test (switch chargeTest)', () => {
  const charge = 'troops: regularFoot\ncharging: true';
  it('"There is no charge test. Stands announce a charge and roll movement dice" (none, the default): every charge moves, 280 mm on average', () => {
    expect(mean(charge)).toBeCloseTo(280, 9);
    expect(exactDist('blake-movement', charge, 'distance')['0']).toBe(0);
  });
  it('"Movement D6 must be rolled after the charge test" (standMorale): A class fails on "A class: 1", a tenth of charges not made', () => {
    const d = exactDist('blake-movement', `${charge}\nclass: A`, 'distance', { chargeTest: 'standMorale' });
    expect(d['0']).toBeCloseTo(0.1, 12);
    expect(
      exactMean('blake-movement', `${charge}\nclass: A`, 'distance_mm', { chargeTest: 'standMorale' }),
    ).toBeCloseTo(0.9 * 280, 9);
    // the other classes' failing scores are provisional
    expect(
      exactDist('blake-movement', `${charge}\nclass: C`, 'rests_on_provisional', {
        chargeTest: 'standMorale',
      }).yes,
    ).toBe(1);
    expect(mean(`${charge}\nclass: D`)).toBeCloseTo(280, 9);
    expect(() => compileSim('blake-movement', 'troops: regularFoot\nclass: A')).toThrow(
      /class: expected class only with charging: true/,
    );
  });
  it("the charge test reads the stand's class: under standMorale a charge with no class is refused, not read as B", () => {
    expect(() => compileSim('blake-movement', charge, { chargeTest: 'standMorale' })).toThrow(
      /class: required with charging: true under switch chargeTest standMorale/,
    );
  });
});

describe('Blake: a mounted charge, the two doublings combined (switch chargeDoubling)', () => {
  // "[3 x D6 doubling the two highest scores]"; "Charging doubles the D6 score for movement".
  // E[highest of 3 D6] = 119/24, E[middle] = 7/2; three 1s are the least, 1/216
  const horse = 'troops: mounted\ncharging: true';
  const at = (sw: string) => ({ chargeDoubling: sw });
  it('compound (the default): the two highest four times, the lowest twice; 2 x (10.5 + 119/24 + 7/2) x 20 mm, 200 to 1200 mm', () => {
    expect(mean(horse)).toBeCloseTo(2 * (10.5 + 119 / 24 + 3.5) * 20, 9);
    const d = exactDist('blake-movement', horse, 'distance', at('compound'));
    expect(Object.keys(d).find((k) => d[k] > 0)).toBe('200');
    expect(d['200']).toBeCloseTo(1 / 216, 12);
    expect(d['1200']).toBeCloseTo(1 / 216, 12);
  });
  it('added: the two highest three times, the lowest twice; (2 x 10.5 + 119/24 + 7/2) x 20 mm, 160 to 960 mm', () => {
    expect(exactMean('blake-movement', horse, 'distance_mm', at('added'))).toBeCloseTo(
      (21 + 119 / 24 + 3.5) * 20,
      9,
    );
    const d = exactDist('blake-movement', horse, 'distance', at('added'));
    expect(Object.keys(d).find((k) => d[k] > 0)).toBe('160');
    expect(d['960']).toBeCloseTo(1 / 216, 12);
  });
  it('onceEach: every die twice, 2 x 10.5 x 20 = 420 mm, 120 to 720 mm; Zulus charging the same', () => {
    expect(exactMean('blake-movement', horse, 'distance_mm', at('onceEach'))).toBeCloseTo(420, 9);
    const d = exactDist('blake-movement', horse, 'distance', at('onceEach'));
    expect(Object.keys(d).find((k) => d[k] > 0)).toBe('120');
    expect(d['720']).toBeCloseTo(1 / 216, 12);
    expect(
      exactMean(
        'blake-movement',
        'troops: otherFoot\nfastFoot: true\ncharging: true',
        'distance_mm',
        at('onceEach'),
      ),
    ).toBeCloseTo(420, 9);
  });
  it('fast foot ("double the score of their highest dice") charging: compound (10.5 + 119/24) x 40 mm, added (21 + 119/24) x 20 mm', () => {
    const zulus = 'troops: otherFoot\nfastFoot: true\ncharging: true';
    expect(mean(zulus)).toBeCloseTo((10.5 + 119 / 24) * 40, 9);
    expect(exactMean('blake-movement', zulus, 'distance_mm', at('added'))).toBeCloseTo(
      (21 + 119 / 24) * 20,
      9,
    );
  });
  it('every reading agrees without a charge, or a charge up hill, and for foot without doubled dice', () => {
    for (const sw of ['compound', 'added', 'onceEach']) {
      expect(exactMean('blake-movement', 'troops: mounted', 'distance_mm', at(sw))).toBeCloseTo(
        (10.5 + 119 / 24 + 3.5) * 20,
        9,
      );
      expect(
        exactMean('blake-movement', `${horse}\ntargetUphillOrDifficult: true`, 'distance_mm', at(sw)),
      ).toBeCloseTo((10.5 + 119 / 24 + 3.5) * 20, 9);
      expect(
        exactMean('blake-movement', 'troops: regularFoot\ncharging: true', 'distance_mm', at(sw)),
      ).toBeCloseTo(280, 9);
    }
  });
  it('the trial kernel agrees with the exact odds under added (seeded)', () => {
    const c = compileSim('blake-movement', horse, at('added'));
    const n = 200_000;
    expect(
      worstZ(c, monteCarlo('blake-movement', c, n, 5), SIMS['blake-movement'].exact!(c).perTrial, n),
    ).toBeLessThan(4.5);
  });
});
