import { describe, expect, it } from 'vitest';
import { attackStrength, oddsColumn } from '../../../src/engine/blue-and-gray/odds.ts';
import { ODDS } from '../../../src/engine/blue-and-gray/rules/crt.ts';
import { loadRulesetOf } from '../../../src/engine/families/load-ruleset.ts';
import { compileSim, exactDist, exactMean, monteCarlo } from '../../engine/comparison/sim-harness.ts';

const rules = loadRulesetOf('blue-and-gray', 'blue-and-gray').data;
const col = (a: number, d: number, shift = 0) => ODDS[oddsColumn(a, d, shift)];

describe('Blue & Gray odds', () => {
  it("round in the defender's favour, beyond 6-1 use 6-1, below 1-5 use 1-5", () => {
    expect(col(8, 4)).toBe('2-1');
    expect(col(7, 4)).toBe('1-1');
    expect(col(3, 7)).toBe('1-3');
    expect(col(20, 2)).toBe('6-1');
    expect(col(1, 9)).toBe('1-5');
  });
  it('breastworks shift one column left, under construction one right', () => {
    expect(col(8, 4, rules.shifts.breastworks.value)).toBe('1-1');
    expect(col(8, 4, rules.shifts.underConstruction.value)).toBe('3-1');
  });
  it('artillery: -1/3 at three hexes (nearest, minimum 1), +1/2 adjacent', () => {
    const art = { morale: 'normal' as const, arm: 'artillery' as const, halvedByTerrain: false };
    expect(attackStrength(rules, { ...art, strength: 4, range: 'three' })).toBe(3);
    expect(attackStrength(rules, { ...art, strength: 1, range: 'three' })).toBe(1);
    expect(attackStrength(rules, { ...art, strength: 4, range: 'adjacent' })).toBe(6);
  });
  it('attacking Disordered -1/3, Shaken -2/3', () => {
    const inf = { strength: 6, arm: 'infantry' as const, range: 'adjacent' as const, halvedByTerrain: false };
    expect(attackStrength(rules, { ...inf, morale: 'disordered' })).toBe(4);
    expect(attackStrength(rules, { ...inf, morale: 'shaken' })).toBe(2);
  });
  it('a Routed unit may not attack', () => {
    expect(() =>
      compileSim('bg-combat', 'attacker: {strength: 6, morale: routed}\ndefender: {strength: 2}'),
    ).toThrow(/Routed units may not attack/);
  });
  it('night: 1 doubles, 2-3 unchanged, 4-6 halves', () => {
    const d = exactDist('bg-combat', 'attacker: {strength: 8}\ndefender: {strength: 4}\nnight: true', 'odds');
    expect(d['4-1']).toBeCloseTo(1 / 6, 12);
    expect(d['2-1']).toBeCloseTo(2 / 6, 12);
    expect(d['1-1']).toBeCloseTo(3 / 6, 12);
  });
});

describe('Blue & Gray CRT (public) and disorder', () => {
  it('2-1: Dr on 1-3, Ar... as printed; a retreating defender is disordered on 4-6', () => {
    const y = 'attacker: {strength: 8}\ndefender: {strength: 4}';
    const r = exactDist('bg-combat', y, 'result');
    expect(r.Dr).toBeCloseTo(4 / 6, 12);
    expect(r.Ar).toBeCloseTo(2 / 6, 12);
    expect(exactDist('bg-combat', y, 'defender_after').disordered).toBeCloseTo(4 / 6 / 2, 12);
    expect(exactDist('bg-combat', y, 'attacker_after').disordered).toBeCloseTo(2 / 6, 12);
  });
  it('6-1: De on 1-3, Dr on 4-5, Ex on 6', () => {
    const r = exactDist('bg-combat', 'attacker: {strength: 24}\ndefender: {strength: 4}', 'result');
    expect([r.De, r.Dr, r.Ex].map((x) => Math.round(x * 6))).toEqual([3, 2, 1]);
  });
  it('every cell of the classic CRT is public', () => {
    expect(rules.crt.flat().every((c) => c.cell.source === 'public')).toBe(true);
  });
});

