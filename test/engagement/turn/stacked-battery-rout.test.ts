import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { RESPONSES } from '../../../src/engine/notation/panic-response.ts';
import { refreshFronts } from '../../../src/engagement/state/field-state.ts';
import { assaultPhase } from '../../../src/engagement/turn/assault-phase.ts';
import { fieldFrom } from './field.ts';

// A crack brigade assaults a battery standing ahead of two brigades of its sector, placed 10.5" and 12.3" behind it.
// Seed 3: the chart sends the battery back 10" (its third forced move), which would end on the first brigade, so it
// goes on to the next move down the list (§3.3), a retreat of 12", which would end on the second, and so routs.
describe('§5.5 a battery abandoned by a rout that stacking made (§3.3) is destroyed in the assault phase', () => {
  it('"Artillery batteries required to rout are abandoned"; "If a unit is completely destroyed during the course of the assault phase, the parent division must still check for panic"', () => {
    const { c, f } = fieldFrom(`
sectors: [{gap: 4, depth: 12}, {gap: 20}]
sides:
  Union:
    doctrine: {assault: never}
    divisions: [{units: [{grade: crack, bases: 8, sector: 0}]}]
  Confederate:
    doctrine: {assault: never}
    divisions: [{units: [{arm: artillery, battery: mediumRifle, grade: average, bases: 1, sector: 0}, {grade: average, sector: 0, line: second}, {grade: average, sector: 0, line: second}, {grade: average, sector: 1}]}]
`);
    f.pos[2] = -10.5;
    f.pos[3] = -12.3;
    refreshFronts(c, f);
    f.assaulting[0] = 1;
    assaultPhase(chunkStream(3, 0, 0), c, f, 0);
    expect([RESPONSES[f.response[1]], f.bases[1], f.prisoners[1]]).toEqual(['Rt', 0, 1]);
    expect(f.destroyedInAssault[1]).toBe(1);
  });
});
