import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFiles } from '../../experiment/temp-files.ts';
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

  it('writes the table shaded by reach with --out: a never-read cell white, the most-read darkest', () => {
    const dir = tempFiles({});
    const r = warbench(['table', '--reach', 'experiments/situations/assault.yaml', '--sim', 'assault-round', '--out', join(dir, 't')]);
    expect(r.code).toBe(0);
    const spec = JSON.parse(readFileSync(join(dir, 't', 'table.vl.json'), 'utf8'));
    const cells = spec.vconcat.find((p: { title: string }) => p.title === 'table').data.values;
    const at = (row: string, column: string) => cells.find((c: { row: string; column: string }) => c.row === row && c.column === column);
    expect(at('+1', 'AA').fill).toBe('#ffffff');
    expect(at('+1', 'PB').reads).toBeCloseTo(0.1, 12);
    expect(readFileSync(join(dir, 't', 'table.svg'), 'utf8')).toContain('1P Drive away');
  });

  it('draws the table by source with a legend in words, narrow enough for a 1280 px page', () => {
    const dir = tempFiles({});
    expect(warbench(['table', '--out', join(dir, 't')]).code).toBe(0);
    const spec = JSON.parse(readFileSync(join(dir, 't', 'table.vl.json'), 'utf8'));
    expect(spec.title.subtitle).not.toMatch(/#[0-9a-f]{6}/i);
    const modifiers = spec.vconcat.find((p: { title: string }) => p.title === 'modifiers');
    expect(modifiers.layer[0].encoding.color).toMatchObject({ field: 'source', legend: { title: 'source of the cell' } });
    const svg = readFileSync(join(dir, 't', 'table.svg'), 'utf8');
    expect(Number(/width="([\d.]+)"/.exec(svg)![1])).toBeLessThan(1200);
  });

  it('exits 2 naming the file argument for a file the ruleset does not have', () => {
    const r = warbench(['table', 'nothing.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/\(command line\): file: one of the ruleset's files/);
  });
});
