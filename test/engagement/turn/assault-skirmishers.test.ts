import { describe, expect, it } from 'vitest';
import { makePartySide, type PartySide } from '../../../src/engagement/compile/assault-memo.ts';
import type { CompiledEngagement } from '../../../src/engagement/compile/compile-engagement.ts';
import type { FieldState } from '../../../src/engagement/state/field-state.ts';
import { addMember } from '../../../src/engagement/turn/gather.ts';
import { skirmisherQuarters } from '../../../src/engagement/turn/marker-screen.ts';
import { fieldFrom } from './field.ts';

// Union: a veteran brigade of 4 bases with 2 markers out (unit 0), a green one of 6 with none (unit 1);
// Confederate: an average brigade of 6 with 1 marker out (unit 2), 4" away.
const FIELD = `
sectors: [{gap: 4}]
sides:
  Union:
    divisions: [{units: [{grade: veteran, bases: 4, sector: 0, skirmishers: 2}, {grade: green, bases: 6, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: average, bases: 6, sector: 0, skirmishers: 1}]}]
`;

function side(c: CompiledEngagement, f: FieldState, units: number[]): PartySide {
  const p = makePartySide();
  for (const u of units) addMember(c, f, p, u);
  return p;
}

/** The static die modifiers (attacker, defender) of the general assault of `attackers` on the Confederate brigade. */
function staticMods(switches: Record<string, string>, attackers: number[]): number[] {
  const { c, f } = fieldFrom(FIELD, switches);
  const a = c.assaults.get('general', side(c, f, attackers), side(c, f, [2]));
  return [a.staticMod[0], a.staticMod[1]];
}

describe('§5.4 Each 1/4 skirmishers out in the engagement assault', () => {
  // §5.4: "Each 1/4 skirmishers out - Attacker and/or defender subtract one point (-1) from their die roll for
  // each one-quarter of available skirmish markers that are deployed. As with other modifiers, this only
  // applies if affected units make up half or more of participating bases."
  it('perBase: 2 markers of a 4-base brigade are two quarters; 1 of 6 is less than one', () => {
    const { c, f } = fieldFrom(FIELD);
    expect([0, 1, 2].map((u) => skirmisherQuarters(c, f, u))).toEqual([2, 0, 0]);
    // a brigade down to 2 bases has its 1 marker as half its allowance
    f.bases[2] = 2;
    expect(skirmisherQuarters(c, f, 2)).toBe(2);
  });
  it('given: the markers it was given, all out, are four quarters', () => {
    const { c, f } = fieldFrom(FIELD, { skirmisherAllowance: 'given' });
    expect([0, 1, 2].map((u) => skirmisherQuarters(c, f, u))).toEqual([4, 0, 4]);
  });
  it('the assault takes the minus: -2 for the attacker against recalled markers', () => {
    const recalled = staticMods({ assaultSkirmishers: 'recalled' }, [0]);
    const deployed = staticMods({}, [0]);
    expect([deployed[0] - recalled[0], deployed[1] - recalled[1]]).toEqual([-2, 0]);
    const given = staticMods({ skirmisherAllowance: 'given' }, [0]);
    expect([given[0] - recalled[0], given[1] - recalled[1]]).toEqual([-4, -4]);
  });
  it('only when the brigades with markers out make up half or more of the bases: 4 of 10 take none', () => {
    const recalled = staticMods({ assaultSkirmishers: 'recalled' }, [0, 1]);
    expect(staticMods({}, [0, 1])).toEqual(recalled);
  });
  it('recalled: no brigade has quarters out', () => {
    const { c, f } = fieldFrom(FIELD, { assaultSkirmishers: 'recalled' });
    expect([0, 1, 2].map((u) => skirmisherQuarters(c, f, u))).toEqual([0, 0, 0]);
  });
});
