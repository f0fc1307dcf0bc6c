import { describe, expect, it } from 'vitest';
import { computeOdds } from '../../../src/tuning/odds/compute-odds.ts';

const opts = { patch: [], switch: [], set: [] };
const reading = (id: string, set: string[] = []) =>
  computeOdds(id, undefined, { ...opts, set }).reading ?? {};

/** How `odds` reads each shipped Republic example: every modifier by name and what they add up to. */
describe('the modifier reading under odds tables', () => {
  it('rally (§2.3): leader rating, distance, losses by the A6 step, the grade line', () => {
    // the shipped example: green, Rattled, 3 bases with 1 lost (25%), division leader rating 0 at 3"
    expect(reading('rally')).toEqual({
      modifiers: 'division leader rating 0, 3" away 0, losses (1 of 4 bases lost) -2 = -2, added to the die',
      'rally line':
        'green, now rattled (old number 10); the modified die is compared with 17, 13, 10, 7 (§2.3)',
    });
    expect(reading('rally', ['leaders.divisionRating=2', 'leaders.divisionDistance=9']).modifiers).toBe(
      'division leader rating +2, 9" away -2, losses (1 of 4 bases lost) -2 = -2, added to the die',
    );
  });

  it('skirmish (§4.1): the numbers each die must reach, blockers by the A13 reading', () => {
    expect(reading('skirmish')['numbers to roll']).toBe(
      'green attacker at 4": scores 1M on 9+, flees on 1 or less; veteran blocks on 6+ (switch skirmishBlockGrade=blocker) (§4.1)',
    );
  });

  it('hors de combat (§4.7): each base hit within 4" and a skirmisher', () => {
    expect(reading('hors-de-combat', ['enemySkirmisherWithin4=true']).modifiers).toMatch(
      /^2 base hits within 4" \+2, enemy skirmisher within 4" [+-]\d+ = [+-]\d+, added to the die of a double \(§4\.7\)$/,
    );
  });

  it('panic test (§6.2, §6.3): unshaken and demoralized units, the pass number and the failing faces', () => {
    expect(reading('panic-test')).toEqual({
      modifiers:
        'not unshaken (a unit Shaken or worse) 0, 1 demoralized unit -2 = -2, added to each die (§6.3)',
      'pass number':
        'average grade average: the modified die passes on 5+, so natural 1 to 6 fail; 2 conditions, one die each, the worse holds (§6.2)',
    });
  });

  it("bombardment: each battery's first fire as odds artillery reads it, saved fire only on the first, the rally", () => {
    const r = reading('bombardment');
    // then each battery's row ends (A10, A18)
    expect(Object.keys(r).slice(0, 6)).toEqual([
      'battery 1, first fire',
      'battery 2, first fire',
      'later fires',
      'rally',
      'forced moves',
      'hors de combat',
    ]);
    // §4.7's leader check: the example's leader (rated 1, 3" away) rolls one after a fire that took bases
    expect(r['hors de combat']).toMatch(/^played: after each fire that took bases the division leader/);
    expect(Object.keys(r).slice(6)).toEqual([
      expect.stringMatching(/^battery 1: /),
      expect.stringMatching(/^battery 2: medium rifle at 11"$/),
    ]);
    expect(r['battery 2, first fire']).toMatch(
      /^basic effect: medium rifle at 11" reads the 12" column \(1M\); column modifiers: saved fire 1 column left -> 1 column left, the 10" column/,
    );
  });

  it("panic cascade: each division's own test, as the panic test reads it", () => {
    const r = reading('panic-cascade');
    expect(r.Third).toBe(
      'average grade green, passes on 7+; not unshaken (a unit Shaken or worse) 0, 1 demoralized unit -2 = -2 (§6.3)',
    );
    expect(Object.keys(r)).toHaveLength(5);
  });
});
