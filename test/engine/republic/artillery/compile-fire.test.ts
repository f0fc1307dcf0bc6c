import { describe, expect, it } from 'vitest';
import {
  cellFor,
  columnOf,
  compileFire,
  driftOf,
  jointShiftBases,
  positionFor,
  rowEndFor,
  PAST_STRONG_END,
  PAST_WEAK_END,
} from '../../../../src/engine/republic/artillery/compile-fire.ts';
import { gradeDropLabels } from '../../../../src/engine/republic/artillery/skirmisher-grade.ts';
import { BATTERY_TYPES, reachOf } from '../../../../src/engine/republic/rules/artillery.ts';
import { formatHits } from '../../../../src/engine/notation/hits.ts';
import { compileText, distOf, exactOf, rules } from '../../../sims/republic/compile-situation.ts';
import { Problems } from '../../../../src/engine/input/problems.ts';
import { parseYaml } from '../../../../src/engine/input/parse-yaml.ts';
import type { FireTarget, FiringBattery } from '../../../../src/engine/republic/artillery/fire-situation.ts';

const art = rules.artillery;
const battery: FiringBattery = {
  type: 'mediumRifle',
  bases: 1,
  range: 7,
  savedFire: false,
  hits: 0,
  morale: 0,
  enfilade: false,
  passingFire: false,
};
const target: FireTarget = {
  kind: 'unit',
  bases: 4,
  morale: 0,
  deep: false,
  square: false,
  movingCavalry: false,
  cover: 'none',
  openOrder: false,
  packed: false,
  skirmisherGrade: 'veteran',
};
const where = parseYaml('battery: {}', 't.yaml', new Problems()).get('battery');
const fire = (
  b: Partial<FiringBattery>,
  t: Partial<FireTarget> = {},
  switches: Record<string, string> = {},
) => compileFire(art, { ...battery, ...b }, { ...target, ...t }, where, switches);
const cellText = (type: keyof typeof art.chart, i: number) => formatHits(art.chart[type][i].value!);
/** The cell (as notation) each natural die 1..10 reads; '-' for no effect. */
const faces = (f: ReturnType<typeof fire>) =>
  Array.from({ length: 10 }, (_, i) => {
    const c = cellFor(f, i + 1);
    return c < 0 ? 'none' : formatHits({ m: f.rowM[c], b: f.rowB[c], p: 0 });
  });

describe('§4.2 step 4 drift line', () => {
  const f = fire({});
  it('modified 10+ two left, 9 one left, 3-8 none, 2 one right, 1 or less two right', () => {
    expect([12, 10, 9, 8, 5, 3, 2, 1, 0, -3].map((m) => driftOf(f, m))).toEqual([
      -2, -2, -1, 0, 0, 0, 1, 2, 2, 2,
    ]);
  });
  it('a bigger die never reads a farther column', () => {
    for (const type of BATTERY_TYPES) {
      const g = fire({ type, range: 1 });
      for (let d = 2; d <= 10; d++) expect(positionFor(g, d)).toBeLessThanOrEqual(positionFor(g, d - 1));
    }
  });
});

