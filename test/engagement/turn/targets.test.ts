import { describe, expect, it } from 'vitest';
import { gather } from '../../../src/engagement/turn/gather.ts';
import { targetOf } from '../../../src/engagement/turn/fire-phase.ts';
import { maneuverPhase } from '../../../src/engagement/turn/maneuver-phase.ts';
import { fieldFrom, scriptedDice } from './field.ts';

// Sector 0: a Union brigade and battery face a Confederate battery alone (8" apart).
// Sector 1: a Union battery faces a Confederate brigade 12" away and a Confederate battery 2" ahead of it.
const GUNS = (attackerArm: string) => `
sectors: [{gap: 8}, {gap: 12}]
sides:
  Union:
    divisions: [{units: [{arm: ${attackerArm}, grade: average, sector: 0}, {arm: artillery, battery: mediumRifle, grade: average, sector: 0}, {arm: artillery, battery: mediumRifle, grade: average, sector: 1}]}]
  Confederate:
    divisions: [{units: [{arm: artillery, battery: mediumRifle, grade: average, sector: 0}, {grade: average, sector: 1}, {arm: artillery, battery: mediumRifle, grade: average, sector: 1}]}]
`;

describe('§4.5 Main Targets: the closest threat, infantry and cavalry first', () => {
  it('"Each artillery battery must fire at ... the closest infantry/cavalry or artillery threat": with no brigade before it, a battery fires at the enemy battery (counter-battery fire)', () => {
    const { c, f } = fieldFrom(GUNS('infantry'));
    expect(targetOf(c, f, 1)).toBe(3);
    // and the Confederate battery at the Union brigade, not the Union battery beside it
    expect(targetOf(c, f, 3)).toBe(0);
  });

  it('"the closest combat base(s) occupying the closest artillery range bracket ... (infantry and cavalry targets take priority over artillery targets)" (A20)', () => {
    const { c, f } = fieldFrom(GUNS('infantry'));
    f.pos[5] = 10; // the Confederate battery 2" from the Union guns, its brigade 12" away
    expect(c.fires.column(2, 2)).toBeLessThan(c.fires.column(2, 12));
    expect(targetOf(c, f, 2)).toBe(5);
    const first = fieldFrom(GUNS('infantry'), { artilleryTargetPriority: 'infantryFirst' });
    first.f.pos[5] = 10;
    expect(targetOf(first.c, first.f, 2)).toBe(4);
    // in the same bracket, the brigade comes first under either reading
    f.pos[5] = 0;
    expect(targetOf(c, f, 2)).toBe(4);
  });
});

describe('§5.2 assaulting a sector held only by batteries', () => {
  it('"Each ... artillery battery within assault range ... counts as one combat base": a brigade whose roll allows Assault closes on the lone battery and assaults it', () => {
    const { c, f } = fieldFrom(GUNS('infantry'));
    maneuverPhase(scriptedDice([10]), c, f, 0);
    expect([f.assaulting[0], f.pos[0]]).toEqual([1, 4]);
    const [att, def] = c.sides;
    gather(c, f, 0, 0, 3, true, att);
    gather(c, f, 1, 0, 0, false, def);
    expect([[...att.units.subarray(0, att.n)], [...def.units.subarray(0, def.n)], def.fresh]).toEqual([
      [0],
      [3],
      1,
    ]);
    expect(c.assaults.get('general', att, def).column).toBe('PB');
  });

  it('§5.3 AA 3 "Cavalry assaulting artillery": the column is AA', () => {
    const { c, f } = fieldFrom(GUNS('cavalry'));
    maneuverPhase(scriptedDice([10]), c, f, 0);
    const [att, def] = c.sides;
    gather(c, f, 0, 0, 3, true, att);
    gather(c, f, 1, 0, 0, false, def);
    expect(c.assaults.get('general', att, def).column).toBe('AA');
  });
});
