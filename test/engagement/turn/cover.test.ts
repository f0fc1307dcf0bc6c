import { describe, expect, it } from 'vitest';
import { coverOf } from '../../../src/engagement/state/field-state.ts';
import { gather } from '../../../src/engagement/turn/assault-phase.ts';
import { fieldFrom } from './field.ts';

// Both sides hold medium cover; the first lines are 8" apart, the second lines 3" behind.
const BOTH_COVERED = `
sectors: [{gap: 8, cover: {Union: medium, Confederate: medium}}]
sides:
  Union:
    divisions: [{units: [{grade: average, sector: 0}, {grade: average, sector: 0, line: second}, {arm: artillery, battery: mediumRifle, grade: average, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`;

describe('cover is where the bases are (§4.3, §5.3, §5.4)', () => {
  it('a unit is in its side\'s cover in its own position, from its first line back to its second; out of it, in the open', () => {
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
    expect(att.covers).toEqual(['none']);
    expect(c.assaults.get('general', att, def).column).toBe('DA');
  });

  it('§4.3 "If half or more of a target unit is in medium or heavy cover, move one ... range columns to the right": not once it has advanced out of it', () => {
    const { c, f } = fieldFrom(BOTH_COVERED);
    // the Confederate brigade in its medium cover at 8", then advanced 4" out of it, at 4"
    const covered = c.fires.get(2, 3, 8, 0, coverOf(c, f, 3))!;
    f.pos[3] = 4;
    const open = c.fires.get(2, 3, 4, 0, coverOf(c, f, 3))!;
    expect(covered.columnShift - open.columnShift).toBe(1);
  });
});
