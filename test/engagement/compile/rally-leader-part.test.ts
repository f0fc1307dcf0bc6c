import { describe, expect, it } from 'vitest';
import { RATING, rallyLeaderSlot } from '../../../src/engagement/compile/rally-leader-part.ts';
import { LEADER_RATINGS } from '../../../src/engagement/situation/engagement-situation.ts';
import { fieldFrom, ONE_EACH } from '../turn/field.ts';

describe('rallyLeaderParts: the division leader part of a rally roll by rating', () => {
  // §2.3 "add his number rating as points to the rally die roll, regardless of the leader's distance.
  // If the divisional leader has become Hors de Combat ... subtract his number rating"
  it('adds his rating, and subtracts it while he is hors de combat (§2.3)', () => {
    const { c } = fieldFrom(ONE_EACH);
    const parts = c.rallyLeaderParts;
    for (let rating = -1; rating <= 4; rating++) {
      expect(parts[rallyLeaderSlot(rating, 0)]).toBe(rating);
      expect(parts[rallyLeaderSlot(rating, 1)]).toBe(0 - rating);
    }
  });
});

describe('RATING, a const enum', () => {
  it('holds LEADER_RATINGS and the count of ratings from the lowest to the highest', () => {
    expect([RATING.LOWEST, RATING.HIGHEST, RATING.COUNT]).toEqual([
      LEADER_RATINGS.lowest,
      LEADER_RATINGS.highest,
      LEADER_RATINGS.highest - LEADER_RATINGS.lowest + 1,
    ]);
  });
});