describe("§4.2 the effect moves along the battery's own row", () => {
  it('step 1: the basic effect is the cell at (battery type, range column); 4.5" is in the 6" column', () => {
    expect(columnOf(art, 4)).toBe(1);
    expect(columnOf(art, 4.5)).toBe(2);
    const f = fire({ type: 'heavyRifle', range: 10 });
    // "If the die result is a very "middle" number like 5 or 6 ... the final effect is your original cross indexed value."
    expect(faces(f)[4]).toBe(cellText('heavyRifle', 4));
    expect(faces(f)[5]).toBe(cellText('heavyRifle', 4));
  });
  it('a single Heavy Rifle at 2" with saved fire never does better than the best cell of its row', () => {
    const f = fire({ type: 'heavyRifle', range: 2, savedFire: true });
    expect(new Set(faces(f).slice(2))).toEqual(new Set([cellText('heavyRifle', 0)]));
  });
  it('four joint Heavy Rifle bases at 10" reach the 2" cell, never more', () => {
    const f = fire({ type: 'heavyRifle', range: 10, bases: 4 });
    expect(f.columnShift).toBe(-4);
    expect(faces(f).slice(2)).toEqual(Array(8).fill(cellText('heavyRifle', 0)));
  });
  it('heavy cover at the farthest column still changes the odds: the modifiers and drift add up before the row ends apply', () => {
    const open = fire({ type: 'heavyRifle', range: 24 });
    const covered = fire({ type: 'heavyRifle', range: 24 }, { cover: 'heavy' });
    // a natural 10 moves 2 left: to the 16" column in the open, back to the 24" column in heavy cover (2R + 2L)
    expect(cellFor(open, 10)).toBe(6);
    expect(cellFor(covered, 10)).toBe(8);
    expect(cellFor(covered, 5)).toBe(9);
    expect(cellFor(open, 5)).toBe(8);
  });
  it('A18 stepByStep: the column modifiers stop at the row end and the drift moves on from there', () => {
    const sw = { artilleryRowSteps: 'stepByStep' };
    // Heavy Rifle at 2" with saved fire: a natural 2 reads the 4" cell, a natural 1 the 6" cell (together: 2" and 4")
    const hr = fire({ type: 'heavyRifle', range: 2, savedFire: true }, {}, sw);
    expect([cellFor(hr, 1), cellFor(hr, 2), cellFor(hr, 5)]).toEqual([2, 1, 0]);
    const hrTogether = fire({ type: 'heavyRifle', range: 2, savedFire: true });
    expect([cellFor(hrTogether, 1), cellFor(hrTogether, 2), cellFor(hrTogether, 5)]).toEqual([1, 0, 0]);
    // Medium Rifle at 24" in heavy cover (2 right, past its reach), natural 10: the 16" cell, not the 24" one
    const mr = fire({ type: 'mediumRifle', range: 24 }, { cover: 'heavy' }, sw);
    expect(cellFor(mr, 10)).toBe(6);
    expect(cellFor(fire({ type: 'mediumRifle', range: 24 }, { cover: 'heavy' }), 10)).toBe(8);
  });
  it('A18 stepByStep with A10 noEffect: "the column modifiers stop at an end of the row and the drift moves on from there"', () => {
    const sw = { artilleryRowSteps: 'stepByStep', artilleryRowEnd: 'noEffect' };
    // Heavy Rifle at 22" (the 24" column) into heavy cover (2 right, past the 30" column), 3 hits on the battery (-3):
    // naturals 6-10 (modified 3-7) do not drift and read the 30" cell; 1-5 drift right, past the row: no effect
    const f = fire({ type: 'heavyRifle', range: 22, hits: 3 }, { cover: 'heavy' }, sw);
    expect(faces(f)).toEqual([...Array(5).fill('none'), ...Array(5).fill(cellText('heavyRifle', 9))]);
    // every move past an end counts (artillery.yaml), the column modifiers' own too
    expect(Array.from({ length: 10 }, (_, i) => rowEndFor(f, i + 1))).toEqual(Array(10).fill(PAST_WEAK_END));
    const saved = fire({ type: 'heavyRifle', range: 2, savedFire: true }, {}, sw);
    expect(rowEndFor(saved, 5)).toBe(PAST_STRONG_END);
  });
  it('a joint battery of more than four bases under A16 unlimited moves a column left for each base', () => {
    const f = fire({ type: 'mediumRifle', range: 16, bases: 6 }, {}, { jointBatteryGroup: 'unlimited' });
    expect(f.columnShift).toBe(-6);
  });
  it('a move past the farthest column the battery reaches: its cell (A10 endCell) or no effect (A10 noEffect), counted', () => {
    const end = fire({ type: 'mediumRifle', range: 24 });
    const off = fire({ type: 'mediumRifle', range: 24 }, {}, { artilleryRowEnd: 'noEffect' });
    expect(reachOf(art.chart.mediumRifle)).toBe(9);
    expect(faces(end).slice(0, 2)).toEqual([cellText('mediumRifle', 8), cellText('mediumRifle', 8)]);
    expect(faces(off).slice(0, 2)).toEqual(['none', 'none']);
    expect([1, 2, 3].map((d) => rowEndFor(end, d))).toEqual([PAST_WEAK_END, PAST_WEAK_END, 0]);
    expect(rowEndFor(fire({ type: 'mediumRifle', range: 2 }), 10)).toBe(PAST_STRONG_END);
  });
});

