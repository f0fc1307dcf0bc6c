import { describe, expect, it } from 'vitest';
import { MORALE_STATES } from '../../../src/engine/republic/rules/grades.ts';
import { RULE } from '../../../src/engagement/state/field-state.ts';
import { firePhase } from '../../../src/engagement/turn/fire-phase.ts';
import {
  deploysMarkers,
  markersOut,
  redeployMarkers,
  skirmisherQuarters,
} from '../../../src/engagement/turn/marker-screen.ts';
import { fieldFrom, scriptedDice } from './field.ts';

// A green Union brigade of 4 bases with 2 markers out (unit 0) 4" from a veteran Confederate brigade (unit 1)
// with `blockers` markers. skirmish.yaml: green markers hit from 8 at 2" or less and flee on 1; a green marker
// stands 2" from the brigade it fires at (it goes up to 5" ahead, not past the enemy).
const field = (blockers: number) => `
sectors: [{gap: 4}]
sides:
  Union:
    divisions: [{units: [{grade: green, bases: 4, sector: 0, skirmishers: 2}]}]
  Confederate:
    divisions: [{units: [{grade: veteran, bases: 4, sector: 0${blockers ? `, skirmishers: ${blockers}` : ''}}]}]
`;

/** The Union fire phase with these dice; the field after it. */
function fire(dice: number[], switches: Record<string, string> = {}, blockers = 0) {
  const { c, f } = fieldFrom(field(blockers), switches);
  const rng = scriptedDice(dice);
  firePhase(rng, c, f, 0);
  return { c, f, left: rng.left() };
}

// §4.1 "If the attacking skirmish marker is untrained or green and rolls a low number that matches the Flee column
// results, the marker is picked up (it flees back to the parent formation)."
describe('§4.1 Flee: a green or untrained marker that rolls on the Flee column is picked up', () => {
  it('a green marker rolling 1 flees and the other, rolling 10, hits: one marker left out, 1M on the target', () => {
    const { c, f } = fire([1, 10]);
    expect(f.fled[0]).toBe(1);
    expect(markersOut(c, f, 0)).toBe(1);
    expect(f.ruleCount[RULE['§4.1 skirmish hit']]).toBe(1);
  });

  // untrained brigades deploy no markers (§3.5 "Trained brigades"), so a green one is the engagement's only case
  it('a green marker rolling 2 misses and stays out', () => {
    expect(fire([2, 2]).f.fled[0]).toBe(0);
  });

  it('a blocked marker does not attack, so its roll of 1 is no flight', () => {
    // one veteran blocker (blocks on 6 or more) per marker: the first marker blocked (6, then 1), the second not (1, then 1)
    const { f, left } = fire([6, 1, 1, 1], {}, 2);
    expect(left).toBe(0);
    expect(f.fled[0]).toBe(1);
  });

  it('with both markers picked up the brigade deploys none: no mask, no §5.4 quarters, no second fire', () => {
    const { c, f } = fire([1, 1]);
    expect(f.fled[0]).toBe(2);
    expect(deploysMarkers(c, f, 0)).toBe(false);
    expect(skirmisherQuarters(c, f, 0)).toBe(0);
    // the Union fires again in its next player turn before its movement phase: nothing to roll
    const again = scriptedDice([]);
    firePhase(again, c, f, 0);
    expect(again.left()).toBe(0);
  });

  it('§5.4 counts the markers still out: 1 of 4 bases is one quarter, not two', () => {
    const { c, f } = fire([1, 2]);
    expect(skirmisherQuarters(c, f, 0)).toBe(1);
  });

  it('stayOut: the roll only misses, both markers stay out', () => {
    const { c, f } = fire([1, 1], { fledMarkers: 'stayOut' });
    expect(f.fled[0]).toBe(0);
    expect(markersOut(c, f, 0)).toBe(2);
  });
});

// §3.5 markers are deployed in their owner's movement phase; §2.3 "Rattled - Unit may not change formation or deploy
// skirmishers" (restrictions.yaml)
describe("§3.5 picked-up markers go out again at their side's next movement phase", () => {
  it("a Formed or Unformed brigade sends them out; the enemy side's movement phase does not", () => {
    const { c, f } = fire([1, 1]);
    redeployMarkers(c, f, 1);
    expect(f.fled[0]).toBe(2);
    f.morale[0] = MORALE_STATES.indexOf('unformed');
    redeployMarkers(c, f, 0);
    expect(f.fled[0]).toBe(0);
    expect(markersOut(c, f, 0)).toBe(2);
  });

  it('a Rattled brigade may not deploy them: they stay with it, and go out once it rallies', () => {
    const { c, f } = fire([1, 1]);
    expect(c.deployBelow[0]).toBe(MORALE_STATES.indexOf('rattled'));
    f.morale[0] = MORALE_STATES.indexOf('rattled');
    redeployMarkers(c, f, 0);
    expect(f.fled[0]).toBe(2);
    f.morale[0] = MORALE_STATES.indexOf('unformed');
    redeployMarkers(c, f, 0);
    expect(f.fled[0]).toBe(0);
  });
});
