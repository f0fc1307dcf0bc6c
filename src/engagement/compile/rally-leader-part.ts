import { leaderModifier } from '../../engine/republic/rally/rally-modifier.ts';
import type { RallyRules } from '../../engine/republic/rules/rally.ts';
import { LEADER_RATINGS } from '../situation/engagement-situation.ts';

const LOWEST_RATING = LEADER_RATINGS.lowest;
const HIGHEST_RATING = LEADER_RATINGS.highest;
const RATINGS = HIGHEST_RATING - LOWEST_RATING + 1;

/**
 * §2.3 the division leader's part of a rally roll, by his rating and whether he is hors de combat,
 * read off leaderModifier itself once for every rating: the leader stands at no distance and has no
 * seniors in the engagement, so these two are all it varies by.
 */
export function rallyLeaderParts(r: RallyRules): Int32Array {
  const parts = new Int32Array(2 * RATINGS);
  for (let hdc = 0; hdc < 2; hdc++)
    for (let rating = LOWEST_RATING; rating <= HIGHEST_RATING; rating++)
      parts[rallyLeaderSlot(rating, hdc)] = leaderModifier(
        r,
        {
          divisionRating: rating,
          divisionHorsDeCombat: hdc === 1,
          divisionDistance: 0,
          seniorRatings: [],
          // at no distance either reading of rallyFallenLeaderDistance gives the same part
        },
        true,
      );
  return parts;
}

/** A leader's slot of rallyLeaderParts: his rating, hors de combat (1) or not (0). */
export function rallyLeaderSlot(rating: number, horsDeCombat: number): number {
  return horsDeCombat * RATINGS + rating - LOWEST_RATING;
}
