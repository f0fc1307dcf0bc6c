import { describe, expect, it } from 'vitest';
import {
  averageGrade,
  compileDivision,
  type DivisionSituation,
} from '../../../../src/engine/republic/panic/division.ts';
import {
  applyPanicFailure,
  batteriesDesertedMean,
  divisionArrays,
} from '../../../../src/engine/republic/panic/panic-failure.ts';
import { compileText, distOf, exactOf, monteCarlo, rules } from '../../../sims/republic/compile-situation.ts';

const five = { grades: 'five', extraDemoralized: 'every' };
const division = (over: Partial<DivisionSituation> = {}): DivisionSituation => ({
  name: 'd',
  internal: true,
  adjoining: false,
  retreatThroughTown: false,
  retreatAcrossWater: false,
  retreatFromRear: false,
  units: [
    { grade: 'average', bases: 4, morale: 0 },
    { grade: 'average', bases: 4, morale: 1 },
  ],
  ...over,
});

describe('§6.3 panic test modifiers', () => {
  it('+2 for an unshaken division, -2 per demoralized unit (destroyed ones count)', () => {
    expect(compileDivision(rules, division(), five).modifier).toBe(2);
    const d = division({
      units: [
        { grade: 'average', bases: 4, morale: 4 },
        { grade: 'average', bases: 0, morale: 4 },
        { grade: 'average', bases: 3, morale: 3 },
      ],
    });
    expect(compileDivision(rules, d, five).modifier).toBe(-4);
  });
  it('"for each demoralized unit present" counts a Demoralized battery (§1.3 a battery is a unit), and a Shaken one leaves the division not unshaken; a captured battery last Demoralized still counts', () => {
    expect(
      compileDivision(rules, division({ batteries: [{ grade: 'average', bases: 1, morale: 4 }] }), five)
        .modifier,
    ).toBe(-2);
    expect(
      compileDivision(rules, division({ batteries: [{ grade: 'average', bases: 2, morale: 3 }] }), five)
        .modifier,
    ).toBe(0);
    expect(
      compileDivision(rules, division({ batteries: [{ grade: 'average', bases: 0, morale: 4 }] }), five)
        .modifier,
    ).toBe(0);
  });
  it('A3: beyondFirst counts each demoralized unit past the first', () => {
    const d = division({
      units: [
        { grade: 'average', bases: 4, morale: 4 },
        { grade: 'average', bases: 4, morale: 4 },
      ],
    });
    expect(compileDivision(rules, d, { ...five, extraDemoralized: 'beyondFirst' }).modifier).toBe(-2);
    expect(compileDivision(rules, d, five).modifier).toBe(-4);
  });
  it('an average division routing out of an assault in the rear, a town and across a bridge loses four bases (§6.3 example)', () => {
    const c = compileDivision(
      rules,
      division({ retreatFromRear: true, retreatThroughTown: true, retreatAcrossWater: true }),
      five,
    );
    expect(c.failLoss).toBe(4);
  });
  it('the average grade weighs bases, a half rounding to the worse grade', () => {
    expect(
      averageGrade([
        { grade: 'veteran', bases: 4, morale: 0 },
        { grade: 'green', bases: 4, morale: 0 },
      ]),
    ).toBe('average');
    expect(
      averageGrade([
        { grade: 'veteran', bases: 3, morale: 0 },
        { grade: 'average', bases: 3, morale: 0 },
      ]),
    ).toBe('average');
  });
  it('switch panicAverageGrade: §6.1 "cross-index the average troop grade of the testing division" by bases (default) or by unit', () => {
    // 5 Crack bases and a Green brigade of 1 base: (0 x 5 + 3) / 6 = 0.5 rounds to Veteran; by unit (0 + 3) / 2 = 1.5 to Average
    const d = division({
      units: [
        { grade: 'crack', bases: 5, morale: 0 },
        { grade: 'green', bases: 1, morale: 0 },
        { grade: 'untrained', bases: 0, morale: 0 },
      ],
    });
    expect(compileDivision(rules, d, five).grade).toBe('veteran');
    expect(compileDivision(rules, d, { ...five, panicAverageGrade: 'byBases' }).grade).toBe('veteran');
    const byUnit = compileDivision(rules, d, { ...five, panicAverageGrade: 'byUnit' });
    expect(byUnit.grade).toBe('average'); // a destroyed brigade does not count
    expect(byUnit.pass).toBe(rules.panic.pass.average.value);
  });
  it('switch panicGradeBatteries: §6.1 "cross-index the average troop grade of the testing division with the pass column": its batteries count (default), a battery one base, or are left out', () => {
    // two Average brigades of 4 bases and a Green mass battery of 2: (2 x 4 + 2 x 4 + 3 x 2) / 10 = 2.2, Average;
    // two Untrained batteries of 4: (2 x 8 + 4 x 4) / 12 = 2.67, Green, pass 7 where Average passes on 5
    const green = division({ batteries: [{ grade: 'green', bases: 2, morale: 0 }] });
    expect(compileDivision(rules, green, five).grade).toBe('average');
    const untrained = division({
      batteries: [
        { grade: 'untrained', bases: 1, morale: 0 },
        { grade: 'untrained', bases: 3, morale: 0 },
      ],
    });
    const counted = compileDivision(rules, untrained, five);
    expect([counted.grade, counted.pass]).toEqual(['green', 7]);
    const leftOut = compileDivision(rules, untrained, { ...five, panicGradeBatteries: 'leftOut' });
    expect([leftOut.grade, leftOut.pass]).toEqual(['average', 5]);
    // by unit each battery unit with bases counts once: (2 + 2 + 4 + 4) / 4 = 3, Green; a captured battery not at all
    const byUnit = { ...five, panicAverageGrade: 'byUnit' };
    expect(compileDivision(rules, untrained, byUnit).grade).toBe('green');
    const captured = division({
      batteries: [
        { grade: 'untrained', bases: 1, morale: 0 },
        { grade: 'untrained', bases: 0, morale: 0 },
      ],
    });
    // (2 + 2 + 4) / 3 = 2.67, Green; by bases (2 x 8 + 4) / 9 = 2.22, Average
    expect(compileDivision(rules, captured, byUnit).grade).toBe('green');
    expect(compileDivision(rules, captured, five).grade).toBe('average');
  });
  it('switch unshakenDivision: §6.3 "Add two points (+2) to the panic die roll if the rolling division is unshaken"', () => {
    // one brigade Formed, one Unformed (one morale hit), one Rattled battery
    const d = division({ batteries: [{ grade: 'average', bases: 1, morale: 2 }] });
    expect(compileDivision(rules, d, five).modifier).toBe(2);
    const strict = compileDivision(rules, d, { ...five, unshakenDivision: 'noMoraleHits' });
    expect(strict.modifier).toBe(0);
    expect(strict.items[0]).toBe('not unshaken (a unit with a morale hit) 0');
    // a destroyed brigade's morale hits do not count
    const formed = division({
      units: [
        { grade: 'average', bases: 4, morale: 0 },
        { grade: 'average', bases: 0, morale: 3 },
      ],
    });
    expect(compileDivision(rules, formed, { ...five, unshakenDivision: 'noMoraleHits' }).modifier).toBe(2);
  });
  it('A7 four: the average is taken on the four-grade scale (Crack and Green average to Veteran, not to Average read as Green)', () => {
    const d = division({
      units: [
        { grade: 'crack', bases: 4, morale: 0 },
        { grade: 'green', bases: 4, morale: 0 },
      ],
    });
    expect(compileDivision(rules, d, five).grade).toBe('average');
    expect(compileDivision(rules, d, { ...five, grades: 'four' }).grade).toBe('veteran');
  });
});