describe('§4.3-§4.4 modifiers as the text states them', () => {
  it('column shifts: deep 1L, square 1L more, saved fire 1L, joint 1L per base, moving cavalry 1R, medium 1R, heavy 2R', () => {
    const c = art.columns;
    expect(
      [c.deepTarget, c.square, c.savedFire, c.jointPerBase, c.movingCavalry, c.mediumCover, c.heavyCover].map(
        (v) => v.value,
      ),
    ).toEqual([-1, -1, -1, -1, 1, 1, 2]);
    expect(fire({ bases: 3 }, { deep: true }).columnShift).toBe(-4);
  });
  it('A14: joint fire moves 1L for every participating base, or for each base beyond the first', () => {
    expect([1, 2, 3, 4].map((b) => jointShiftBases(b, 'perBase'))).toEqual([0, 2, 3, 4]);
    expect([1, 2, 3, 4].map((b) => jointShiftBases(b, 'beyondFirst'))).toEqual([0, 1, 2, 3]);
    expect(fire({ bases: 3 }, {}, { jointBatteryFire: 'beyondFirst' }).columnShift).toBe(-2);
  });
  // §4.4: "firing at packed skirmishers from enfilade will gain a +3 for enfilade but a -2 for firing at packed skirmishers"
  it('die modifiers: enfilade +3, -1 per battery hit, packed skirmishers -2, open order -2, passing fire -2', () => {
    expect(fire({ enfilade: true }, { kind: 'packedSkirmishers' }).dieModifier).toBe(3 - 2);
    expect(fire({ enfilade: true, hits: 2 }, { kind: 'packedSkirmishers' }).dieModifier).toBe(3 - 2 - 2);
    // §4.4: "a shaken battery with one base hit suffers a -4 die roll modifier"
    expect(fire({ hits: 4 }).dieModifier).toBe(-4);
  });
  it('point-blank columns are 2" and 4" (§4.3)', () => {
    expect(art.ranges.slice(0, 2).map((b) => b.value)).toEqual([2, 4]);
  });
});

