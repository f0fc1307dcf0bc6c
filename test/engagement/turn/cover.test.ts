import { COVERS } from '../../../src/engine/republic/rules/assault-table.ts';
import { describe, expect, it } from 'vitest';
import {
  coverIndex,
  coverOf,
  moveForward,
  movingCavalry,
} from '../../../src/engagement/state/field-state.ts';
import { maneuverPhase } from '../../../src/engagement/turn/maneuver-phase.ts';
import { gather } from '../../../src/engagement/turn/gather.ts';
import { brigadeAndGuns, fieldFrom, scriptedDice } from './field.ts';
import type { CompiledEngagement } from '../../../src/engagement/compile/compile-engagement.ts';
import { firePhase } from '../../../src/engagement/turn/fire-phase.ts';
import { cellFor, type CompiledFire } from '../../../src/engine/republic/artillery/compile-fire.ts';

// Both sides hold medium cover; the first lines are 8" apart, the second lines 3" behind.
/** The fire memo's fire at a range (FireMemo.get reads the range from its typed slot). */
function fireAt(
  c: CompiledEngagement,
  battery: number,
  batteries: number,
  target: number,
  range: number,
  hits: number,
  cover: number,
  moving: boolean,
): CompiledFire | null {
  c.fires.range[0] = range;
  return c.fires.get(battery, batteries, target, hits, cover, moving);
}

const BOTH_COVERED = `
sectors: [{gap: 8, cover: {Union: medium, Confederate: medium}}]
sides:
  Union:
    divisions: [{units: [{grade: average, sector: 0}, {grade: average, sector: 0, line: second}, {arm: artillery, battery: mediumRifle, grade: average, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`;

describe('cover is where the bases are (§4.3, §5.3, §5.4)', () => {
  it("a unit is in its side's cover in its own position, from its first line back to its second; out of it, in the open", () => {
    const { c, f } = fieldFrom(BOTH_COVERED);
    expect([coverOf(c, f, 0), coverOf(c, f, 1), coverOf(c, f, 3)]).toEqual(['medium', 'medium', 'medium']);
    f.pos[0] = 4; // advanced 4" toward the enemy
    f.pos[1] = -14; // driven back past its second line by a rout
    expect([coverOf(c, f, 0), coverOf(c, f, 1)]).toEqual(['none', 'none']);
  });

  it('§5.3 DA 1 "Any troops in the open assaulting troops in cover": an attacker that has left its cover gets no cover points and the column is DA', () => {
    // 4" apart, assaulting from its own cover: both sides in cover, no DA
    const near = fieldFrom(BOTH_COVERED.replace('gap: 8', 'gap: 4'));
    near.f.assaulting[0] = 1;
    gather(near.c, near.f, 0, 0, 3, true, near.c.sides[0]);
    gather(near.c, near.f, 1, 0, 0, false, near.c.sides[1]);
    expect(near.c.assaults.get('general', near.c.sides[0], near.c.sides[1]).column).toBe('PB');
    // 8" apart, closed 4" across the open gap to general assault range
    const { c, f } = fieldFrom(BOTH_COVERED);
    const [att, def] = c.sides;
    f.assaulting[0] = 1;
    f.pos[0] = 4;
    gather(c, f, 1, 0, 0, false, def);
    gather(c, f, 0, 0, 3, true, att);
    expect([...att.covers.subarray(0, att.n)].map((i) => COVERS[i])).toEqual(['none']);
    expect(c.assaults.get('general', att, def).column).toBe('DA');
  });

  it('§4.3 "If half or more of a target unit is in medium or heavy cover, move one ... range columns to the right": not once it has advanced out of it', () => {
    const { c, f } = fieldFrom(BOTH_COVERED);
    // the Confederate brigade in its medium cover at 8", then advanced 4" out of it, at 4"
    const covered = fireAt(c, 2, 1, 3, 8, 0, coverIndex(c, f, 3), false)!;
    f.pos[3] = 4;
    const open = fireAt(c, 2, 1, 3, 4, 0, coverIndex(c, f, 3), false)!;
    expect(covered.columnShift - open.columnShift).toBe(1);
  });
});

describe('§4.3 At moving cavalry', () => {
  it('"Move one range column to the right if over half of the artillery target is made up of moving cavalry bases. To qualify as moving, the targeted cavalry formation must have moved more than half during their last move opportunity"', () => {
    const { c, f } = fieldFrom(`
sectors: [{gap: 20}]
sides:
  Union:
    doctrine: {assault: never}
    divisions: [{units: [{arm: cavalry, grade: average, sector: 0}, {arm: artillery, battery: mediumRifle, grade: average, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}, {arm: artillery, battery: mediumRifle, grade: average, sector: 0}]}]
`);
    moveForward(c, f, 0, 9); // half of its 18": not moving
    expect(movingCavalry(c, f, 0)).toBe(false);
    moveForward(c, f, 0, 1);
    expect(movingCavalry(c, f, 0)).toBe(true);
    const moving = fireAt(c, 3, 1, 0, 10, 0, COVERS.indexOf('none'), true)!;
    const still = fireAt(c, 3, 1, 0, 10, 0, COVERS.indexOf('none'), false)!;
    expect(moving.columnShift - still.columnShift).toBe(1);
    // its side's next maneuver phase starts a new move opportunity
    maneuverPhase(scriptedDice([]), c, f, 0);
    expect(movingCavalry(c, f, 0)).toBe(false);
  });
});

describe('§4.3 joint battery fire of a group that has lost batteries', () => {
  it('"Joint Battery Fire (per base) - Move one range column to the left for each participating base": the batteries left fire, one column less for each one gone', () => {
    const { c, f } = fieldFrom(brigadeAndGuns(3, 10));
    const three = fireAt(c, 1, 3, 2, 10, 0, COVERS.indexOf('none'), false)!;
    const two = fireAt(c, 1, 2, 2, 10, 0, COVERS.indexOf('none'), false)!;
    const one = fireAt(c, 1, 1, 2, 10, 0, COVERS.indexOf('none'), false)!;
    // two batteries firing together move two columns, a lone battery none
    expect([three.columnShift - two.columnShift, two.columnShift - one.columnShift]).toEqual([-1, -2]);
    // the fire phase fires the group with the one battery it has left: the die whose cell differs most
    const b = (x: CompiledFire, die: number) => {
      const k = cellFor(x, die);
      return k < 0 ? 0 : x.rowB[k];
    };
    const die = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((d) => b(one, d) !== b(three, d))!;
    expect(die).toBeDefined();
    f.bases[1] = 1;
    firePhase(scriptedDice([die, 1, 2, 3, 4]), c, f, 0);
    expect([die, f.lostB[2]]).toEqual([die, b(one, die)]);
  });
});