describe('§6.1 failing a panic test', () => {
  it('deserters come from the lowest grade first; a rout gives 1M to every unit not yet Demoralized', () => {
    const units = [
      { grade: 'veteran' as const, bases: 4, morale: 0 },
      { grade: 'green' as const, bases: 1, morale: 4 },
      { grade: 'average' as const, bases: 3, morale: 2 },
    ];
    const a = divisionArrays(rules, { units }, {});
    const bases = Int32Array.from(a.bases);
    const morale = Int32Array.from(a.morale);
    const out = new Int32Array(2);
    applyPanicFailure(a, bases, morale, 4, 2, 1, out);
    expect([...bases]).toEqual([4, 0, 2]);
    expect([...morale]).toEqual([1, 4, 3]);
    expect([...out]).toEqual([2, 2]);
  });
  it('two conditions at once: one die each and the worse result, so the division passes only if both dice pass', () => {
    const one = compileText(
      'panic-test',
      'internal: true\nunits: [{grade: average, bases: 4, morale: formed}]',
    );
    const two = compileText(
      'panic-test',
      'internal: true\nadjoining: true\nunits: [{grade: average, bases: 4, morale: formed}]',
    );
    const pass = distOf(one, exactOf('panic-test', one), 'result').pass;
    // unshaken +2: a natural die of (pass - 2) or more passes
    expect(pass).toBeCloseTo((11 - (rules.panic.pass.average.value - 2)) / 10, 12);
    expect(distOf(two, exactOf('panic-test', two), 'result').pass).toBeCloseTo(pass * pass, 12);
  });
  it('§6.2 "if the unit(s) which experienced the P4 hit were entirely destroyed ... the division still reacts to the P4 event": with only a Formed Veteran battery left it tests at Veteran (pass 5, +2), failing on 1-2 to Re; under panicGradeBatteries leftOut, or with nothing left, it is bad input', () => {
    const gunsLeft =
      'internal: true\nunits: [{grade: average, bases: 0}]\nbatteries: [{grade: veteran, bases: BASES}]';
    const c = compileText('panic-test', gunsLeft.replace('BASES', '1'));
    const result = distOf(c, exactOf('panic-test', c), 'result');
    expect([result.pass, result.Re]).toEqual([0.8, 0.2]);
    expect(() =>
      compileText('panic-test', gunsLeft.replace('BASES', '1'), { panicGradeBatteries: 'leftOut' }),
    ).toThrow(
      'units: expected at least one unit with bases left (switch panicGradeBatteries: leftOut, whose §6.1 average grade reads infantry and cavalry only)',
    );
    expect(() => compileText('panic-test', gunsLeft.replace('BASES', '0'))).toThrow(
      'units: expected at least one unit or battery with bases left',
    );
  });
  it('a division with no condition to test is bad input', () => {
    expect(() => compileText('panic-test', 'units: [{grade: average, bases: 4}]')).toThrow(/internal/);
  });
});