describe('Blue & Gray Rally (§12.41)', () => {
  const rally = (state: string) => exactDist('bg-rally', `state: ${state}`, 'after_rally');
  it('Disordered: 1-5 recovers, 6 Shaken', () =>
    expect(rally('disordered')).toMatchObject({ normal: 0.833333333333, shaken: 0.166666666667 }));
  it('Shaken: 1-3 recovers, 4-5 Disordered, 6 Routed', () =>
    expect(rally('shaken')).toMatchObject({
      normal: 0.5,
      disordered: 0.333333333333,
      routed: 0.166666666667,
    }));
  it('Routed: 1 recovers, 2-3 Disordered, 4-5 Shaken, 6 eliminated', () =>
    expect(rally('routed')).toMatchObject({
      normal: 0.166666666667,
      disordered: 0.333333333333,
      shaken: 0.333333333333,
      eliminated: 0.166666666667,
    }));
  it('§12.17 "A unit Rallying in a town/urban hex will remain at least Disordered regardless of the success of the Rally result"', () => {
    const town = (state: string) => exactDist('bg-rally', `state: ${state}\ntown: true`, 'after_rally');
    expect(town('shaken')).toMatchObject({ normal: 0, disordered: 0.833333333333, routed: 0.166666666667 });
    expect(town('routed')).toMatchObject({
      normal: 0,
      disordered: 0.5,
      shaken: 0.333333333333,
      eliminated: 0.166666666667,
    });
    expect(town('disordered')).toMatchObject({
      normal: 0,
      disordered: 0.833333333333,
      shaken: 0.166666666667,
    });
  });
});

describe('Blue & Gray artillery in defence and at night', () => {
  it('§9.53 "increased in defence by one-half ... if the attack includes adjacent units and the artillery unit is not Routed and either stacked with or adjacent to a Friendly infantry or cavalry unit"', () => {
    const guns = 'defender: {strength: 4, arm: artillery, withFriends: true}';
    // 8 against 4 x 3/2 = 6: 1-1 instead of 2-1
    expect(exactDist('bg-combat', `attacker: {strength: 8}\n${guns}`, 'odds')['1-1']).toBe(1);
    // no friends: 2-1
    expect(
      exactDist('bg-combat', 'attacker: {strength: 8}\ndefender: {strength: 4, arm: artillery}', 'odds')[
        '2-1'
      ],
    ).toBe(1);
    // a bombardment from two hexes includes no adjacent unit: 8 against 4 stays 2-1
    expect(
      exactDist('bg-combat', `attacker: {strength: 8, arm: artillery, range: two}\n${guns}`, 'odds')['2-1'],
    ).toBe(1);
    // §12.36: Routed artillery is not increased (4 x 1/3 = 1: 8-1, read as 6-1)
    expect(
      exactDist(
        'bg-combat',
        'attacker: {strength: 8}\ndefender: {strength: 4, arm: artillery, withFriends: true, morale: routed}',
        'odds',
      )['6-1'],
    ).toBe(1);
  });

  it('§11.24 "Artillery may not attack from a non-adjacent hex during a Night Game-Turn": refused with the rule named', () => {
    expect(() =>
      compileSim(
        'bg-combat',
        'attacker: {strength: 6, arm: artillery, range: two}\ndefender: {strength: 2}\nnight: true',
      ),
    ).toThrow(
      /night: expected a day attack, or artillery attacking from an adjacent hex \(§11\.24 Artillery may not attack from a non-adjacent hex during a Night Game-Turn\)/,
    );
    // adjacent artillery may attack at night
    expect(() =>
      compileSim(
        'bg-combat',
        'attacker: {strength: 6, arm: artillery, range: adjacent}\ndefender: {strength: 2}\nnight: true',
      ),
    ).not.toThrow();
  });
});

