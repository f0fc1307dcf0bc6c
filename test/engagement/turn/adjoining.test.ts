import { describe, expect, it } from 'vitest';
import { adjoiningTesters } from '../../../src/engine/republic/panic/cascade.ts';
import { measureAdjoining } from '../../../src/engagement/turn/adjoining.ts';
import { fieldFrom } from './field.ts';

// Union: division A (unit 0, sector 0) and division B (unit 1, sector 1; unit 2, a battery, sector 1);
// division C (unit 3, sector 3) holds no sector next to A's or B's. Confederate: one brigade a sector.
const CORPS = `
sectors: [{gap: 8}, {gap: 8}, {gap: 8}, {gap: 8}]
sides:
  Union:
    divisions:
      - {name: A, units: [{grade: average, sector: 0}]}
      - {name: B, units: [{grade: average, sector: 1}, {arm: artillery, battery: mediumRifle, grade: average, sector: 1}]}
      - {name: C, units: [{grade: average, sector: 3}]}
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}, {grade: average, sector: 1}, {grade: average, sector: 3}]}]
`;

/** The Union divisions that test for adjoining panic when A panics, as the field stands (bits: 1 A, 2 B, 4 C). */
function testersAfterA(
  switches: Record<string, string>,
  set: (f: ReturnType<typeof fieldFrom>['f']) => void,
): number {
  const { c, f } = fieldFrom(CORPS, switches);
  set(f);
  measureAdjoining(c, f, 0);
  return adjoiningTesters(c.cascades[0], 1, 1, 0);
}

// §6.2 "Divisions are considered adjoining if the closest points of their closest units are within 3" of each other"
describe('§6.2 adjoining divisions, measured as the panic phase begins (switch adjoiningDivisions)', () => {
  it('within3: B, beside A in the next sector, tests; C, two sectors off, never does', () => {
    expect(testersAfterA({}, () => {})).toBe(2);
  });

  it('within3: B 3" behind A still adjoins; 3.5" behind, it does not', () => {
    expect(testersAfterA({}, (f) => (f.pos[1] = f.pos[2] = -3))).toBe(2);
    expect(testersAfterA({}, (f) => (f.pos[1] = f.pos[2] = -3.5))).toBe(0);
  });

  it('within3: B\'s closest unit counts: its battery level with A keeps B adjoining though its brigade is 6" back', () => {
    expect(testersAfterA({}, (f) => (f.pos[1] = -6))).toBe(2);
  });

  it('within3: a unit with no bases left is no closest unit', () => {
    expect(
      testersAfterA({}, (f) => {
        f.pos[1] = -6;
        f.bases[2] = 0;
      }),
    ).toBe(0);
  });

  it('within3: two divisions in one sector adjoin while their brigades stand within 3" front to back', () => {
    const { c, f } = fieldFrom(
      CORPS.replace('{grade: average, sector: 1}, {arm', '{grade: average, sector: 0}, {arm'),
    );
    f.pos[2] = -9; // B's battery, in sector 1, far back
    measureAdjoining(c, f, 0);
    expect(adjoiningTesters(c.cascades[0], 1, 1, 0)).toBe(2);
    f.pos[1] = 3.5;
    measureAdjoining(c, f, 0);
    expect(adjoiningTesters(c.cascades[0], 1, 1, 0)).toBe(0);
  });

  it('sectors: B adjoins A by the sectors they hold, however far back it stands', () => {
    expect(testersAfterA({ adjoiningDivisions: 'sectors' }, (f) => (f.pos[1] = f.pos[2] = -10))).toBe(2);
  });
});
