import { describe, expect, it } from 'vitest';
import { firePhase, maskedByFriends } from '../../../src/engagement/turn/fire-phase.ts';
import { RULE } from '../../../src/engagement/state/field-state.ts';
import { brigadeAndGuns, fieldFrom, scriptedDice } from './field.ts';

// §4.2 "Artillery may not fire through or over friendly units, including skirmishers"; §4.5 Firing zone "It must be
// free of friendly combat bases (or any parts thereof) and markers in order for the battery to be able to fire"
describe('switch fireThroughFriends: a battery behind its own brigade', () => {
  it('blocked (the default): the Union battery does not fire once its brigade stands 3" ahead of it; beside it, it fires', () => {
    const { c, f } = fieldFrom(brigadeAndGuns(1, 10));
    expect(maskedByFriends(c, f, 1, 2)).toBe(false); // side by side on the start line
    f.pos[0] = 3;
    expect(maskedByFriends(c, f, 1, 2)).toBe(true);
    const dice = scriptedDice([]);
    firePhase(dice, c, f, 0, new Uint8Array(c.nUnits));
    expect([f.fired[1], f.ruleCount[RULE['§4.2 battery fire masked by friends']], f.ruleCount[RULE['§4.2 artillery fire']]]).toEqual([0, 1, 0]);
  });

  it('allowed: it fires through its brigade (one die), and the mask is still counted', () => {
    // at 12" the Medium Rifle's cell is 1M: no base hit, so no hors de combat roll follows the one fire die
    const { c, f } = fieldFrom(brigadeAndGuns(1, 12), { fireThroughFriends: 'allowed' });
    f.pos[0] = 3;
    // its die, then any leader checks its hits call for
    const dice = scriptedDice([5, 5, 5, 5, 5]);
    firePhase(dice, c, f, 0, new Uint8Array(c.nUnits));
    expect([f.fired[1], f.ruleCount[RULE['§4.2 battery fire masked by friends']], f.ruleCount[RULE['§4.2 artillery fire']]]).toEqual([1, 1, 1]);
  });
});
