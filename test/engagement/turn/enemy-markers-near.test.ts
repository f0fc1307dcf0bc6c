import { describe, expect, it } from 'vitest';
import { horsDeCombatCheck } from '../../../src/engagement/turn/hors-de-combat-check.ts';
import { fieldFrom, scriptedDice } from './field.ts';

/** A Union brigade and a Confederate one `gap` inches apart, with `union` and `confederate` skirmish markers, under `switches`. */
const field = (gap: number, union = 0, confederate = 2, switches: Record<string, string> = {}) =>
  fieldFrom(
    `
sectors: [{gap: ${gap}}]
sides:
  Union:
    divisions: [{units: [{grade: average, sector: 0, skirmishers: ${union}}]}]
  Confederate:
    divisions: [{units: [{grade: average, sector: 0, skirmishers: ${confederate}}]}]
`,
    switches,
  );

/** The Union leader's check after his brigade took a base hit, on a rolled 3-3: the modifiers it read. */
function unionCheck(c: ReturnType<typeof field>['c'], f: ReturnType<typeof field>['f']) {
  f.horsDeCombat[1] = 1; // only the Union leader rolls
  f.bThisPhase[0] = 1;
  const dice = scriptedDice([3, 3]);
  horsDeCombatCheck(dice, c, f);
  return [dice.left(), c.hdc.baseHitsWithin4, c.hdc.enemySkirmisherWithin4];
}

// §4.7 "Add one (+1) to the hors de combat die roll if one or more enemy skirmish markers are within 4" of the
// leader base. This modifier is not cumulative. Intervening combat bases do not screen leader bases from
// skirmishers. Applicable during both the Artillery and Assault phases."
describe('§4.7 enemy skirmish markers within 4" of the leader, wherever they stand at the check', () => {
  it('a screen that attacked nobody this phase counts: its markers stand 5" ahead of their brigade (§3.5), 3" from the Union brigade 8" away, 5" from it 10" away', () => {
    for (const [gap, near] of [
      [8, true],
      [9, true],
      [10, false],
    ] as const) {
      const { c, f } = field(gap);
      expect([gap, ...unionCheck(c, f)]).toEqual([gap, 0, 1, near]);
    }
  });

  it('facing a Union screen the markers stand halfway (§3.5 Fighting Withdrawal): 4" from the Union brigade at 8", 5" at 10"', () => {
    for (const [gap, near] of [
      [8, true],
      [10, false],
    ] as const) {
      const { c, f } = field(gap, 2);
      expect([gap, ...unionCheck(c, f)]).toEqual([gap, 0, 1, near]);
    }
  });

  it("a Rattled brigade's markers count while they stay out (rattledMarkers stayOut, the default), not withdrawn (§2.3); the leader's own side's markers are not enemy markers", () => {
    for (const [switches, near] of [
      [{}, true],
      [{ rattledMarkers: 'withdrawn' }, false],
    ] as const) {
      const rattled = field(8, 0, 2, switches);
      rattled.f.morale[1] = 2;
      expect([switches, ...unionCheck(rattled.c, rattled.f)]).toEqual([switches, 0, 1, near]);
    }
    const own = field(8, 2, 0);
    expect(unionCheck(own.c, own.f)).toEqual([0, 1, false]);
  });
});
