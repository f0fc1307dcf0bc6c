import { describe, expect, it } from 'vitest';
import type { CompiledEngagement } from '../../../src/engagement/compile/compile-engagement.ts';
import { firePhase } from '../../../src/engagement/turn/fire-phase.ts';
import { fieldFrom, scriptedDice } from './field.ts';

// A veteran Union brigade with two markers 6" from an average Confederate brigade with two.
const DUEL = `
sectors: [{gap: 6}]
sides:
  Union:
    divisions: [{units: [{grade: veteran, skirmishers: 2, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, skirmishers: 2, sector: 0}]}]
`;

/**
 * The exchanges the markers of one fire phase roll, as (attacker, target, range, blockers), the brigade at
 * index 1 Rattled, and the dice drawn (each marker's blockers' and its own: all 1s, no hits, no leader checks).
 */
function rolls(switches: Record<string, string>, side: number): { exchanges: number[][]; dice: number } {
  const { c, f } = fieldFrom(DUEL, switches);
  f.morale[1] = 2; // Rattled
  const dice = scriptedDice(Array(12).fill(1));
  const exchanges = spyRolls(c, () => firePhase(dice, c, f, side));
  return { exchanges, dice: 12 - dice.left() };
}

function spyRolls(c: CompiledEngagement, run: () => void): number[][] {
  const calls: number[][] = [];
  const get = c.skirmish.exchange.bind(c.skirmish);
  // the range is read from the memo's typed slot
  c.skirmish.exchange = (...a: Parameters<typeof get>) => (
    calls.push([a[0], a[1], c.skirmish.range[0], a[3]]), get(...a)
  );
  run();
  return calls;
}

// §2.3 "Rattled - Unit may not change formation or deploy skirmishers"; §1.4 "The deployment or recall of skirmish
// markers is not considered a formation change"
describe('switch rattledMarkers: the markers of a Rattled brigade', () => {
  it('stayOut (the default): they stay out, so they block the Union markers, which stand halfway (3" off) against them', () => {
    // two markers, one blocker each
    expect(rolls({}, 0)).toEqual({ exchanges: [[0, 1, 3, 1]], dice: 4 });
  });

  it('stayOut: they fire when their side attacks, from halfway', () => {
    expect(rolls({}, 1)).toEqual({ exchanges: [[1, 0, 3, 1]], dice: 4 });
  });

  it('withdrawn: they neither block (the Union markers go 5" forward, 1" off) nor fire', () => {
    expect(rolls({ rattledMarkers: 'withdrawn' }, 0)).toEqual({ exchanges: [[0, 1, 1, 0]], dice: 2 });
    expect(rolls({ rattledMarkers: 'withdrawn' }, 1)).toEqual({ exchanges: [], dice: 0 });
  });
});

// §4.1 Defend (Block) "A defending skirmish marker may attempt to block the closest enemy skirmish marker that is
// within 5" of it"; docs/engagement-situation.md "Skirmish markers stand up to 5" ahead of their parent"
describe('§4.1 a screen blocks only markers within 5" of it', () => {
  // a crack marker fires at a battery 10" off from 5" ahead of its brigade; the battery's brigade stands behind it
  const BEHIND = `
sectors: [{gap: 10}]
sides:
  Union:
    divisions: [{units: [{grade: crack, skirmishers: 1, sector: 0}]}]
  Confederate:
    divisions: [{units: [{arm: artillery, battery: mediumSmoothbore, grade: average, sector: 0}, {grade: average, skirmishers: 1, sector: 0}]}]
`;
  const blockers = (back: number) => {
    const { c, f } = fieldFrom(BEHIND);
    f.pos[2] = -back;
    return spyRolls(c, () => firePhase(scriptedDice(Array(12).fill(1)), c, f, 0));
  };

  it('the brigade 5" behind its battery (15" from the Union brigade): the screens stand 5" apart and its marker blocks', () => {
    expect(blockers(5)).toEqual([[0, 1, 5, 1]]);
  });

  it('6" behind (16"): the screens stand 6" apart and its marker does not block', () => {
    expect(blockers(6)).toEqual([[0, 1, 5, 0]]);
  });
});
