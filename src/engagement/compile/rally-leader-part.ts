import { leaderModifier } from '../../engine/republic/rally/rally-modifier.ts';
import type { RallyRules } from '../../engine/republic/rules/rally.ts';

/** LEADER_RATINGS and the count of ratings between, as a const enum so a bundle writes them as literals (pinned by its test). */
export const enum RATING {
  LOWEST = -1,
  HIGHEST = 4,
  COUNT = 6,
}

/**
 * §2.3 the division leader's part of a rally roll, by his rating and whether he is hors de combat,
 * read off leaderModifier itself once for every rating: the leader stands at no distance and has no
 * seniors in the engagement, so these two are all it varies by.
 */
export function rallyLeaderParts(r: RallyRules): Int32Array {
  const parts = new Int32Array(2 * RATING.COUNT);
  for (let hdc = 0; hdc < 2; hdc++)
    for (let rating = RATING.LOWEST; rating <= RATING.HIGHEST; rating++)
      parts[rallyLeaderSlot(rating, hdc)] = leaderModifier(
        r,
        {
          divisionRating: rating,
          divisionHorsDeCombat: hdc === 1,
          divisionDistance: 0,
          seniorRatings: [],
          // at no distance and with no seniors, every reading of rallyFallenLeaderDistance and rallySeniorMinusOne gives the same part
        },
        true,
        false,
      );
  return parts;
}

/** A leader's slot of rallyLeaderParts: his rating, hors de combat (1) or not (0). */
export function rallyLeaderSlot(rating: number, horsDeCombat: number): number {
  return horsDeCombat * RATING.COUNT + rating - RATING.LOWEST;
}
