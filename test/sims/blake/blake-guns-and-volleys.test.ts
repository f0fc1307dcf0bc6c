import { describe, expect, it } from 'vitest';
import { HOLDS, O_DECISION, O_ROUNDS } from '../../../src/engine/duel/duel-engine.ts';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import type { DuelCompiled } from '../../../src/sims/duel/duel-sim.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import { compileSim, exactDist, monteCarlo, worstZ } from '../../engine/comparison/sim-harness.ts';

describe('Blake VOLLEYS-RAPID FIRE: who may fire them', () => {
  it('"Skirmishers with muzzle-loaders or breech-loaders cannot VRF but \'A\' class skirmishers armed with magazine rifles can VRF"', () => {
    expect(() =>
      compileSim('blake-fire', 'firer: {weapon: breechLoader, skirmishers: true, volley: true}\ntarget: {}'),
    ).toThrow(
      /firer\.volley: expected no volley \(Skirmishers with muzzle-loaders or breech-loaders cannot VRF/,
    );
    expect(() =>
      compileSim(
        'blake-fire',
        'firer: {weapon: magazine, class: B, skirmishers: true, volley: true}\ntarget: {}',
      ),
    ).toThrow(/cannot VRF/);
    // A class skirmishers with magazine rifles: 3 + 1 D10
    expect(
      Object.keys(
        exactDist(
          'blake-fire',
          'firer: {weapon: magazine, class: A, skirmishers: true, volley: true}\ntarget: {}',
          'hits',
        ),
      ),
    ).toHaveLength(5);
    // switch skirmisherVolleys `none`: OPEN ORDER TROOPS' "fire normally but not volleys"
    expect(() =>
      compileSim(
        'blake-fire',
        'firer: {weapon: magazine, class: A, skirmishers: true, volley: true}\ntarget: {}',
        { skirmisherVolleys: 'none' },
      ),
    ).toThrow(/fire normally but not volleys/);
  });
  it('"All Regular troops have the ability to fire volleys": irregulars may not', () => {
    expect(() =>
      compileSim('blake-fire', 'firer: {weapon: muzzleLoader, regular: false, volley: true}\ntarget: {}'),
    ).toThrow(/expected no volley \(All Regular troops have the ability/);
    expect(() =>
      compileSim('blake-fire', 'firer: {weapon: muzzleLoader, regular: false}\ntarget: {}'),
    ).not.toThrow();
  });
});

describe('Blake guns', () => {
  it('NATIVE ARTILLERY "roll one D10 before a native [Irregular] gun fires. If a 1 is scored the gun does not fire": two guns both silent 1 in 100', () => {
    const fired = exactDist(
      'blake-fire',
      'firer: {weapon: artillery, stands: 2, native: true}\ntarget: {}',
      'fired',
    );
    expect(fired.no).toBeCloseTo(0.01, 12);
    // one gun, one D10 hitting on 6+ (provisional score): hits 0.9 x 0.5
    expect(
      exactDist('blake-fire', 'firer: {weapon: artillery, native: true}\ntarget: {}', 'hits')['1'],
    ).toBeCloseTo(0.45, 12);
    expect(() => compileSim('blake-fire', 'firer: {weapon: muzzleLoader, native: true}\ntarget: {}')).toThrow(
      /native: expected native: true only for guns/,
    );
  });
  it('HITS ON ARTILLERY "roll a further D10. A score of 10 indicates a direct hit on the gun and it is destroyed": one hit in two shots, one in ten of those', () => {
    const d = exactDist('blake-fire', 'firer: {weapon: artillery}\ntarget: {gun: true}', 'gun_destroyed');
    expect(d.yes).toBeCloseTo(0.5 * 0.1, 12);
    // small arms fire at a gun is not counter-battery fire: no such roll
    expect(
      compileSim('blake-fire', 'firer: {weapon: muzzleLoader}\ntarget: {gun: true}').layout.distOffset
        .gun_destroyed,
    ).toBeUndefined();
  });
  it('the trial kernel agrees with the exact odds (native guns at a gun with a stand behind, canister and round shot, seeded)', () => {
    for (const weapon of ['canister', 'artillery']) {
      const c = compileSim(
        'blake-fire',
        `firer: {weapon: ${weapon}, stands: 3, native: true, heavyGun: true}\ntarget: {gun: true, standBehind: true}`,
      );
      const n = 200_000;
      expect(
        worstZ(c, monteCarlo('blake-fire', c, n, 7), SIMS['blake-fire'].exact!(c).perTrial, n),
      ).toBeLessThan(4.5);
    }
  });
});

describe('Blake ARTILLERY AMMUNITION LIMITATION in the duel', () => {
  const bombard = (range: string, maxRounds: number) =>
    compileSim(
      'duel',
      `system: blake\naction: bombard\nguns: 12\nrange: ${range}\nattacker: {quality: average}\ndefender: {men: 2000, quality: average, formation: line}\nminutes: ${40 * maxRounds}`,
    ) as DuelCompiled;

  it('"Each gun is assumed to start a game with twelve rounds of solid shot and four rounds of canister": canister first at close range, then shot (C class gunners +1 to the score)', () => {
    expect(bombard('close', 30).engine.mapping.fire).toBe(
      '4 rounds of 2 D10 a gun, hit on 6+, then 12 rounds of 1 D10 a gun, hit on 7+',
    );
    expect(bombard('medium', 30).engine.mapping.fire).toBe('12 rounds of 1 D10 a gun, hit on 7+');
  });

  it('"When a gun\'s ammunition points have been expended it cannot fire": at medium range the guns fall silent after 12 turns, the defender holding', () => {
    const c = bombard('medium', 30);
    const rng = chunkStream(3, 0, 0);
    let silent = 0;
    for (let t = 0; t < 2000; t++) {
      c.engine.run(rng, c.out);
      expect(c.out[O_ROUNDS]).toBeLessThanOrEqual(12);
      if (c.out[O_ROUNDS] === 12 && c.out[O_DECISION] === HOLDS) silent++;
    }
    expect(silent).toBeGreaterThan(0);
  });
});

describe('Blake medium and long range', () => {
  it("beyond half range the score to hit is one higher (provisional, from SNIPERS \"'9' or '10' ... at over half range, or '8' '9' or '10' at under half range\")", () => {
    expect(exactDist('blake-fire', 'firer: {weapon: artillery}\ntarget: {}', 'hits')['1']).toBeCloseTo(
      0.5,
      12,
    );
    expect(
      exactDist('blake-fire', 'firer: {weapon: artillery}\ntarget: {beyondHalfRange: true}', 'hits')['1'],
    ).toBeCloseTo(0.4, 12);
  });
  it('the duel maps long range beyond half range, so medium and long differ', () => {
    const fire = (range: string) =>
      (
        compileSim(
          'duel',
          `system: blake\naction: bombard\nguns: 12\nrange: ${range}\nattacker: {quality: average}\ndefender: {men: 2000}`,
        ) as DuelCompiled
      ).engine.mapping.fire;
    expect(fire('medium')).toBe('12 rounds of 1 D10 a gun, hit on 7+');
    expect(fire('long')).toBe('12 rounds of 1 D10 a gun, hit on 8+');
  });
});
