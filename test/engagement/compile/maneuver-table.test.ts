import { describe, expect, it } from 'vitest';
import { maneuverModifier } from '../../../src/engine/republic/maneuver/maneuver.ts';
import { fieldFrom } from '../turn/field.ts';

// one division of each commander class
const THREE_COMMANDERS = `
sectors: [{gap: 8}, {gap: 8}, {gap: 8}]
sides:
  Union:
    divisions:
      - {leader: {class: energetic, rating: 2}, units: [{grade: average, sector: 0}]}
      - {leader: {class: proficient, rating: 1}, units: [{grade: average, sector: 1}]}
      - {leader: {class: cautious, rating: 0}, units: [{grade: average, sector: 2}]}
  Confederate:
    divisions: [{units: [{grade: average, sector: 0}]}]
`;

describe('ManeuverModifiers: the §3.2 modifiers as numbers', () => {
  it('give what maneuverModifier gives for every commander, morale state, leaders within 2" and a leader just replaced', () => {
    const { c } = fieldFrom(THREE_COMMANDERS);
    const classes = ['energetic', 'proficient', 'cautious'] as const;
    for (let d = 0; d < 3; d++)
      for (let morale = 0; morale <= 4; morale++)
        for (let e = 0; e <= 2; e++)
          for (let p = 0; p <= 2; p++)
            for (const replaced of [false, true])
              expect(c.maneuverModifiers.of(morale, d, e, p, replaced)).toBe(
                maneuverModifier(c.rules, {
                  grade: 'average',
                  moraleHits: morale,
                  sameAction: false,
                  divisionCommander: classes[d],
                  proficientLeadersWithin2: p,
                  energeticLeadersWithin2: e,
                  leaderJustReplaced: replaced,
                }),
              );
  });

  it('a Shaken brigade of an energetic commander with an energetic leader within 2", its leader just replaced: 2 morale hits, +1, +2, -3', () => {
    const { c } = fieldFrom(THREE_COMMANDERS);
    expect(c.maneuverModifiers.of(2, 0, 1, 0, true)).toBe(-2);
  });
});

describe("flatManeuverTables: every unit's maneuver row in one array", () => {
  it("reads for every unit and modified roll, far past each row's thresholds, the set its ManeuverTable allows", () => {
    const { c } = fieldFrom(`
sectors: [{gap: 8}]
sides:
  Union:
    divisions: [{units: [{grade: crack, sector: 0}, {grade: green, sector: 0}, {arm: cavalry, grade: untrained, sector: 0}]}]
  Confederate:
    divisions: [{units: [{grade: veteran, sector: 0}, {arm: artillery, battery: mediumRifle, grade: average, sector: 0}]}]
`);
    const { sets, lo, span } = c.maneuverSets;
    for (let u = 0; u < c.nUnits; u++)
      for (let roll = -15; roll <= 25; roll++) {
        const i = Math.min(span - 1, Math.max(0, roll - lo));
        expect(sets[u * span + i]).toBe(c.maneuverActions[u].allowed(roll));
      }
  });
});
