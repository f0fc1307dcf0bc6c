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
