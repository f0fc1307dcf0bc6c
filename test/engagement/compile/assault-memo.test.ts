import { describe, expect, it } from 'vitest';
import { compileAssault } from '../../../src/engine/republic/assault/compile-assault.ts';
import type { CompiledAssault } from '../../../src/engine/republic/assault/compiled-assault.ts';
import { formationOf, type AssaultUnit } from '../../../src/engine/republic/assault/formation.ts';
import { plainSide, type AssaultSide } from '../../../src/engine/republic/assault/situation.ts';
import { COVERS } from '../../../src/engine/republic/rules/assault-table.ts';
import { makePartySide, type PartySide } from '../../../src/engagement/compile/assault-memo.ts';
import type { CompiledEngagement } from '../../../src/engagement/compile/compile-engagement.ts';
import { fieldFrom } from '../turn/field.ts';

/** Union: a veteran brigade of 6, a green of 4, two medium rifles; Confederate: an average brigade of 5, a veteran of 3. */
const FIELD = `
sectors: [{gap: 8, cover: {Confederate: medium}}]
sides:
  Union:
    divisions: [{units: [{grade: veteran, bases: 6, sector: 0}, {grade: green, bases: 4, sector: 0},
      {arm: artillery, battery: mediumRifle, grade: average, bases: 2, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, bases: 5, sector: 0}, {grade: veteran, bases: 3, sector: 0}]}]
`;

/** A party side of `units` with their bases and covers (COVERS names), and leaders. */
function sideOf(units: Array<[number, number, string]>, energetic = 0, proficient = 0): PartySide {
  const ps = makePartySide();
  for (const [u, bases, cover] of units) {
    ps.units[ps.n] = u;
    ps.bases[ps.n] = bases;
    ps.covers[ps.n] = COVERS.indexOf(cover as (typeof COVERS)[number]);
    ps.n++;
  }
  ps.energeticLeaders = energetic;
  ps.proficientLeaders = proficient;
  return ps;
}

/** The side as compileAssault reads it at its own strengths: the units read as one formation (§5.4). */
function plainOf(c: CompiledEngagement, ps: PartySide): AssaultSide {
  const given: AssaultUnit[] = Array.from({ length: ps.n }, (_, i) => {
    const x = c.s.units[ps.units[i]];
    return {
      ...plainSide(x.grade, { arm: x.arm, order: x.order, repeaters: x.repeaters }),
      bases: ps.bases[i],
      cover: COVERS[ps.covers[i]],
    };
  });
  const { unit } = formationOf(given);
  const batteries = given.filter((g) => g.arm === 'artillery').reduce((n, g) => n + g.bases, 0);
  return plainSide(unit.grade, {
    ...unit,
    bases: unit.bases - batteries,
    batteries,
    energeticLeaders: ps.energeticLeaders,
    proficientLeaders: ps.proficientLeaders,
    arms: [...new Set(given.map((g) => g.arm))],
  });
}

/** What the rounds read of an assault, the outnumbering modifiers at every strength up to the sides' own. */
function reading(a: CompiledAssault, att: number, def: number): unknown {
  const out: number[] = [];
  for (let x = 0; x <= att; x++)
    for (let y = 0; y <= def; y++) {
      const at = x * (a.dMax + 1) + y;
      out.push(a.outMod[2 * at], a.outMod[2 * at + 1], a.outProv[at]);
    }
  return {
    column: a.column,
    staticDiff: a.staticDiff,
    staticProv: Array.from(a.staticProv),
    cellHits: Array.from(a.cellHits),
    cellAction: Array.from(a.cellAction),
    moraleMod: Array.from(a.moraleMod),
    winWin: [a.winWinM, a.winWinP, a.winWinC],
    attackerCavalry: a.attackerCavalry,
    out,
  };
}

describe('the engagement assault memo', () => {
  const { c } = fieldFrom(FIELD);

  it('gives each composition the assault compileAssault makes of it at its own strengths', () => {
    const cases: Array<[PartySide, PartySide]> = [
      [sideOf([[0, 6, 'none']]), sideOf([[3, 5, 'medium']])],
      [sideOf([[0, 2, 'none']], 1), sideOf([[3, 5, 'none']], 0, 1)],
      [sideOf([[1, 4, 'none']]), sideOf([[4, 3, 'medium']])],
      // several units a side: the grade of the most bases, batteries as bases apart (§5.2, §5.4)
      [
        sideOf([
          [0, 2, 'none'],
          [1, 4, 'none'],
          [2, 2, 'none'],
        ]),
        sideOf([
          [3, 5, 'medium'],
          [4, 3, 'medium'],
        ]),
      ],
    ];
    for (const [att, def] of cases) {
      for (const type of ['general', 'allOut'] as const) {
        const a = plainOf(c, att);
        const d = plainOf(c, def);
        const own = compileAssault(
          c.rules,
          { assault: type, direction: 'front', maxRounds: c.s.maxRounds, attacker: a, defender: d },
          c.switches,
        );
        const memo = c.assaults.get(type, att, def);
        expect(reading(memo, a.bases + a.batteries, d.bases + d.batteries)).toEqual(
          reading(own, a.bases + a.batteries, d.bases + d.batteries),
        );
      }
    }
  });

  it("serves every strength of one unit against one with one assault, its table spanning a side's every base", () => {
    const six = c.assaults.get('general', sideOf([[0, 6, 'none']]), sideOf([[3, 5, 'medium']]));
    const two = c.assaults.get('general', sideOf([[0, 2, 'none']]), sideOf([[3, 1, 'medium']]));
    expect(two).toBe(six);
    // Union has 6 + 4 bases and 2 batteries, Confederate 5 + 3
    expect(six.dMax).toBe(12);
    expect(six.outMod.length).toBe(13 * 13 * 2);
  });

  it('keeps each assault a pair of units meets by turns, and tells them apart by cover and leaders', () => {
    const att = sideOf([[1, 4, 'none']]);
    const inCover = c.assaults.get('general', att, sideOf([[4, 3, 'medium']]));
    const open = c.assaults.get('general', att, sideOf([[4, 3, 'none']]));
    const led = c.assaults.get('general', sideOf([[1, 4, 'none']], 1), sideOf([[4, 3, 'none']]));
    expect(c.assaults.get('general', att, sideOf([[4, 3, 'medium']]))).toBe(inCover);
    expect(c.assaults.get('general', att, sideOf([[4, 3, 'none']]))).toBe(open);
    // §5.4 cover points and "E or P leader within 2"": each moves the difference
    expect(open.staticDiff).toBeGreaterThan(inCover.staticDiff);
    expect(led.staticDiff).toBe(open.staticDiff + c.rules.assault.modifiers.leaderWithin2.value);
  });

  it('reads the bases of a side of several units: the grade of the most bases (§5.4)', () => {
    const def = sideOf([[3, 5, 'none']]);
    const mostVeteran = c.assaults.get(
      'general',
      sideOf([
        [0, 6, 'none'],
        [1, 2, 'none'],
      ]),
      def,
    );
    const mostGreen = c.assaults.get(
      'general',
      sideOf([
        [0, 2, 'none'],
        [1, 4, 'none'],
      ]),
      def,
    );
    expect(mostVeteran.staticDiff - mostGreen.staticDiff).toBe(
      c.rules.grades.assaultModifier.veteran.value - c.rules.grades.assaultModifier.green.value,
    );
  });
});
