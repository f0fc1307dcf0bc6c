import { describe, expect, it } from 'vitest';
import { bracketOf, compileFire, driftOf, rungFor } from '../../../../src/engine/republic/artillery/compile-fire.ts';
import { gradeDropLabels } from '../../../../src/engine/republic/artillery/skirmisher-grade.ts';
import { BATTERY_TYPES } from '../../../../src/engine/republic/rules/artillery.ts';
import { compileText, distOf, exactOf, rules } from '../../../sims/republic/compile-situation.ts';
import { Problems } from '../../../../src/engine/input/problems.ts';
import { parseYaml } from '../../../../src/engine/input/yaml-node.ts';
import type { FireTarget, FiringBattery } from '../../../../src/engine/republic/artillery/fire-situation.ts';

const art = rules.artillery;
const battery: FiringBattery = { type: 'mediumRifle', bases: 1, range: 7, savedFire: false, hits: 0, enfilade: false, passingFire: false };
const target: FireTarget = { kind: 'unit', bases: 4, morale: 0, deep: false, square: false, movingCavalry: false, cover: 'none', openOrder: false, packed: false, skirmisherGrade: 'veteran' };
const where = parseYaml('battery: {}', 't.yaml', new Problems()).get('battery');

describe('§4.2 step 4 drift line', () => {
  const f = compileFire(art, battery, target, where);
  it('modified 10+ two left, 9 one left, 3-8 none, 2 one right, 1 or less two right', () => {
    expect([12, 10, 9, 8, 5, 3, 2, 1, 0, -3].map((m) => driftOf(f, m))).toEqual([-2, -2, -1, 0, 0, 0, 1, 2, 2, 2]);
  });
  it('a bigger die never gives a weaker rung', () => {
    for (const type of BATTERY_TYPES) {
      const g = compileFire(art, { ...battery, type, range: 1 }, target, where);
      for (let d = 2; d <= 10; d++) expect(rungFor(g, d)).toBeLessThanOrEqual(rungFor(g, d - 1));
    }
  });
});

describe('§4.3-§4.4 modifiers as the text states them', () => {
  it('column shifts: deep 1L, square 1L more, saved fire 1L, joint 1L per base, moving cavalry 1R, medium 1R, heavy 2R', () => {
    const c = art.columns;
    expect([c.deepTarget, c.square, c.savedFire, c.jointPerBase, c.movingCavalry, c.mediumCover, c.heavyCover].map((v) => v.value)).toEqual([-1, -1, -1, -1, 1, 1, 2]);
    expect(compileFire(art, { ...battery, bases: 3 }, { ...target, deep: true }, where).columnShift).toBe(-4);
  });
  it('die modifiers: enfilade +3, -1 per battery hit, packed skirmishers -2, open order -2, passing fire -2', () => {
    const f = compileFire(art, { ...battery, enfilade: true, hits: 2 }, { ...target, kind: 'packedSkirmishers' }, where);
    expect(f.dieModifier).toBe(3 - 2 - 2);
  });
  it('point-blank brackets are 2" and 4"; 4.5" falls in the third bracket', () => {
    expect(art.brackets.slice(0, 2).map((b) => b.value)).toEqual([2, 4]);
    expect(bracketOf(art, 4)).toBe(1);
    expect(bracketOf(art, 4.5)).toBe(2);
  });
});

describe('chart monotonicity (provisional values)', () => {
  it('closer is never weaker, and out of range only beyond the reach', () => {
    for (const type of BATTERY_TYPES) {
      const row = art.chart[type].map((c) => (c.value < 0 ? Infinity : c.value));
      for (let i = 1; i < row.length; i++) expect(row[i]).toBeGreaterThanOrEqual(row[i - 1]);
    }
  });
  it('Heavy Rifle is never weaker than Medium Rifle, Medium Smoothbore never weaker than Light', () => {
    for (const [strong, weak] of [['heavyRifle', 'mediumRifle'], ['mediumSmoothbore', 'lightSmoothbore']] as const) {
      art.chart[strong].forEach((c, i) => {
        const w = art.chart[weak][i].value;
        if (w >= 0) expect(c.value).toBeLessThanOrEqual(w);
      });
    }
  });
  it('every ladder rung gives at least the hits of the rung to its right', () => {
    for (let i = 1; i < art.ladder.length; i++) {
      expect(art.ladder[i - 1].value.m).toBeGreaterThanOrEqual(art.ladder[i].value.m);
      expect(art.ladder[i - 1].value.b).toBeGreaterThanOrEqual(art.ladder[i].value.b);
    }
  });
});

describe('the artillery sim', () => {
  it('a range beyond the battery reach is bad input naming the field', () => {
    expect(() => compileText('artillery', 'battery: {type: lightSmoothbore, range: 25}\ntarget: {bases: 4}')).toThrow(/battery\.range/);
  });
  it('joint fire with saved fire is bad input (§4.2)', () => {
    expect(() => compileText('artillery', 'battery: {type: mediumRifle, bases: 2, range: 7, savedFire: true}\ntarget: {bases: 4}')).toThrow(/savedFire/);
  });
  it('exact odds: each die face is 1/10 of the ladder, Medium Rifle at 7" (1M 1B cell)', () => {
    const c = compileText('artillery', 'battery: {type: mediumRifle, range: 7}\ntarget: {bases: 4}');
    const eff = distOf(c, exactOf('artillery', c), 'effect');
    // faces 1: two right (no effect), 2: one right (1M), 3-8: 1M 1B, 9: one left, 10: two left
    expect(eff).toMatchObject({ '-': 0.1, '1M': 0.1, '1M 1B': 0.6, '2M 1B': 0.1, '3M 1B': 0.1 });
  });
  // §4.5: "a unit with Veteran skirmishers who suffers a B hit on one of its skirmish markers
  // results in skirmishers for that unit dropping to Green level."
  it('packed skirmishers: Veteran drops to Green under either grades reading (§4.5 example)', () => {
    expect(gradeDropLabels(rules, 'veteran', { grades: 'four' })).toEqual(['veteran', 'green', 'untrained', 'none']);
    expect(gradeDropLabels(rules, 'veteran', { grades: 'five' })).toEqual(['veteran', 'green', 'untrained', 'none']);
    expect(gradeDropLabels(rules, 'average', { grades: 'five' })).toEqual(['average', 'green', 'untrained', 'none']);
    expect(gradeDropLabels(rules, 'average', { grades: 'four' })).toEqual(['green', 'untrained', 'none']);
  });
});
