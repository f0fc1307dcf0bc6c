import { describe, expect, it } from 'vitest';
import { ARMS } from '../../../src/engine/republic/rules/arms.ts';
import { within } from '../../../src/engagement/state/field-state.ts';
import { loneDefender, NO_ASSAULT } from '../../../src/engagement/turn/gather.ts';
import { fieldFrom } from './field.ts';

describe('assaultForbidden', () => {
  it("reads a morale state's row of noAssault over every arm", () => {
    expect(NO_ASSAULT.ARMS).toBe(ARMS.length);
  });
});

describe('the defenders of an assault', () => {
  // §5.2 a battery joins the assault within 4" of its attacker, measured as within() measures the assault's own reach
  // (gap less the attacker's advance less the battery's): in the other order 0.1 - (-18) - 14.1 is 4.000000000000002
  it('a battery the assault is made on at exactly 4" joins it, as fight found it in range', () => {
    const { c, f } = fieldFrom(`
sectors: [{gap: 0.1}, {gap: 6}]
sides:
  Union:
    divisions: [{units: [{grade: average, sector: 0}]}]
  Confederate:
    divisions: [{units: [{arm: artillery, battery: lightSmoothbore, grade: veteran, sector: 0}, {grade: average, sector: 1}]}]
`);
    f.pos[0] = 14.1;
    f.pos[1] = -18;
    expect(within(c, f, 0, 1, c.generalRange)).toBe(true);
    expect(loneDefender(c, f, 1, 0, 0, 1)).toBe(1);
  });
});
