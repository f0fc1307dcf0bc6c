import { describe, expect, it } from 'vitest';
import { commandPhase } from '../../../src/engagement/turn/command-phase.ts';
import { fieldFrom, ONE_EACH, scriptedDice } from './field.ts';

/** ONE_EACH with the Union division led by a leader of the given rating. */
const unionLeader = (rating: number) =>
  ONE_EACH.replace(
    'divisions: [{units: [{grade: average, sector: 0}]}]',
    `divisions: [{leader: {rating: ${rating}}, units: [{grade: average, sector: 0}]}]`,
  );

describe('§2.3 Replacing Fallen leaders', () => {
  // §2.3: "Divisional leader - The original figure is retained and resumes its original command at a
  // one point reduction in rating from before, to a minimum value of zero (zero level divisional
  // leaders do not become a negative value). Negative value leader replacements are a zero"
  it('a hors de combat division leader comes back one point lower: 2 -> 1, 1 -> 0, 0 -> 0, -1 -> 0', () => {
    for (const [rating, after] of [
      [2, 1],
      [1, 0],
      [0, 0],
      [-1, 0],
    ] as const) {
      const { c, f } = fieldFrom(unionLeader(rating));
      expect(f.rating[0]).toBe(rating);
      f.horsDeCombat[0] = 1;
      // no unit has morale hits, so the command phase rolls no rally die
      commandPhase(scriptedDice([]), c, f, 0);
      expect([rating, f.rating[0], f.horsDeCombat[0], f.replaced[0]]).toEqual([rating, after, 0, 1]);
    }
  });

  it('a leader in action is left as he is', () => {
    const { c, f } = fieldFrom(unionLeader(2));
    commandPhase(scriptedDice([]), c, f, 0);
    expect([f.rating[0], f.replaced[0]]).toEqual([2, 0]);
  });
});
