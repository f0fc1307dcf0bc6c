import { describe, expect, it } from 'vitest';
import { exactDist } from '../../engine/comparison/sim-harness.ts';

describe('Half a League: the leader stand in close combat (switch leaderStandDie)', () => {
  it('"roll one die for each stand plus modifiers for each stand"; "Plus 1 for ... leader stand itself": the leader stand rolls its die, +1', () => {
    const y = 'attacker: {stands: 1}\ndefender: {stands: 1, leader: false}';
    // 2D6 + 1 against 1D6: 196 of 216
    expect(exactDist('hal-close-combat', y, 'winner').attacker).toBeCloseTo(196 / 216, 12);
    // bonusOnly: 1D6 + 1 against 1D6 wins on a >= d: 21 of 36
    expect(exactDist('hal-close-combat', y, 'winner', { leaderStandDie: 'bonusOnly' }).attacker).toBeCloseTo(21 / 36, 12);
  });
});

describe('Half a League bombardment', () => {
  it('FIRE (p) "Bombardment: ... All 6\'s are hits but saving is allowed": one die, one hit in six, chits or not', () => {
    const y = (chits: number) => `firer: {weapon: bombardment, dice: 1, chits: ${chits}}\ntarget: {stands: 4}`;
    expect(exactDist('hal-fire', y(0), 'possible_hits')['1']).toBeCloseTo(1 / 6, 12);
    expect(exactDist('hal-fire', y(2), 'possible_hits')['1']).toBeCloseTo(1 / 6, 12);
    // in cover and skirmish order too: two dice, both sixes
    expect(exactDist('hal-fire', 'firer: {weapon: bombardment, dice: 2}\ntarget: {stands: 4, cover: coveredAndSkirmish}', 'possible_hits')['2']).toBeCloseTo(1 / 36, 12);
  });
});
