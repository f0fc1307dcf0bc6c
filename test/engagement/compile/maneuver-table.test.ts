import { describe, expect, it } from 'vitest';
import { maneuverModifier } from '../../../src/engine/republic/maneuver/maneuver.ts';
import { leadersNearUnit } from '../../../src/engagement/turn/leaders-near.ts';
import { fieldFrom } from '../turn/field.ts';
import { ACTION_BIT } from '../../../src/engagement/compile/maneuver-table.ts';
import { MANEUVER_ACTIONS } from '../../../src/engine/republic/rules/maneuver.ts';
import { MIXED_FIELD } from './mixed-field.ts';

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

describe("ManeuverModifiers.inAction: each unit's modifier with every leader in action", () => {
  it('is of() with its leaders within 2" as leadersNearUnit counts them, no morale hits, no leader just replaced', () => {
    const other =
      '- {leader: {class: energetic, sector: 0}, units: [{grade: average, sector: 0, line: second}, {arm: artillery, battery: mediumRifle, grade: average, sector: 0}]}';
    const { c, f } = fieldFrom(
      THREE_COMMANDERS.replace(
        'units: [{grade: average, sector: 2}]}',
        `units: [{grade: average, sector: 2}]}\n      ${other}`,
      ),
    );
    expect(c.nDivisions).toBe(5);
    // the energetic leader placed in sector 0 is within 2" of the units there: the first division's brigade gets +2 more
    expect(c.maneuverModifiers.inAction[0] - c.maneuverModifiers.of(0, 0, 1, 0, false)).toBe(2);
    for (let u = 0; u < c.nUnits; u++) {
      leadersNearUnit(c, f, c.ix.side[u], u, c.leaderCount);
      expect(c.maneuverModifiers.inAction[u]).toBe(
        c.maneuverModifiers.of(0, c.ix.division[u], c.leaderCount[0], c.leaderCount[1], false),
      );
    }
  });
});

describe("flatManeuverTables: every unit's maneuver row in one array", () => {
  it("reads for every unit and modified roll, far past each row's thresholds, the set its ManeuverTable allows", () => {
    const { c } = fieldFrom(MIXED_FIELD);
    const { sets, lo, span } = c.maneuverSets;
    for (let u = 0; u < c.nUnits; u++)
      for (let roll = -15; roll <= 25; roll++) {
        const i = Math.min(span - 1, Math.max(0, roll - lo));
        expect(sets[u * span + i]).toBe(c.maneuverActions[u].allowed(roll));
      }
  });
});

describe('ACTION_BIT, a const enum', () => {
  it("ACTION_BIT: each action's bit in an allowed set, 1 << its MANEUVER_ACTIONS index", () => {
    expect([ACTION_BIT.ASSAULT, ACTION_BIT.ADVANCE, ACTION_BIT.PULL_BACK]).toEqual(
      (['assault', 'advance', 'pullBack'] as const).map((a) => 1 << MANEUVER_ACTIONS.indexOf(a)),
    );
  });
});