describe('the artillery sim', () => {
  it('a range beyond the battery reach is bad input naming the field', () => {
    expect(() =>
      compileText('artillery', 'battery: {type: lightSmoothbore, range: 25}\ntarget: {bases: 4}'),
    ).toThrow(/battery\.range.*at most 16"/);
  });
  it('joint fire with saved fire is bad input (§4.2)', () => {
    expect(() =>
      compileText(
        'artillery',
        'battery: {type: mediumRifle, bases: 2, range: 7, savedFire: true}\ntarget: {bases: 4}',
      ),
    ).toThrow(/savedFire/);
  });
  // §2.3 Demoralized: "Unlimbered artillery is silenced."
  it("a Demoralized battery does not fire; a Rattled one does not save fire (§2.3, §4.2); a battery's state counts as M hits", () => {
    expect(() =>
      compileText(
        'artillery',
        'battery: {type: mediumRifle, range: 7, morale: demoralized, hits: 4}\ntarget: {bases: 4}',
      ),
    ).toThrow(/battery\.morale.*silenced/);
    // §4.2: "Batteries that are rattled or worse may not save fire"
    expect(() =>
      compileText(
        'artillery',
        'battery: {type: mediumRifle, range: 7, morale: rattled, hits: 2, savedFire: true}\ntarget: {bases: 4}',
      ),
    ).toThrow(/battery\.savedFire.*rattled or worse/);
    // §4.4: "a shaken battery with one base hit suffers a -4 die roll modifier"
    expect(() =>
      compileText(
        'artillery',
        'battery: {type: mediumRifle, range: 7, morale: shaken, hits: 1}\ntarget: {bases: 4}',
      ),
    ).toThrow(/battery\.hits: expected at least 3/);
  });
  it('a joint battery larger than a four-base mass battery group is bad input (§4.5)', () => {
    expect(() =>
      compileText('artillery', 'battery: {type: mediumRifle, bases: 5, range: 7}\ntarget: {bases: 4}'),
    ).toThrow(/battery\.bases.*§4\.5/);
  });
  it('exact odds: each die face is 1/10 along the Medium Rifle row from the 8" column', () => {
    const c = compileText('artillery', 'battery: {type: mediumRifle, range: 7}\ntarget: {bases: 4}');
    const p = exactOf('artillery', c);
    // faces 1: two right (12"), 2: one right (10"), 3-8: 8", 9: one left (6"), 10: two left (4");
    // the row as fitted to the record: 4" 1M 1B, 6" 1M 1B, 8" 1M 1B, 10" 1M 1B, 12" 1M
    expect(distOf(c, p, 'column')).toMatchObject({ '12"': 0.1, '10"': 0.1, '8"': 0.6, '6"': 0.1, '4"': 0.1 });
    expect(distOf(c, p, 'effect')).toMatchObject({ '1M': 0.1, '1M 1B': 0.9, '2M 1B': 0, '-': 0 });
    expect(distOf(c, exactOf('artillery', c), 'row_end')).toMatchObject({ 'within the row': 1 });
  });
  it('the row-end count: a Light Smoothbore at 2" moves past its closest column on a 9 or 10', () => {
    const c = compileText('artillery', 'battery: {type: lightSmoothbore, range: 2}\ntarget: {bases: 4}');
    expect(distOf(c, exactOf('artillery', c), 'row_end')).toMatchObject({
      'within the row': 0.8,
      'past the closest column': 0.2,
    });
  });
  it('a target grade gives its panic response, the Panic 4 event and its deserters (§4.6, §4.7)', () => {
    // a Demoralized Green unit: every M hit is a P hit; Medium Smoothbore at 2" gives 3M 1B on faces 3-10
    const c = compileText(
      'artillery',
      'battery: {type: mediumSmoothbore, range: 2}\ntarget: {bases: 6, morale: demoralized, grade: green}',
    );
    const p = exactOf('artillery', c);
    const green4 = rules.panic.levels[3].green.value;
    const green3 = rules.panic.levels[2].green.value;
    const p3 = distOf(c, p, 'main_p_hits')['3'];
    expect(p3).toBeGreaterThan(0);
    expect(distOf(c, p, 'main_panic')[green3.response]).toBeGreaterThanOrEqual(p3 - 1e-12);
    const p4 = distOf(c, p, 'panic4').yes;
    expect(p4).toBe(distOf(c, p, 'main_p_hits')['4'] ?? 0);
    if (green4.loss > 0 && p4 > 0) expect(distOf(c, p, 'p4_deserters')[String(green4.loss)]).toBe(p4);
    const q = compileText(
      'artillery',
      'battery: {type: mediumSmoothbore, range: 2}\ntarget: {bases: 6, morale: demoralized, grade: green}',
      { panic4Test: 'assaultPhase' },
    );
    expect(c.layout.distributions.find((d) => d.name === 'panic4')!.title).toMatch(/division must test/);
    expect(q.layout.distributions.find((d) => d.name === 'panic4')!.title).toMatch(/no division test/);
  });
  // §2.3 "Every unit on the board will have a Troop Grade"; §1.3 a battery is a unit; §4.6 the P hits move it on its line
  it('a battery target with a grade: a Demoralized Green battery at 3 P hits retreats (Green P3 Re), at 1 withdraws (P1 W)', () => {
    // Medium Smoothbore at 5", saved fire, reads the 4" column: 3M 1B on 80% of the faces, 1M 1B and 1M on 10% each;
    // every M a P hit on a Demoralized battery
    const c = compileText(
      'artillery',
      'battery: {type: mediumSmoothbore, range: 5, savedFire: true}\ntarget: {kind: battery, morale: demoralized, grade: green}',
    );
    const p = exactOf('artillery', c);
    expect(distOf(c, p, 'main_p_hits')).toMatchObject({ '1': 0.2, '3': 0.8 });
    expect(distOf(c, p, 'main_panic')).toMatchObject({ W: 0.2, Re: 0.8, none: 0 });
    expect(distOf(c, p, 'main_bases_lost')).toMatchObject({ '0': 0.1, '1': 0.9 });
    expect(c.layout.distributions.find((d) => d.name === 'p4_deserters')!.title).toMatch(
      /Batteries deserting/,
    );
  });
  it('a grade on packed skirmishers is bad input: their grade is skirmisherGrade', () => {
    expect(() =>
      compileText(
        'artillery',
        'battery: {type: mediumRifle, range: 7}\ntarget: {kind: packedSkirmishers, grade: green}',
      ),
    ).toThrow(/target\.grade: expected only with kind: unit or battery/);
  });
  // §4.5: "a unit with Veteran skirmishers who suffers a B hit on one of its skirmish markers
  // results in skirmishers for that unit dropping to Green level."
  it('packed skirmishers: Veteran drops to Green under either grades reading (§4.5 example)', () => {
    expect(gradeDropLabels(rules, 'veteran', { grades: 'four' })).toEqual([
      'veteran',
      'green',
      'untrained',
      'none',
    ]);
    expect(gradeDropLabels(rules, 'veteran', { grades: 'five' })).toEqual([
      'veteran',
      'green',
      'untrained',
      'none',
    ]);
    expect(gradeDropLabels(rules, 'average', { grades: 'five' })).toEqual([
      'average',
      'green',
      'untrained',
      'none',
    ]);
    expect(gradeDropLabels(rules, 'average', { grades: 'four' })).toEqual(['green', 'untrained', 'none']);
  });
});
