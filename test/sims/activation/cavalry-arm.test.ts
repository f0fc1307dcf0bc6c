import { describe, expect, it } from 'vitest';
import { compileSim, exactDist, exactMean } from '../../engine/comparison/sim-harness.ts';

const band = (yaml: string) => exactDist('activation-combat', yaml, 'band');

describe('Cavalry takes no infantry formation modifier', () => {
  // "Infantry Formations ... Line: -2 Melee"; "Cavalry is capable of changing formations so quickly
  // that the regimental colonel can be trusted to put his troopers in the proper formation at the proper time."
  it('average cavalry charging a veteran column: 1 + 2 (charging) against 2, no "Line: -2 Melee"', () => {
    const d = band(
      'kind: melee\nattacker: {tier: average, arm: cavalry, charging: true}\ndefender: {tier: veteran, formation: column}',
    );
    // 1d6+3 against 1d6+2: defender ≥ attacker in 15 of 36, never more than double
    expect(d['defender > 2x']).toBe(0);
    expect(d['defender >= attacker']).toBeCloseTo(15 / 36, 12);
  });
  it('a cavalry defender charged by an average infantry column: 1d6+2 against 1d6+1', () => {
    const d = band(
      'kind: melee\nattacker: {tier: average, formation: column, charging: true}\ndefender: {tier: average, arm: cavalry}',
    );
    expect(d['defender >= attacker']).toBeCloseTo(14 / 36, 12);
    expect(d['attacker > 3x']).toBeCloseTo(2 / 36, 12);
  });
  it('refuses a formation given to cavalry or artillery, naming the field', () => {
    expect(() =>
      compileSim(
        'activation-combat',
        'kind: melee\nattacker: {tier: average, arm: cavalry, formation: line}\ndefender: {tier: average}',
      ),
    ).toThrow(/attacker\.formation: expected no formation for cavalry/);
    expect(() =>
      compileSim(
        'activation-damage',
        'kind: bombardment\nattacker: {tier: average, arm: artillery}\ndefender: {tier: average, arm: artillery, formation: column}',
      ),
    ).toThrow(/defender\.formation: expected no formation for artillery/);
  });
});

describe('"Light and Heavy cavalry do not have ranged attacks."', () => {
  it('refuses cavalry firing in musketry or bombardment', () => {
    for (const kind of ['musketry', 'bombardment'])
      expect(() =>
        compileSim(
          'activation-combat',
          `kind: ${kind}\nattacker: {tier: average, arm: cavalry}\ndefender: {tier: average}`,
        ),
      ).toThrow(/attacker\.arm: expected infantry or artillery/);
  });
});

describe('"Square: No movement"; "Artillery cannot charge"', () => {
  it("a square attacker does not charge unless told (1d6+1 against 1d6+1: the defender at least equal but not double in 17/36, not the charge +1's 14/36), and charging or seizing the initiative in square is refused", () => {
    const d = band(
      'kind: melee\nattacker: {tier: average, formation: square}\ndefender: {tier: average, formation: column}',
    );
    expect(d['defender >= attacker']).toBeCloseTo(17 / 36, 12);
    expect(() =>
      compileSim(
        'activation-combat',
        'kind: melee\nattacker: {tier: average, formation: square, charging: true}\ndefender: {tier: average}',
      ),
    ).toThrow(/attacker\.charging: expected charging: false in square \("Square: No movement"\)/);
    expect(() =>
      compileSim(
        'activation-combat',
        'kind: melee\nattacker: {tier: average, formation: square, seizeInitiative: true}\ndefender: {tier: average}',
      ),
    ).toThrow(/attacker\.seizeInitiative: expected no seizeInitiative in square/);
  });
  it('artillery does not charge unless told, and charging: true for artillery is refused', () => {
    const y = (charging: string) =>
      `kind: melee\nattacker: {tier: average, arm: artillery${charging}}\ndefender: {tier: average, formation: column}`;
    expect(band(y(''))).toEqual(band(y(', charging: false')));
    expect(() => compileSim('activation-combat', y(', charging: true'))).toThrow(
      /attacker\.charging: expected charging: false for artillery \("Artillery cannot charge"\)/,
    );
  });
});

describe('A battery fired at adds its own Shooting Combat value', () => {
  // Basic Units: "Units have the following statistics; Quality, Speed, Melee Combat, and Ranged Combat";
  // Musketry Attacks: "Both units roll, add Shooting Combat value, add modifiers" (one value a unit)
  it('elite square (1d6+3-2+1 at short range) fires at a veteran battery (1d6+3, as when it fires): 1 DIS in 6 of 36', () => {
    const y =
      'kind: musketry\nattacker: {tier: elite, formation: square, charging: false}\ndefender: {tier: veteran, arm: artillery}\nrange: short';
    // attacker ahead with an even die: a 4 over a 1 or 2, a 6 over 1 to 4; never double (8 against at least 4)
    expect(exactMean('activation-combat', y, 'defender_disorder')).toBeCloseTo(1 / 6, 12);
    expect(band(y)['attacker > 2x']).toBe(0);
    expect(band(y)['attacker > defender']).toBeCloseTo(10 / 36, 12);
  });
  it('bombardment is fired by a battery, musketry by infantry ("Assume standard cannons"; "Assume that standard muskets")', () => {
    expect(() =>
      compileSim(
        'activation-combat',
        'kind: bombardment\nattacker: {tier: average, arm: infantry}\ndefender: {tier: average}',
      ),
    ).toThrow(/attacker\.arm: expected artillery in bombardment/);
    expect(() =>
      compileSim(
        'activation-combat',
        'kind: musketry\nattacker: {tier: average, arm: artillery}\ndefender: {tier: average}',
      ),
    ).toThrow(/attacker\.arm: expected infantry in musketry/);
    // an unnamed arm in bombardment is the battery
    expect(band('kind: bombardment\nattacker: {tier: average}\ndefender: {tier: average}')).toEqual(
      band('kind: bombardment\nattacker: {tier: average, arm: artillery}\ndefender: {tier: average}'),
    );
  });
});

describe('"Artillery cannot charge or recoil if engaged in melee."', () => {
  it('a battery rolling as the attacker of a continuing melee (1d6+1 against a line, 1d6+1-2) takes the 1 DIS of "defender > double attacker" (1 in 36) but no recoil', () => {
    const y = (arm: string) =>
      `kind: melee\nattacker: {tier: average, arm: ${arm}, charging: false}\ndefender: {tier: average, formation: line}`;
    expect(band(y('artillery'))['defender > 2x']).toBeCloseTo(1 / 36, 12);
    expect(exactDist('activation-combat', y('artillery'), 'attacker_recoils').yes).toBe(0);
    // cavalry with the same adds (no formation, not charging) recoils on that band
    expect(band(y('cavalry'))).toEqual(band(y('artillery')));
    expect(exactDist('activation-combat', y('cavalry'), 'attacker_recoils').yes).toBeCloseTo(1 / 36, 12);
  });
});
