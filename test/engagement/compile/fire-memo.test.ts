import { describe, expect, it } from 'vitest';
import { cellFor } from '../../../src/engine/republic/artillery/compile-fire.ts';
import { COVERS } from '../../../src/engine/republic/rules/assault-table.ts';
import { FB } from '../../../src/engagement/compile/fire-memo.ts';
import { brigadeAndGuns, fieldFrom } from '../turn/field.ts';

const MEDIUM = COVERS.indexOf('medium');

describe('FireMemo: fires kept by what they read, their natural dice read once', () => {
  // unit 0 the Union brigade, 1 its battery of medium rifles, 2 the Confederate brigade 12" off
  const { c } = fieldFrom(brigadeAndGuns(1, 12));
  const fires = c.fires;
  fires.range[0] = 12;
  const column = fires.column(1, 12);

  it('each natural die reads the M and B hits and the provisional mark of the cell cellFor gives', () => {
    for (const [hits, cover, moving] of [
      [0, 0, false],
      [3, MEDIUM, false],
      [12, 0, true],
    ] as const) {
      const n = fires.fire(1, 1, 2, column, hits, cover, moving);
      const fire = fires.get(1, 1, 2, hits, cover, moving)!;
      const read = Array.from({ length: 10 }, (_, i) => [
        ...fires.effects.subarray((n * 10 + i) * 3, (n * 10 + i) * 3 + 3),
      ]);
      const expected = Array.from({ length: 10 }, (_, i) => {
        const cell = cellFor(fire, i + 1);
        return cell < 0 ? [0, 0, 0] : [fire.rowM[cell], fire.rowB[cell], fire.rowProvisional[cell]];
      });
      expect(read).toEqual(expected);
    }
  });

  it('at 12" on a brigade in the open the Medium Rifle\'s die 5 reads 1M, from a cell the ruleset marks provisional', () => {
    const n = fires.fire(1, 1, 2, column, 0, 0, false);
    expect([...fires.effects.subarray((n * 10 + 4) * 3, (n * 10 + 4) * 3 + 3)]).toEqual([1, 0, 1]);
  });

  it('two targets alike in cover, movement and order share one fire; hits past 12 read as 12', () => {
    expect(fires.fire(1, 1, 0, column, 0, 0, false)).toBe(fires.fire(1, 1, 2, column, 0, 0, false));
    expect(fires.fire(1, 1, 2, column, 15, 0, false)).toBe(fires.fire(1, 1, 2, column, 12, 0, false));
    expect(fires.fire(1, 1, 2, column, 1, 0, false)).not.toBe(fires.fire(1, 1, 2, column, 0, 0, false));
  });
});

describe("a battery's block of fires as literals (FB)", () => {
  it('holds, per hits on the battery, every cover, deep target or not, moving or not, open order or not; per range column, hits 0 to MAX_HITS', () => {
    expect(FB.PER_HITS).toBe(COVERS.length * 2 * 2 * 2);
    expect(FB.PER_COLUMN).toBe((FB.MAX_HITS + 1) * FB.PER_HITS);
  });
});

describe("FireMemo's maskers: the friends that may mask a battery (§4.2)", () => {
  it("lists a battery's side's other units in its sector, in unit order, and none for a brigade", () => {
    // sector 0: Union brigade 0, battery 1, brigade 2, Confederate brigade 4; sector 1: Union battery 3 alone
    const { c } = fieldFrom(`
sectors: [{gap: 8}, {gap: 8}]
sides:
  Union:
    divisions: [{units: [{grade: average, sector: 0}, {arm: artillery, battery: mediumRifle, grade: average, sector: 0}, {grade: green, sector: 0, line: second}, {arm: artillery, battery: mediumRifle, grade: average, sector: 1}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`);
    const { maskAt, maskers } = c.fires;
    const of = (b: number) => [...maskers.subarray(maskAt[b], maskAt[b + 1])];
    expect([of(0), of(1), of(2), of(3), of(4)]).toEqual([[], [0, 2], [], [], []]);
  });
});
