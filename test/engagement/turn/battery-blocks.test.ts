import { describe, expect, it } from 'vitest';
import { assaultTarget, moveForward, refreshFronts } from '../../../src/engagement/state/field-state.ts';
import { gather } from '../../../src/engagement/turn/gather.ts';
import { maneuverPhase } from '../../../src/engagement/turn/maneuver-phase.ts';
import { fieldFrom, scriptedDice } from './field.ts';

// A Union brigade (0) faces, 8" away, a Confederate brigade (1) driven 6" back behind its battery (2), which stands in line.
const BEHIND_ITS_GUNS = `
sectors: [{gap: 8}]
sides:
  Union:
    divisions: [{units: [{grade: average, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}, {arm: artillery, battery: mediumRifle, grade: average, sector: 0}]}]
`;

function drivenBack() {
  const { c, f } = fieldFrom(BEHIND_ITS_GUNS);
  f.pos[1] = -6;
  refreshFronts(c, f);
  return { c, f };
}

describe('§5.1 a battery standing ahead of its brigade is the primary defender', () => {
  it('"they block assault activity for units behind them": the battery, not the brigade behind it, is the assault target', () => {
    const { c, f } = drivenBack();
    expect(assaultTarget(c, f, 1, 0)).toBe(2);
    // level with the brigade, the brigade stays the target
    f.pos[1] = 0;
    refreshFronts(c, f);
    expect(assaultTarget(c, f, 1, 0)).toBe(1);
  });

  it('§3.2 Assault closes to assault range of the battery (4"), not past it toward the brigade 14" away', () => {
    const { c, f } = drivenBack();
    maneuverPhase(scriptedDice([10]), c, f, 0);
    expect([f.assaulting[0], f.pos[0]]).toEqual([1, 4]);
    // the defence is the battery: the brigade 6" behind it is blocked (§5.1)
    const [att, def] = c.sides;
    gather(c, f, 0, 0, 2, true, att);
    gather(c, f, 1, 0, 0, false, def);
    expect([[...att.units.subarray(0, att.n)], [...def.units.subarray(0, def.n)]]).toEqual([[0], [2]]);
  });

  it('§3.2 Advance "up to the limit of it\'s allowable movement, but without entering into assault range" of the battery', () => {
    const { c, f } = drivenBack();
    maneuverPhase(scriptedDice([4]), c, f, 0);
    expect(f.assaulting[0]).toBe(0);
    expect(f.pos[0]).toBeCloseTo(8 - 4 - 0.1, 9);
  });

  it('§5.5 no move through an enemy formation: a forward move ends at the nearest enemy unit, never past it', () => {
    const { c, f } = drivenBack();
    moveForward(c, f, 0, 12);
    expect(f.pos[0]).toBe(8);
  });
});
