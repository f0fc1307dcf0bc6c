import { describe, expect, it } from 'vitest';
import {
  doubleReadAs,
  horsDeCombatRow,
} from '../../../../src/engine/republic/hors-de-combat/hors-de-combat.ts';
import { compileText, distOf, exactOf, rules } from '../../../sims/republic/compile-situation.ts';

describe('§4.7 hors de combat', () => {
  it('5-5 near a brigade that lost two bases reads 7-7 (the modifier on each die)', () => {
    expect(doubleReadAs(5, 5, 2)).toBe(7);
    const c = compileText('hors-de-combat', 'baseHitsWithin4: 2');
    expect(distOf(c, exactOf('hors-de-combat', c), 'read_as')['7-7']).toBeCloseTo(0.01, 12);
  });
  // §4.7 "roll 2D10 for each leader who was within 4" of any unit that suffered base hits"; the +1 is "for each friendly unit"
  it('a leader near only enemy losses rolls with no modifier: a 1-1 reads 1-1', () => {
    const c = compileText('hors-de-combat', 'baseHitsWithin4: 0');
    const read = distOf(c, exactOf('hors-de-combat', c), 'read_as');
    expect([read['1-1'], read['no double']]).toEqual([0.01, 0.9]);
  });
  it('a roll that is not a double has no effect, whatever the modifiers', () => {
    expect(doubleReadAs(5, 6, 9)).toBe(0);
    const c = compileText('hors-de-combat', 'baseHitsWithin4: 30\nenemySkirmisherWithin4: true');
    expect(distOf(c, exactOf('hors-de-combat', c), 'result')['no double']).toBeCloseTo(0.9, 12);
  });
  it('a higher value read is never a better result for the leader, and reads past the end use the last row', () => {
    const rows = rules.horsDeCombat.rows;
    for (let i = 1; i < rows.length; i++) expect(rows[i].value).toBeGreaterThanOrEqual(rows[i - 1].value);
    expect(horsDeCombatRow(rules, 40)).toBe(rows.length - 1);
  });
});
