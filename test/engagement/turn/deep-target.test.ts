import { describe, expect, it } from 'vitest';
import { refreshFronts } from '../../../src/engagement/state/field-state.ts';
import { deepTarget } from '../../../src/engagement/turn/deep-target.ts';
import { firePhase } from '../../../src/engagement/turn/fire-phase.ts';
import { fieldFrom, scriptedDice } from './field.ts';

// A Union battery (unit 1) beside its brigade (unit 0); Confederate brigades A (unit 2) in the first line
// `gap` inches off, C (unit 3) 2" behind it in the second line, D (unit 4) placed `dBehind` inches behind A.
function deepField(gap: number, dBehind: number, battery = 'heavyRifle', cover = '', switches = {}) {
  const { c, f } = fieldFrom(
    `
sectors: [{gap: ${gap}, depth: {Confederate: 2}${cover}}]
sides:
  Union:
    divisions: [{units: [{grade: average, sector: 0}, {arm: artillery, battery: ${battery}, grade: average, sector: 0}]}]
  Confederate:
    doctrine: {assault: never}
    divisions: [{units: [{grade: average, sector: 0}, {grade: average, sector: 0, line: second}, {grade: average, sector: 0, line: second}]}]
`,
    switches,
  );
  f.pos[4] = -dBehind;
  refreshFronts(c, f);
  return { c, f };
}

/** The deep target reading of the Union battery's fire on A at the sector's gap. */
function isDeep(d: ReturnType<typeof deepField>, gap: number): boolean {
  d.c.fires.range[0] = gap;
  return deepTarget(d.c, d.f, 1, 2, d.c.fires.column(1, gap));
}

describe('§4.3 Deep Target A in the engagement: three bases along the line of fire', () => {
  // §4.3: "The battery's center of fire passes into or through three or more combat bases as measured from the
  // leading edge of the target base to a depth of 4". The target bases do not need to belong to the same unit,
  // but must all be in open terrain and within natural (unmodified) effective artillery range"
  it('A, C 2" and D 3.5" behind it, each one base deep, make three bases; D 4.5" behind does not count', () => {
    expect(isDeep(deepField(8, 3.5), 8)).toBe(true);
    expect(isDeep(deepField(8, 4.5), 8)).toBe(false);
  });
  it('the fire moves one column left: at 8" the heavy rifle reads 2M 1B (the 6" column), not 1M 1B', () => {
    for (const [dBehind, moraleA] of [
      [3.5, 2],
      [4.5, 1],
    ]) {
      const { c, f } = deepField(8, dBehind);
      firePhase(scriptedDice([5, ...Array(20).fill(5)]), c, f, 0);
      expect([f.morale[2], f.bases[2]]).toEqual([moraleA, 5]);
    }
  });
  it('Point Blank Fire: at 1.5" the bases must line up short of 4"', () => {
    // "If the range to a target's front is 1½", the deep target modifier is only applied if the three base depth
    // lines-up at less than 4" range, instead of extending to 5½"."
    expect(isDeep(deepField(1.5, 2.4), 1.5)).toBe(true);
    expect(isDeep(deepField(1.5, 3.5), 1.5)).toBe(false);
  });
  it('only within the battery\'s natural reach: a medium smoothbore at 18" reaches 20", D at 21.5" is beyond', () => {
    expect(isDeep(deepField(18, 1.9, 'mediumSmoothbore'), 18)).toBe(true);
    expect(isDeep(deepField(18, 3.5, 'mediumSmoothbore'), 18)).toBe(false);
  });
  it('not in cover, and never under switch deepTargets none', () => {
    expect(isDeep(deepField(8, 2.5, 'heavyRifle', ', cover: {Confederate: medium}'), 8)).toBe(false);
    expect(isDeep(deepField(8, 2.5, 'heavyRifle', '', { deepTargets: 'none' }), 8)).toBe(false);
  });
});