describe('switch panicDesertBatteries: §6.1 "Deserting bases are taken randomly, first from the lowest troop grade present, followed by progressively higher troop grades within the division"', () => {
  it('byGrade: a battery is a base of its grade among the brigades\' (§1.2 "Combat bases ... including infantry, cavalry and artillery formations"); never, or panicGradeBatteries leftOut: the brigades alone desert', () => {
    const d = {
      units: [
        { grade: 'veteran' as const, bases: 4, morale: 0 },
        { grade: 'green' as const, bases: 1, morale: 0 },
      ],
      batteries: [{ grade: 'untrained' as const, bases: 2, morale: 0 }],
    };
    const run = (switches: Record<string, string>) => {
      const a = divisionArrays(rules, d, switches);
      const bases = Int32Array.from(a.bases);
      const morale = Int32Array.from(a.morale);
      const out = new Int32Array(2);
      applyPanicFailure(a, bases, morale, 4, 3, 1, out);
      return [...bases, ...morale, ...out];
    };
    // Rt, 3 bases: the 2 Untrained batteries, then the Green brigade's base; the Veteran brigade takes the 1M (asAssault: a routing battery is abandoned, no 1M)
    expect(run({})).toEqual([4, 0, 0, 1, 0, 0, 3, 1]);
    // moveOnly: a battery left takes the 1M too ("all member units will suffer one morale hit")
    // never: the Green base, then 2 of the Veteran's; the batteries keep theirs
    expect(run({ panicDesertBatteries: 'never', divisionalPanicBatteries: 'moveOnly' })).toEqual([
      2, 0, 2, 1, 0, 1, 3, 2,
    ]);
    expect(run({ panicGradeBatteries: 'leftOut', divisionalPanicBatteries: 'asAssault' })).toEqual([
      2, 0, 2, 1, 0, 0, 3, 1,
    ]);
  });
  it("a grade's deserters are drawn at random among its bases: 1 of 3 Green brigade bases and 1 Green battery takes the battery 1 time in 4", () => {
    const a = divisionArrays(
      rules,
      {
        units: [{ grade: 'green', bases: 3, morale: 0 }],
        batteries: [{ grade: 'green', bases: 1, morale: 0 }],
      },
      {},
    );
    expect(batteriesDesertedMean(a, a.bases, 1)).toBe(0.25);
    expect(batteriesDesertedMean(a, a.bases, 4)).toBe(1);
    expect(
      batteriesDesertedMean(divisionArrays(rules, { units: [], batteries: [] }, {}), new Int32Array(0), 2),
    ).toBe(0);
  });
  // an Average brigade of 4 and an Untrained battery: average (2 x 4 + 4 x 1) / 5 = 2.4, Average (pass 5), unshaken +2,
  // fails on 1-2 (0.2): Average Rt 1, the one deserter "first from the lowest troop grade present", the Untrained battery
  const guns =
    'internal: true\nunits: [{grade: average, bases: 4}]\nbatteries: [{grade: untrained, bases: 1}]';
  const mean = (c: ReturnType<typeof compileText>, p: Float64Array, name: string) =>
    Math.round(p[c.layout.meanOffset[name]] * 1e12) / 1e12;
  it('panic-test, byGrade (the default): the battery deserts on a failure, 0.2 batteries a test; the brigade alone takes the 1M (asAssault)', () => {
    const c = compileText('panic-test', guns);
    const p = exactOf('panic-test', c);
    expect(distOf(c, p, 'bases_deserted')).toEqual({ 0: 0.8, 1: 0.2 });
    expect(mean(c, p, 'batteries_deserted')).toBe(0.2);
    expect(mean(c, p, 'units_routed_1M')).toBe(0.2);
    expect(c.layout.means.find((x) => x.name === 'units_routed_1M')!.title).toBe(
      'Brigades taking 1M for routing (those left, not already Demoralized; a routing battery is abandoned instead, switch divisionalPanicBatteries)',
    );
  });
  it('panic-test, never under moveOnly: the brigade loses the base, and "all member units will suffer one morale hit", the battery too', () => {
    const c = compileText('panic-test', guns, {
      panicDesertBatteries: 'never',
      divisionalPanicBatteries: 'moveOnly',
    });
    const p = exactOf('panic-test', c);
    expect(distOf(c, p, 'bases_deserted')).toEqual({ 0: 0.8, 1: 0.2 });
    expect(mean(c, p, 'batteries_deserted')).toBe(0);
    expect(mean(c, p, 'units_routed_1M')).toBe(0.4);
  });
  it('panic-test: a Green brigade of 3 and a Green battery (pass 7, +2, fails on 1-4) lose the one deserter at random, the battery 0.4 x 1/4 = 0.1 a test; Monte Carlo agrees', () => {
    const c = compileText(
      'panic-test',
      'internal: true\nunits: [{grade: green, bases: 3}]\nbatteries: [{grade: green, bases: 1}]',
    );
    const p = exactOf('panic-test', c);
    expect(mean(c, p, 'batteries_deserted')).toBe(0.1);
    // Green Rt: the division's infantry and batteries rout 14"
    expect(mean(c, p, 'forced_move')).toBe(5.6);
    expect(Math.abs(mean(c, monteCarlo('panic-test', c, 20000), 'batteries_deserted') - 0.1)).toBeLessThan(
      0.01,
    );
  });
});

