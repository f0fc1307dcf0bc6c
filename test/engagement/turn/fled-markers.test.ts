import { describe, expect, it } from 'vitest';
import { MORALE_STATES } from '../../../src/engine/republic/rules/grades.ts';
import { makeFieldState, resetField, RULE } from '../../../src/engagement/state/field-state.ts';
import { firePhase, maskedByFriends } from '../../../src/engagement/turn/fire-phase.ts';
import { runEngagement } from '../../../src/engagement/turn/run-engagement.ts';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import {
  deploysMarkers,
  markersOut,
  redeployMarkers,
  skirmisherQuarters,
} from '../../../src/engagement/turn/marker-screen.ts';
import { brigadeAndGuns, fieldFrom, scriptedDice } from './field.ts';

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

  it('§1.4 a marker a base: a brigade of 4 markers down to 2 bases has 2 out, and when both flee it has none out', () => {
    const { c, f } = fieldFrom(
      field(0).replace('bases: 4, sector: 0, skirmishers: 2', 'bases: 4, sector: 0, skirmishers: 4'),
    );
    f.bases[0] = 2;
    expect(markersOut(c, f, 0)).toBe(2);
    const rng = scriptedDice([1, 1]);
    firePhase(rng, c, f, 0);
    expect([rng.left(), markersOut(c, f, 0), deploysMarkers(c, f, 0)]).toEqual([0, 0, false]);
  });

  // §4.1 "All skirmish fire results take effect at the end of the artillery phase (e.g. - skirmish and artillery fire
  // are considered simultaneous)"
  it('a marker that flees still masks its battery in the phase it fled: the battery fires only in a later phase', () => {
    const { c, f } = fieldFrom(
      brigadeAndGuns(1, 4).replace(
        '{grade: average, sector: 0}, {arm',
        '{grade: green, skirmishers: 1, sector: 0}, {arm',
      ),
      { markersBesideBattery: 'mask' },
    );
    expect(maskedByFriends(c, f, 1)).toBe(true);
    const rng = scriptedDice([1]); // the marker's die alone: the battery, masked, rolls none
    firePhase(rng, c, f, 0);
    expect([rng.left(), f.fled[0], f.fired[1]]).toEqual([0, 1, 0]);
    expect(maskedByFriends(c, f, 1)).toBe(false);
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

describe('fled markers over whole engagements', () => {
  // the division of field() given 6 bases and 3 markers a side, 12 turns: green markers flee on 1
  const DAY = `
turns: 12
stop: never
sectors: [{gap: 4}]
sides:
  Union:
    divisions: [{units: [{grade: green, bases: 6, sector: 0, skirmishers: 3}]}]
  Confederate:
    divisions: [{units: [{grade: green, bases: 6, sector: 0, skirmishers: 3}]}]
`;
  it("markers picked up are out again once their side's maneuver phase ends, unless it is Rattled or worse; a new trial starts with all out", () => {
    const { c, f } = fieldFrom(DAY);
    const course = new Float64Array(4 * 12);
    let playerTurn = 0;
    let fledSeen = 0;
    let wrong = 0;
    const clock = {
      lap(phase: number) {
        if (phase === -1) playerTurn++;
        if (phase === 2) fledSeen += f.fled[0] + f.fled[1];
        if (phase !== 1) return;
        // the side whose player turn it is (the Union's first)
        const side = (playerTurn - 1) % 2;
        if (f.morale[side] < c.deployBelow[side] && f.fled[side] !== 0) wrong++;
      },
    };
    const rng = chunkStream(7, 0, 0);
    for (let trial = 0; trial < 200; trial++) {
      playerTurn = 0;
      runEngagement(rng, c, f, course, clock);
    }
    expect(fledSeen).toBeGreaterThan(0);
    expect(wrong).toBe(0);
    f.fled[0] = 2;
    f.fledSides = 1;
    resetField(c, f);
    expect([f.fled[0], f.fledSides]).toEqual([0, 0]);
    expect(makeFieldState(c).fled[0]).toBe(0);
  });
});
