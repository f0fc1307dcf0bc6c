import { describe, expect, it } from 'vitest';
import { compileSituation } from '../../../../src/tuning/reach/compile-situation.ts';

const flags = { patch: [], switch: [], set: [] as string[] };

describe('assaultReach', () => {
  it('one round reads the Pitched Battle row of each modified difference with the chance of the dice: (10 - |natural difference|)/100', () => {
    // assault.yaml: a veteran attacker (+1) on an average defender, Pitched Battle: row = natural difference + 1
    const s = compileSituation('assault-round', 'experiments/situations/assault.yaml', flags);
    const reach = s.sim.reach!(s.compiled);
    const row = (field: string) => reach.find((r) => r.cell.field === field)?.reads ?? 0;
    // rows[13] is +1 (natural difference 0), rows[4] is +10 (natural 9), rows[22] is -8 (natural -9)
    expect(row('table.rows[13][2]')).toBeCloseTo(0.1, 15);
    expect(row('table.rows[4][2]')).toBeCloseTo(0.01, 15);
    expect(row('table.rows[22][2]')).toBeCloseTo(0.01, 15);
    expect(row('table.rows[3][2]')).toBe(0);
    const tableReads = reach
      .filter((r) => r.cell.field.startsWith('table.'))
      .reduce((a, r) => a + r.reads, 0);
    expect(tableReads).toBeCloseTo(1, 12);
    expect(reach.every((r) => !r.cell.field.match(/^table\.rows\[\d+\]\[[13]\]$/))).toBe(true);
  });

  it('a whole assault reads the table once a round: the reads sum to the expected rounds', () => {
    const s = compileSituation('assault', 'experiments/situations/assault.yaml', flags);
    const reads = s.sim.reach!(s.compiled)
      .filter((r) => r.cell.field.startsWith('table.'))
      .reduce((a, r) => a + r.reads, 0);
    const exact = s.sim.exact!(s.compiled);
    const rounds = exact.perTrial[s.compiled.layout.meanOffset.mean_rounds];
    expect(rounds).toBeGreaterThan(1);
    expect(reads).toBeCloseTo(rounds, 12);
  });
});
