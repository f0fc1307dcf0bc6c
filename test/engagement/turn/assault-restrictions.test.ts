import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { D_INDEX, S } from '../../../src/engine/republic/assault/assault-state.ts';
import { MORALE_STATES } from '../../../src/engine/republic/rules/grades.ts';
import { RULE } from '../../../src/engagement/state/field-state.ts';
import { assaultPhase } from '../../../src/engagement/turn/assault-phase.ts';
import { fieldFrom, scriptedDice } from './field.ts';

/** A Union brigade that closed to 3" of a Confederate unit of `arm` (a brigade beside it) in its maneuver phase, then took morale hits from this turn's fire. */
function closed(arm: string, morale: string) {
  const { c, f } = fieldFrom(`
sectors: [{gap: 8}, {gap: 8}]
sides:
  Union:
    doctrine: {assault: never}
    divisions: [{units: [{grade: average, sector: 0}]}]
  Confederate:
    doctrine: {assault: never}
    divisions: [{units: [{arm: ${arm}, grade: average, sector: 0${arm === 'artillery' ? ', battery: mediumRifle' : ''}}, {grade: average, sector: 1}]}]
`);
  f.assaulting[0] = 1;
  f.pos[0] = 5;
  f.morale[0] = MORALE_STATES.indexOf(morale as (typeof MORALE_STATES)[number]);
  return { c, f };
}

// §2.3 "Rattled - ... Infantry will not assault artillery."; "Demoralized - ... will not voluntarily advance toward any enemies"
describe("§2.3 an assault the morale hits of this turn's fire now forbid is not fought", () => {
  it('Demoralized by the fire, the brigade that closed does not assault the infantry in front of it (no die is rolled)', () => {
    const { c, f } = closed('infantry', 'demoralized');
    assaultPhase(scriptedDice([]), c, f, 0);
    expect(f.ruleCount[RULE['§5 assault fought']]).toBe(0);
    expect(f.pos[0]).toBe(5);
  });
  it('Rattled by the fire, infantry does not assault a battery; Rattled, it still assaults infantry', () => {
    const guns = closed('artillery', 'rattled');
    assaultPhase(scriptedDice([]), guns.c, guns.f, 0);
    expect(guns.f.ruleCount[RULE['§5 assault fought']]).toBe(0);
    const inf = closed('infantry', 'rattled');
    assaultPhase(chunkStream(1, 0, 0), inf.c, inf.f, 0);
    expect(inf.f.ruleCount[RULE['§5 assault fought']]).toBeGreaterThan(0);
  });
});

// §5.5 "Units which may breakthrough have the option of downgrading their breakthrough option to a carry position
// result"; §2.3 Rattled "Infantry will not assault artillery"
describe('§2.3 a "may" breakthrough is not made toward a line the brigade may not assault', () => {
  it('seed 21: a Rattled crack brigade that pursues destroys the green brigade, its cell a "Breakthrough may"; with a battery behind, it carries the position (4") and does not break through to the guns', () => {
    const { c, f } = fieldFrom(`
sectors: [{gap: 4, depth: 6}]
sides:
  Union:
    doctrine: {assault: never, breakthrough: pursue}
    divisions: [{units: [{grade: crack, bases: 8, morale: rattled, sector: 0}]}]
  Confederate:
    doctrine: {assault: never}
    divisions: [{units: [{grade: green, bases: 1, sector: 0}, {arm: artillery, battery: mediumRifle, grade: average, sector: 0, line: second}]}]
`);
    f.assaulting[0] = 1;
    assaultPhase(chunkStream(21, 0, 0), c, f, 0);
    expect([c.party.side[S.DECISION], f.bases[1], MORALE_STATES[f.morale[0]]]).toEqual([
      D_INDEX.defender_destroyed,
      0,
      'rattled',
    ]);
    expect(f.ruleCount[RULE['§5.5 breakthrough into the second line']]).toBe(0);
    expect([f.ruleCount[RULE['§5 assault fought']], f.pos[0]]).toEqual([1, 4]);
  });
});
