import { describe, expect, it } from 'vitest';
import { warbench } from '../../helpers/cli.ts';

describe('warbench table', () => {
  it('prints the assault table as printed: signed difference rows, AA PB DA, each cell with its source', () => {
    const r = warbench(['table']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^\+1 +1P Drive away p +Roll again p +Roll again p$/m);
    expect(r.stdout).toMatch(/^\+6 +3P Carry p +3P Carry p +2P Drive away p$/m);
  });

  it('marks each cell with its exact reach in a situation, and the columns not read with a dot', () => {
    const r = warbench(['table', '--reach', 'experiments/situations/assault.yaml', '--sim', 'assault-round', '--json']);
    const t = JSON.parse(r.stdout).tables.find((x: { table: string }) => x.table === 'table');
    const plusOne = t.rows.indexOf('+1');
    expect(t.cells[plusOne][1].reads).toBeCloseTo(0.1, 12);
    expect(t.cells[plusOne][0].reads).toBe(0);
  });

  it('exits 2 naming the file argument for a file the ruleset does not have', () => {
    const r = warbench(['table', 'nothing.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/\(command line\): file: one of the ruleset's files/);
  });
});
