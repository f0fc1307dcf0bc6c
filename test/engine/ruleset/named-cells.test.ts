import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRuleset } from '../../../src/engine/families/load-ruleset.ts';
import { RULESETS_DIR } from '../../../src/engine/ruleset/paths.ts';

/** A typed-in copy of a shipped ruleset with one cell of one file retyped; the message it is refused with. */
function refusal(ruleset: string, file: string, from: string, to: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'wb-cells-')), ruleset);
  cpSync(join(RULESETS_DIR, ruleset), dir, { recursive: true });
  const text = readFileSync(join(dir, file), 'utf8');
  expect(text).toContain(from);
  writeFileSync(join(dir, file), text.replace(from, to));
  try {
    loadRuleset(dir);
  } catch (e) {
    // the file as the message names it, from the copy's folder on
    const message = (e as Error).message;
    return message.slice(message.indexOf(`${ruleset}/`) + ruleset.length + 1);
  }
  throw new Error(`expected ${to} in ${file} to be refused`);
}

/**
 * A cell that divides, or counts dice or inches, has its own range inside
 * its table's: 0 or a negative was read and gave NaN or Infinity (a rally
 * 12" from its leader at NaN, a Blake melee won by Infinity figures, Half a
 * League's morale markers an empty table) or a unit with -2 white dice.
 */
describe('named cells with a range of their own', () => {
  it('refuses a divisor of 0 or less at its line: rally distanceStep, Blake halvedDivisor, Half a League fire', () => {
    expect(
      refusal('republic-1.0-beta', 'rally.yaml', 'distanceStep: {cell: 4,', 'distanceStep: {cell: 0,'),
    ).toBe('rally.yaml:28: modifiers.distanceStep.cell: expected a whole number from 1 to 100, got 0');
    expect(
      refusal('republic-1.0-beta', 'rally.yaml', 'freeDistance: {cell: 4,', 'freeDistance: {cell: -4,'),
    ).toBe('rally.yaml:27: modifiers.freeDistance.cell: expected a whole number from 0 to 100, got -4');
    expect(refusal('blake', 'melee.yaml', 'halvedDivisor: {cell: 2,', 'halvedDivisor: {cell: 0,')).toBe(
      'melee.yaml:29: totals.halvedDivisor.cell: expected a whole number from 1 to 10, got 0',
    );
    for (const [cell, line, shipped] of [
      ['sixesPerMoraleMarker', 17, 2],
      ['leaderKillSixes', 18, 3],
      ['longRangeDivisor', 19, 2],
      ['canisterShots', 20, 2],
    ] as const)
      expect(refusal('half-a-league', 'fire.yaml', `${cell}: {cell: ${shipped},`, `${cell}: {cell: 0,`)).toBe(
        `fire.yaml:${line}: rules.${cell}.cell: expected a whole number from 1 to 6, got 0`,
      );
  });

  it("refuses an activation unit's white dice below 1 and an action costing less than nothing; the enemy's -1 still reads", () => {
    expect(refusal('activation', 'activation.yaml', 'whiteDice: {cell: 3,', 'whiteDice: {cell: -2,')).toBe(
      'activation.yaml:12: damage.whiteDice.cell: expected a whole number from 1 to 6, got -2',
    );
    expect(refusal('activation', 'combat.yaml', '  move: {cell: 1,', '  move: {cell: -1,')).toBe(
      'combat.yaml:44: actions.move.cell: expected a whole number from 0 to 6, got -1',
    );
    expect(loadRuleset('activation').source.id).toBe('activation');
  });
});
