import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFiles } from '../../experiment/temp-files.ts';
import { runCli } from '../../helpers/cli.ts';

describe('warbench table', () => {
  it('prints the assault table as printed: signed difference rows, AA PB DA, each cell with its source', async () => {
    const r = await runCli(['table']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^\+1 +1P Drive away p +Roll again p +Roll again p$/m);
    expect(r.stdout).toMatch(/^\+6 +3P Carry p +3P Carry p +2P Drive away p$/m);
  });

  it('marks each cell with its exact reach in a situation, and the columns not read with a dot', async () => {
    const r = await runCli([
      'table',
      '--reach',
      'experiments/situations/assault.yaml',
      '--sim',
      'assault-round',
      '--json',
    ]);
    const t = JSON.parse(r.stdout).tables.find((x: { table: string }) => x.table === 'table');
    const plusOne = t.rows.indexOf('+1');
    expect(t.cells[plusOne][1].reads).toBeCloseTo(0.1, 12);
    expect(t.cells[plusOne][0].reads).toBe(0);
  });

  it('writes the table shaded by reach with --out: a never-read cell white, the most-read darkest', async () => {
    const dir = tempFiles({});
    const r = await runCli([
      'table',
      '--reach',
      'experiments/situations/assault.yaml',
      '--sim',
      'assault-round',
      '--out',
      join(dir, 't'),
    ]);
    expect(r.code).toBe(0);
    const spec = JSON.parse(readFileSync(join(dir, 't', 'table.vl.json'), 'utf8'));
    const cells = spec.vconcat.find((p: { title: string }) => p.title === 'table').data.values;
    const at = (row: string, column: string) =>
      cells.find((c: { row: string; column: string }) => c.row === row && c.column === column);
    expect(at('+1', 'AA').fill).toBe('#ffffff');
    expect(at('+1', 'PB').reads).toBeCloseTo(0.1, 12);
    expect(readFileSync(join(dir, 't', 'table.svg'), 'utf8')).toContain('1P Drive away');
  });

  it("prints each cell's reach in percent on the chart, with a colour key whose shades are the cells' and a note that says what they are", async () => {
    const dir = tempFiles({});
    expect(
      (
        await runCli([
          'table',
          '--reach',
          'experiments/situations/assault.yaml',
          '--sim',
          'assault-round',
          '--out',
          join(dir, 't'),
        ])
      ).code,
    ).toBe(0);
    const spec = JSON.parse(readFileSync(join(dir, 't', 'table.vl.json'), 'utf8'));
    const cells = spec.vconcat.find((p: { title: string }) => p.title === 'table').data.values as Array<{
      row: string;
      column: string;
      label: string;
      fill: string;
      reads: number;
    }>;
    const read = cells.filter((c) => c.reads > 0);
    const every = spec.vconcat
      .filter((p: { title: string }) => !p.title.startsWith('key'))
      .flatMap((p: { data: { values: unknown[] } }) => p.data.values) as typeof cells;
    const most = every.reduce((m, c) => (c.reads > m.reads ? c : m));
    expect(read.find((c) => c.row === '+1' && c.column === 'PB')!.label).toBe('Roll again · 10.0%');
    const key = spec.vconcat.find((p: { title: string }) => p.title === 'key: reads per trial').data
      .values as Array<{ label: string; fill: string }>;
    expect(key[0]).toMatchObject({ label: 'never', fill: '#ffffff' });
    expect(key.at(-1)).toMatchObject({ label: `${(most.reads * 100).toFixed(1)}%`, fill: most.fill });
    // every read cell is blue, never white or yellow, and darker the more it is read
    const luminance = (hex: string) =>
      [1, 3, 5]
        .map((i) => parseInt(hex.slice(i, i + 2), 16))
        .reduce((s, c, i) => s + c * [0.2126, 0.7152, 0.0722][i], 0);
    for (const c of read) expect(c.fill).toMatch(/^#[0-9a-f]{6}$/);
    const byReads = [...read].sort((a, b) => a.reads - b.reads);
    for (let i = 1; i < byReads.length; i++)
      expect(luminance(byReads[i].fill)).toBeLessThanOrEqual(luminance(byReads[i - 1].fill));
    for (const c of read)
      expect(parseInt(c.fill.slice(5, 7), 16)).toBeGreaterThan(parseInt(c.fill.slice(1, 3), 16)); // more blue than red
    expect(spec.title.subtitle.join(' ')).toContain('white: never read; pale to dark blue: read more often');
  });

  it("lays out the outnumbering steps as a table in the rulebook's layout, in the terminal and on the printable page", async () => {
    const r = await runCli(['table']);
    expect(r.stdout).toMatch(
      /\noutnumbered\.steps\n +ratio +modifier\n1 +1\.5 T +-1 p\n2 +2 T +-2 p\n3 +3 p +-3 p\n4 +4 p +-4 p\n/,
    );
    const dir = tempFiles({});
    expect((await runCli(['table', '--out', join(dir, 't')])).code).toBe(0);
    const page = readFileSync(join(dir, 't', 'table.html'), 'utf8');
    expect(page).toContain('<h2>outnumbered.steps</h2>');
    expect(page).toMatch(
      /<tr><th>2<\/th><td title="text; [^"]*">2<sup title="text">T<\/sup><\/td><td title="provisional[^"]*">-2<sup title="provisional">p<\/sup><\/td><\/tr>/,
    );
  });

  it('prints within 100 columns: the wide modifiers table turned, one modifier a row, and the notes wrapped', async () => {
    const r = await runCli(['table', '--reach', 'experiments/situations/assault-typical-battle.yaml']);
    expect(r.code).toBe(0);
    for (const line of r.stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
    expect(r.stdout).toMatch(/\nmodifiers\n +cover\nrepeaters +4 T/);
  });

  it('draws the table by source with a legend in words, narrow enough for a 1280 px page', async () => {
    const dir = tempFiles({});
    expect((await runCli(['table', '--out', join(dir, 't')])).code).toBe(0);
    const spec = JSON.parse(readFileSync(join(dir, 't', 'table.vl.json'), 'utf8'));
    expect(String(spec.title.subtitle)).not.toMatch(/#[0-9a-f]{6}/i);
    const modifiers = spec.vconcat.find((p: { title: string }) => p.title === 'modifiers');
    expect(modifiers.layer[0].encoding.color).toMatchObject({
      field: 'source',
      legend: { title: 'source of the cell' },
    });
    const svg = readFileSync(join(dir, 't', 'table.svg'), 'utf8');
    expect(Number(/width="([\d.]+)"/.exec(svg)![1])).toBeLessThan(1200);
  });

  it('exits 2 naming the file argument for a file the ruleset does not have', async () => {
    const r = await runCli(['table', 'nothing.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/\(command line\): file: one of the ruleset's files/);
  });

  it('exits 2 for ruleset.yaml, which holds no table, rather than print (or write a page of) an empty one', async () => {
    const dir = tempFiles({});
    const r = await runCli(['table', 'ruleset.yaml', '--out', join(dir, 't')]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      `warbench: (command line): file: one of the ruleset's files (artillery.yaml, assault.yaml, distances.yaml, forced-moves.yaml, grades.yaml, hors-de-combat.yaml, maneuver.yaml, panic-index.yaml, panic-test.yaml, rally.yaml, restrictions.yaml, skirmish.yaml), got "ruleset.yaml": it holds no table, only the ruleset's name and switches (warbench switches lists them)\n`,
    );
    expect(existsSync(join(dir, 't'))).toBe(false);
  });

  it('without a file, for a ruleset with no assault table, asks for a table file and names its files, not a file the user never gave', async () => {
    const r = await runCli(['table', '--ruleset', 'blake']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'warbench: (command line): file: a table file: blake has no assault.yaml (the file shown when none is named), so name one of its files (command.yaml, facing.yaml, fire.yaml, melee.yaml, morale.yaml, movement.yaml, reactions.yaml)\n',
    );
    const named = await runCli(['table', 'melee.yaml', '--ruleset', 'blake']);
    expect(named.code).toBe(0);
    expect(named.stdout).toMatch(/^melee\.yaml of blake/);
  });
});
