import { describe, expect, it } from 'vitest';
import { firePhase, skirmishTarget } from '../../../src/engagement/turn/fire-phase.ts';
import { RULE } from '../../../src/engagement/state/field-state.ts';
import { fieldFrom, scriptedDice } from './field.ts';

// A Crack brigade with one marker faces a sector the Confederates hold with a battery only, 6" away (their brigade is in the next sector).
const BATTERY_HOLDS = `
sectors: [{gap: 6}, {gap: 6}]
sides:
  Union:
    divisions: [{units: [{grade: crack, skirmishers: 1, sector: 0}]}]
  Confederate:
    divisions: [{units: [{arm: artillery, battery: mediumSmoothbore, grade: average, sector: 0}, {grade: average, sector: 1}]}]
`;

// §4.1 Attack "Attacking skirmish markers not blocked by defending enemy skirmishers may fire on enemy combat bases within
// 5""; §1.2 "Combat Bases - Combat bases make up the units used for game play, including infantry, cavalry and artillery
// formations"; §4.1 Combat "Skirmishers for the attacking player attempt to shoot at and score M hits on enemy brigades"
describe('switch skirmishTargets: markers facing a battery', () => {
  it('combatBases (the default): the marker fires at the battery, 1" from it (crack hits on 5 within 2"): 1M on the battery', () => {
    const { c, f } = fieldFrom(BATTERY_HOLDS);
    expect(skirmishTarget(c, f, 0)).toBe(1);
    // the marker's die (5: a hit), then the battery's fire at the brigade and any leader checks
    const dice = scriptedDice([5, 5, 5, 5, 5, 5]);
    firePhase(dice, c, f, 0);
    expect([f.morale[1], f.ruleCount[RULE['§4.1 skirmish hit']]]).toEqual([1, 1]);
  });

  it('brigades: the marker has no target; only the battery fires', () => {
    const { c, f } = fieldFrom(BATTERY_HOLDS, { skirmishTargets: 'brigades' });
    expect(skirmishTarget(c, f, 0)).toBe(-1);
    // the battery's fire and any leader checks: the first 5 is the battery's, not a marker's
    const dice = scriptedDice([5, 5, 5, 5, 5]);
    firePhase(dice, c, f, 0);
    expect([f.morale[1], f.ruleCount[RULE['§4.1 skirmish hit']]]).toEqual([0, 0]);
  });
});

// §4.1 Defend (Block) "A defending skirmish marker may attempt to block the closest enemy skirmish marker that is within 5" of it"
describe("§4.1 the defending brigade's markers block markers firing at its battery", () => {
  it('a battery 6" off with its brigade (one marker) 3" behind it: the marker fires at the battery from 1" (5" ahead of its parent), one blocker against it', () => {
    const { c, f } = fieldFrom(`
sectors: [{gap: 6}]
sides:
  Union:
    divisions: [{units: [{grade: crack, skirmishers: 1, sector: 0}]}]
  Confederate:
    divisions: [{units: [{arm: artillery, battery: mediumSmoothbore, grade: average, sector: 0}, {grade: average, skirmishers: 1, sector: 0}]}]
`);
    f.pos[2] = -3;
    expect(skirmishTarget(c, f, 0)).toBe(1);
    const calls: number[][] = [];
    const get = c.skirmish.exchange.bind(c.skirmish);
    // the range is read from the memo's typed slot
    c.skirmish.exchange = (...a: Parameters<typeof get>) => (
      calls.push([a[0], a[1], c.skirmish.range[0], a[2], a[3]]), get(...a)
    );
    const dice = scriptedDice(Array(12).fill(5));
    firePhase(dice, c, f, 0);
    // (attacker, target, range, screen, blockers)
    expect(calls).toEqual([[0, 1, 1, 2, 1]]);
  });
});
