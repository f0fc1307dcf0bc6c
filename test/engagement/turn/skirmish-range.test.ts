import { describe, expect, it } from 'vitest';
import { enemyMarkersNear } from '../../../src/engagement/turn/enemy-markers-near.ts';
import { firePhase } from '../../../src/engagement/turn/fire-phase.ts';
import { markerRange } from '../../../src/engagement/turn/marker-screen.ts';
import { fieldFrom, scriptedDice } from './field.ts';

const field = (gap: number, defenderMarkers: number) =>
  fieldFrom(`
sectors: [{gap: ${gap}}]
sides:
  Union:
    divisions: [{units: [{grade: veteran, sector: 0, skirmishers: 1}, {grade: veteran, sector: 0, line: second, skirmishers: 1}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0, skirmishers: ${defenderMarkers}}]}]
`);

describe('§3.5/§4.1 skirmish range is measured from the marker, up to 5" ahead of its parent', () => {
  it('"Skirmish markers must remain within 5" of their parent unit" and "may fire on enemy combat bases within 5"": they reach brigades up to 10" from their parent', () => {
    const { c } = field(8, 0);
    expect([
      markerRange(c, 8, false),
      markerRange(c, 10, false),
      markerRange(c, 12, false),
      markerRange(c, 3, false),
    ]).toEqual([3, 5, 7, 0]);
    // facing an enemy screen, "approximately halfway between the opposing parent formations"
    expect([markerRange(c, 8, true), markerRange(c, 10, true), markerRange(c, 14, true)]).toEqual([4, 5, 9]);
  });

  it('at 8" with no enemy screen the front brigade\'s marker fires (3" from its target), and scores 1M on a 10; the second line\'s marker, blocked by its own first line, does not fire', () => {
    const { c, f } = field(8, 0);
    const dice = scriptedDice([10]);
    firePhase(dice, c, f, 0);
    expect(dice.left()).toBe(0);
    // and stands within 4" of the Confederate leader, who stands with his brigade
    expect([f.morale[2], enemyMarkersNear(c, f, 1, 4)]).toEqual([1, true]);
  });

  it('§4.7 "Enemy skirmish marker within 4"": a marker 7" from the target (12" gap) fires at nothing and does not count for hors de combat', () => {
    const { c, f } = field(12, 0);
    firePhase(scriptedDice([]), c, f, 0);
    expect([f.morale[2], enemyMarkersNear(c, f, 1, 4)]).toEqual([0, false]);
  });
});