describe('§6.1 "if a division routs, all member units will suffer one morale hit", after deserters "taken randomly"', () => {
  it('Formed Average brigades of 3 and 1 bases fail on 1-2 (0.2, Rt 1); the one deserter is the lone base 1 time in 4, leaving 1 unit to take the 1M, else 2: 0.2 x 1.75 = 0.35 units a test, in the test and in the cascade', () => {
    const units = '[{grade: average, bases: 3}, {grade: average, bases: 1}]';
    const c = compileText('panic-test', `internal: true\nunits: ${units}`);
    const p = exactOf('panic-test', c);
    expect(Math.round(p[c.layout.meanOffset.units_routed_1M] * 1e12) / 1e12).toBe(0.35);
    const k = compileText('panic-cascade', `divisions: [{name: A, internal: true, units: ${units}}]`);
    expect(Math.round(exactOf('panic-cascade', k)[k.layout.meanOffset.units_routed_1M] * 1e12) / 1e12).toBe(
      0.35,
    );
  });
});

describe('§6.1 "Deserting bases are taken randomly, first from the lowest troop grade present, followed by progressively higher troop grades within the division": the grade in force (A7)', () => {
  // a Formed Average brigade of 3, a Green brigade of 1 and an Average battery; under grades four Average reads as
  // Green, so the division tests at Green (pass 7, unshaken +2, fails on 1-4: 0.4, Green Rt 1) and its one deserter
  // is any of its 5 bases, all Green: the battery 1 time in 5 (0.4 x 1/5 = 0.08), the lone Green base 1 time in 5,
  // so 0.4 x (2 - 1/5) = 0.72 brigades take the rout's 1M (asAssault: the routing battery is abandoned, no 1M)
  const units = '[{grade: average, bases: 3}, {grade: green, bases: 1}]';
  const batteries = '[{grade: average, bases: 1}]';
  const mean = (c: ReturnType<typeof compileText>, p: Float64Array, name: string) =>
    Math.round(p[c.layout.meanOffset[name]] * 1e12) / 1e12;
  it('panic-test and panic-cascade under grades four: 0.08 batteries deserted, 0.72 brigades take the 1M', () => {
    const c = compileText('panic-test', `internal: true\nunits: ${units}\nbatteries: ${batteries}`, {
      grades: 'four',
    });
    const p = exactOf('panic-test', c);
    expect(distOf(c, p, 'result').pass).toBeCloseTo(0.6, 12);
    expect([mean(c, p, 'batteries_deserted'), mean(c, p, 'units_routed_1M')]).toEqual([0.08, 0.72]);
    const k = compileText(
      'panic-cascade',
      `divisions: [{name: A, internal: true, units: ${units}, batteries: ${batteries}}]`,
      { grades: 'four' },
    );
    expect(mean(k, exactOf('panic-cascade', k), 'units_routed_1M')).toBe(0.72);
  });
});