describe('Blue & Gray: only the most favourable shift (§10.25 example)', () => {
  // §10.25 "For example: a Breastworks Marker in a forest/woods hex has no effect, whereas a Breastworks Marker in a
  // forest/woods-rough hex would confer a one odds column shift to the left in a combat where all the attacking units
  // attacked over the Breastworks Marker's relevant hexsides, in addition to the attacking units being halved in Combat
  // Strength." The forest/woods hex already gives the defender a left shift (terrainShift: -1), so the marker adds none;
  // forest/woods-rough halves the attacker and gives no shift, so the marker's shift applies on top.
  it('a Breastworks Marker in a forest/woods hex has no effect: 8 against 4 fights at 1-1 with or without it', () => {
    const forest = (works: string) =>
      exactDist(
        'bg-combat',
        `attacker: {strength: 8}\ndefender: {strength: 4, terrainShift: -1, works: ${works}}`,
        'odds',
      );
    expect(forest('none')['1-1']).toBe(1);
    expect(forest('breastworks')['1-1']).toBe(1);
  });
  it('in a forest/woods-rough hex the marker shifts one column left in addition to the halving: 16 against 4 fights at 1-1', () => {
    const rough = (works: string) =>
      exactDist(
        'bg-combat',
        `attacker: {strength: 16, halvedByTerrain: true}\ndefender: {strength: 4, works: ${works}}`,
        'odds',
      );
    // halved 16 -> 8 against 4: 2-1; with the marker one column left: 1-1
    expect(rough('none')['2-1']).toBe(1);
    expect(rough('breastworks')['1-1']).toBe(1);
  });
  it('§10.27: a right shift still nets against the most favourable left one (works under construction in a forest/woods hex: 2-1)', () => {
    expect(
      exactDist(
        'bg-combat',
        'attacker: {strength: 8}\ndefender: {strength: 4, terrainShift: -1, works: underConstruction}',
        'odds',
      )['2-1'],
    ).toBe(1);
  });
  it('§10.24 "if all the attacking units are attacking across a stream hex side against one of the two hexes, and into rough Terrain in the other hex, they would be halved in Combat Strength and one odds column shift to the left would apply": 16 against 4 fights at 1-1', () => {
    // halved 16 -> 8 against 4 is 2-1; the stream hexside's shift one column left: 1-1
    expect(
      exactDist(
        'bg-combat',
        'attacker: {strength: 16, halvedByTerrain: true}\ndefender: {strength: 4, hexsideShift: -1}',
        'odds',
      )['1-1'],
    ).toBe(1);
  });
  it('§10.23 "if some attacking units are attacking across a redoubt hex side, and some attacking units are not, the odds column shift for the redoubt hex side would not apply. Note that the Combat Strength of those specific attacking units ... attacking across the redoubt hex side would be halved"', () => {
    const redoubt = 'defender: {strength: 4, hexsideShift: -1}';
    // all 12 across: halved to 6 against 4 is 1-1, the redoubt's shift: 1-2
    expect(
      exactDist('bg-combat', `attacker: {strength: 12, halvedAcross: true}\n${redoubt}`, 'odds')['1-2'],
    ).toBe(1);
    // 8 across (halved to 4) and 4 not: 8 against 4 is 2-1, and no shift
    expect(
      exactDist(
        'bg-combat',
        `attacker: {strength: 12, halvedAcross: true, notAcross: 4}\n${redoubt}`,
        'odds',
      )['2-1'],
    ).toBe(1);
    // §10.38 likewise for breastworks: attackers through uncovered hexsides void the marker's shift (12 against 4: 3-1)
    expect(
      exactDist(
        'bg-combat',
        'attacker: {strength: 12, notAcross: 4}\ndefender: {strength: 4, works: breastworks}',
        'odds',
      )['3-1'],
    ).toBe(1);
    // the hex's own terrain shift is not a hexside's: it stays (forest/woods, 3-1 to 2-1)
    expect(
      exactDist(
        'bg-combat',
        'attacker: {strength: 12, notAcross: 4}\ndefender: {strength: 4, terrainShift: -1}',
        'odds',
      )['2-1'],
    ).toBe(1);
  });
  it('a terrain shift to the right is refused with the field named', () => {
    expect(() =>
      compileSim('bg-combat', 'attacker: {strength: 8}\ndefender: {strength: 4, terrainShift: 1}'),
    ).toThrow(/terrainShift/);
    expect(() =>
      compileSim('bg-combat', 'attacker: {strength: 8, notAcross: 8}\ndefender: {strength: 4}'),
    ).toThrow(/notAcross/);
  });
});

