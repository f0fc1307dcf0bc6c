import { describe, expect, it } from 'vitest';
import { firePhase, maskedByFriends } from '../../../src/engagement/turn/fire-phase.ts';
import { RULE } from '../../../src/engagement/state/field-state.ts';
import { brigadeAndGuns, fieldFrom, scriptedDice } from './field.ts';

// §4.2 "Artillery may not fire through or over friendly units, including skirmishers"; §4.5 Firing zone "It must be
// free of friendly combat bases (or any parts thereof) and markers in order for the battery to be able to fire"
describe('switch fireThroughFriends: a battery behind its own brigade', () => {
  it('blocked (the default): the Union battery does not fire once its brigade stands 3" ahead of it; beside it, it fires', () => {
    const { c, f } = fieldFrom(brigadeAndGuns(1, 10));
    expect(maskedByFriends(c, f, 1)).toBe(false); // side by side on the start line
    f.pos[0] = 3;
    expect(maskedByFriends(c, f, 1)).toBe(true);
    const dice = scriptedDice([]);
    firePhase(dice, c, f, 0);
    expect([
      f.fired[1],
      f.ruleCount[RULE['§4.2 battery fire masked by friends']],
      f.ruleCount[RULE['§4.2 artillery fire']],
    ]).toEqual([0, 1, 0]);
  });

  it('allowed: it fires through its brigade (one die), and the mask is still counted', () => {
    // at 12" the Medium Rifle's cell is 1M: no base hit, so no hors de combat roll follows the one fire die
    const { c, f } = fieldFrom(brigadeAndGuns(1, 12), { fireThroughFriends: 'allowed' });
    f.pos[0] = 3;
    // its die, then any leader checks its hits call for
    const dice = scriptedDice([5, 5, 5, 5, 5]);
    firePhase(dice, c, f, 0);
    expect([
      f.fired[1],
      f.ruleCount[RULE['§4.2 battery fire masked by friends']],
      f.ruleCount[RULE['§4.2 artillery fire']],
    ]).toEqual([1, 1, 1]);
  });
});

// §4.2 "Artillery may not fire through or over friendly units, including skirmishers"; §4.1 "Skirmish markers block
// line-of-sight for friendly artillery"; §4.5 the firing zone "must be free of friendly combat bases (or any parts thereof) and markers"
describe("a battery and its brigade's skirmish markers (switch markersBesideBattery)", () => {
  const withMarkers = brigadeAndGuns(1, 10).replace(
    '{grade: average, sector: 0}, {arm',
    '{grade: average, skirmishers: 1, sector: 0}, {arm',
  );
  it('clear (the default): side by side on the start line, the brigade\'s marker stands "to the front of" the brigade (§1.4), outside the battery\'s firing zone, "a cone-shaped area beginning at an artillery battery\'s front" (§4.5), and the battery fires', () => {
    const { c, f } = fieldFrom(withMarkers);
    expect(maskedByFriends(c, f, 1)).toBe(false);
    firePhase(scriptedDice(Array(10).fill(1)), c, f, 0); // the marker's fire, the battery's die, leader checks
    expect([f.fired[1], f.ruleCount[RULE['§4.2 battery fire masked by friends']]]).toEqual([1, 0]);
  });

  it('mask: side by side on the start line, the brigade\'s marker 5" ahead masks the battery; Rattled, the marker already out still masks it (switch rattledMarkers stayOut)', () => {
    const { c, f } = fieldFrom(withMarkers, { markersBesideBattery: 'mask' });
    expect(maskedByFriends(c, f, 1)).toBe(true);
    firePhase(scriptedDice(Array(10).fill(1)), c, f, 0); // the marker's own fire and any leader checks
    expect([f.fired[1], f.ruleCount[RULE['§4.2 battery fire masked by friends']]]).toEqual([0, 1]);
    f.morale[0] = 2; // §2.3 "Rattled - Unit may not change formation or deploy skirmishers": recalling them is not asked
    expect(maskedByFriends(c, f, 1)).toBe(true);
  });

  it("mask, rattledMarkers withdrawn: Rattled, the brigade's marker is withdrawn and the battery fires", () => {
    const { c, f } = fieldFrom(withMarkers, { markersBesideBattery: 'mask', rattledMarkers: 'withdrawn' });
    expect(maskedByFriends(c, f, 1)).toBe(true);
    f.morale[0] = 2;
    expect(maskedByFriends(c, f, 1)).toBe(false);
  });

  for (const reading of ['clear', 'mask'] as const) {
    it(`${reading}: a brigade more than half an inch behind the battery throws its marker forward past it, masking it; a battery more than half an inch ahead of the marker is not masked`, () => {
      const { c, f } = fieldFrom(withMarkers, { markersBesideBattery: reading });
      f.pos[1] = 5; // the marker stands 5" ahead of the brigade, level with the battery
      expect(maskedByFriends(c, f, 1)).toBe(false);
      f.pos[1] = 4.4;
      expect(maskedByFriends(c, f, 1)).toBe(true);
    });
  }
});