describe('Blue & Gray CRT edition and shift order (switches)', () => {
  it('the revised CRT is provisional as a whole: its unchanged cells are an assumption too', () => {
    expect(rules.revisedCrt.flat().every((c) => c.cell.source === 'provisional')).toBe(true);
  });

  it('"beyond 6-1 use 6-1": afterCap reads 10-1 as 6-1 and then shifts it (breastworks: 5-1); beforeCap shifts the 10-1 (still 6-1)', () => {
    expect(ODDS[oddsColumn(40, 4, rules.shifts.breastworks.value, true)]).toBe('5-1');
    expect(ODDS[oddsColumn(40, 4, rules.shifts.breastworks.value, false)]).toBe('6-1');
    const y = 'attacker: {strength: 40}\ndefender: {strength: 4, works: breastworks}';
    expect(exactDist('bg-combat', y, 'odds')['5-1']).toBe(1);
    expect(exactDist('bg-combat', y, 'odds', { shiftOrder: 'beforeCap' })['6-1']).toBe(1);
  });
});

describe('Blue & Gray exchange removes whole units', () => {
  it('"Ex: all defenders eliminated; the attacker loses at least as much printed strength" (§12.26 unmodified strength): whole units', () => {
    // 24 against 4 at 6-1: Ex on a 6
    const lost = (unit: string) =>
      exactMean(
        'bg-combat',
        `attacker: {strength: 24${unit}}\ndefender: {strength: 4}`,
        'attacker_strength_lost',
      );
    // one attacking unit of 24: the whole unit goes
    expect(lost('') * 6).toBeCloseTo(24, 12);
    // units of 3: two of them (6) cover the defender's 4
    expect(lost(', unitStrength: 3') * 6).toBeCloseTo(6, 12);
    // units of 4: exactly one
    expect(lost(', unitStrength: 4') * 6).toBeCloseTo(4, 12);
  });
});

describe('Blue & Gray duel over turns: both sides attack under the same rules', () => {
  it('two turns at 5 against 5: the defender driven off takes its ground back as the attacker would, each of its units disordered on its own die (§12.12 "the Friendly Player rolls a die for each retreating unit; on a result of \'4-6\' the unit becomes Disordered"): 23/48, not 11/24 on one die a side', () => {
    // 5 points in units of 3 and 2 (mapping unitStrength 3). Turn 1 at 1-1: Dr on 1-3, each defending unit then
    // disordered on 4-6; Ar on 4-6, every attacking unit disordered (§12.11).
    // Turn 2, the defender's units attacking at 3 + 2 = 5 if both are steady (1-1: Dr on 1-3), else at 2 + 2, 3 + 1
    // or 2 + 1 (§12.21, each unit reduced by a third on its own, §12.25), all 1-2 (Dr on 1-2); the attacker's, at 2 + 1 (1-2).
    // 1/2 x (1 - (1/4 x 1/2 + 3/4 x 1/3)) + 1/2 x 1/3 = 23/48 (one die for the side: both units together, 11/24)
    const c = compileSim(
      'duel',
      'system: blue-and-gray\nbudget: turns\nminutes: 80\nattacker: {men: 2000, quality: average, formation: column}\ndefender: {men: 2000, quality: average}',
    );
    const n = 200_000;
    const p = monteCarlo('duel', c, n, 9)[0];
    expect(Math.abs(p - 23 / 48)).toBeLessThan(4.5 * Math.sqrt(((23 / 48) * (25 / 48)) / n));
  });
});
