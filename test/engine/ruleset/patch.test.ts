import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';

function patchFile(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'wb-patch-')), 'twice.yaml');
  writeFileSync(file, text);
  return file;
}

describe('a patch naming the same cell twice', () => {
  it('is refused, naming both lines, rather than the later value silently winning', async () => {
    const text = [
      'ruleset: republic-1.0-beta',
      'set:',
      '  - file: panic-index.yaml',
      '    at: levels.P2.average',
      '    value: F',
      '  - file: panic-index.yaml',
      '    at: levels.P2.average',
      '    value: R',
      '',
    ].join('\n');
    const file = patchFile(text);
    const r = await runCli(['odds', 'panic-test', '--patch', file]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^warbench: .*twice\.yaml:7: at: each cell once: levels\.P2\.average in panic-index\.yaml is already set at line 4 \(and again at line 7\)/,
    );
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('is refused when one edit names the cell by path and the other as the printed table does', async () => {
    const file = patchFile(
      [
        'ruleset: republic-1.0-beta',
        'set:',
        '  - file: assault.yaml',
        '    at: table.rows[13][2]',
        '    value: 1P Drive away',
        '  - file: assault.yaml',
        '    table: table',
        '    row: +1',
        '    column: PB',
        '    value: 1P Carry',
        '',
      ].join('\n'),
    );
    const r = await runCli(['odds', 'assault', '--patch', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /twice\.yaml:7: table: each cell once: table\.rows\[13\]\[2\] in assault\.yaml is already set at line 4 \(and again at line 7\)/,
    );
  });

  it('is refused when one edit sets a field and another a cell inside it (pass, then pass.average: the cell was silently lost)', async () => {
    const file = patchFile(
      [
        'ruleset: republic-1.0-beta',
        'set:',
        '  - {file: panic-index.yaml, at: pass.average, value: 5}',
        '  - {file: panic-index.yaml, at: pass, value: {crack: 4, veteran: 5, average: 6, green: 7, untrained: 8}}',
        '',
      ].join('\n'),
    );
    const r = await runCli(['table', 'panic-index.yaml', '--patch', file]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      `warbench: ${file}:4: at: each cell once: pass in panic-index.yaml holds pass.average, one set at line 3 and the other at line 4; keep the one you mean\n`,
    );
  });

  it('still applies two patch files that set one cell, in order', async () => {
    const a = patchFile(
      'ruleset: republic-1.0-beta\nset:\n  - {file: panic-index.yaml, at: levels.P2.average, value: F}\n',
    );
    const b = patchFile(
      'ruleset: republic-1.0-beta\nset:\n  - {file: panic-index.yaml, at: levels.P2.average, value: Rt}\n',
    );
    const r = await runCli(['odds', 'panic-test', '--patch', a, '--patch', b]);
    expect(r.code).toBe(0);
  });
});

describe('a patch that empties an assault cell', () => {
  it('is refused at its line, saying "got" once: what the cell needs and the empty text it was given', async () => {
    for (const value of ['""', '"  "']) {
      const file = patchFile(
        `ruleset: republic-1.0-beta\nset:\n  - file: assault.yaml\n    table: table\n    row: +1\n    column: PB\n    value: ${value}\n`,
      );
      const r = await runCli(['table', 'assault.yaml', '--patch', file]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(
        `warbench: ${file}:7: rulesets/republic-1.0-beta/assault.yaml: table.rows[13][2]: expected hits, an action, or both (the cell is empty), got ${value}\n`,
      );
    }
  });
});

describe('a patch that puts a non-number in a row label of a difference table', () => {
  it('gets the one message at the label, not false "expected -1" complaints at the rows below', async () => {
    const cases = [
      // Republic's assault table, rows +14 down to -13: the sixth row's label (+9)
      ['republic-1.0-beta', 'assault.yaml', 'table.rows[5][0]', 'whole number from -99 to 99', []],
      // the first row's label, from which the others are counted
      ['republic-1.0-beta', 'assault.yaml', 'table.rows[0][0]', 'whole number from -99 to 99', []],
      ['blake', 'melee.yaml', 'results.rows[0][0]', 'whole number from -20 to 20', ['--ruleset', 'blake']],
    ] as const;
    for (const [ruleset, table, at, expected, flags] of cases) {
      const file = patchFile(`ruleset: ${ruleset}\nset:\n  - file: ${table}\n    at: ${at}\n    value: x\n`);
      const r = await runCli(['table', table, ...flags, '--patch', file]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(
        `warbench: ${file}:5: rulesets/${ruleset}/${table}: ${at}: expected a ${expected}, got "x"\n`,
      );
    }
  });

  it('a row of the wrong length gets its one message, and the row below it none', async () => {
    const file = patchFile(
      'ruleset: republic-1.0-beta\nset:\n  - file: assault.yaml\n    at: table.rows[1]\n    value: [13, 1M, 1M]\n',
    );
    const r = await runCli(['table', '--patch', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `warbench: ${file}:5: rulesets/republic-1.0-beta/assault.yaml: table.rows[1]: expected [diff, AA cell, PB cell, DA cell], got 3 entries (is a comma missing between two of them?)\n`,
    );
  });

  it('still names a row out of order, counted from the first row', async () => {
    const file = patchFile(
      'ruleset: republic-1.0-beta\nset:\n  - file: assault.yaml\n    at: table.rows[5][0]\n    value: 7\n',
    );
    const r = await runCli(['table', '--patch', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      `${file}:5: rulesets/republic-1.0-beta/assault.yaml: table.rows[5][0]: expected 9 (rows run from the highest difference down by one), got 7`,
    );
  });
});

describe('a patch value written as a cell with its fields', () => {
  it('has its fields checked as a table cell is: a mistyped field or source is refused, not dropped', async () => {
    const cases = [
      [
        '{cell: 1P, sorce: text}',
        'table.rows[13][2].sorce: unknown field; expected one of cell, source, ref; did you mean source?',
      ],
      [
        '{cell: 1P, source: bogus}',
        'table.rows[13][2].source: expected one of text, example, sibling, public, provisional, patch, mapping, got "bogus"',
      ],
    ] as const;
    for (const [value, expected] of cases) {
      const file = patchFile(
        `ruleset: republic-1.0-beta\nset:\n  - file: assault.yaml\n    table: table\n    row: +1\n    column: PB\n    value: ${value}\n`,
      );
      const r = await runCli(['table', '--patch', file]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`warbench: ${file}:7: rulesets/republic-1.0-beta/assault.yaml: ${expected}\n`);
    }
    // the patch's own provenance still marks the cell, whatever source it gives
    const ok = patchFile(
      'ruleset: republic-1.0-beta\nset:\n  - file: assault.yaml\n    table: table\n    row: +1\n    column: PB\n    value: {cell: 1P, source: text}\n',
    );
    const r = await runCli(['table', '--patch', ok, '--json']);
    expect(r.code).toBe(0);
    const table = JSON.parse(r.stdout).tables.find((t: { table: string }) => t.table === 'table');
    // row +1, column PB (the row's label is column 0)
    expect(table.cells[13][1]).toMatchObject({ text: '1P', source: 'patch', field: 'table.rows[13][2]' });
  });
});

describe('a patch whose assault rows do not reach below zero', () => {
  it('says which rows it has, not "got a list"', async () => {
    const file = patchFile(
      'ruleset: republic-1.0-beta\nset:\n  - file: assault.yaml\n    at: table.rows\n    value: [[+2, 1P, 1P, 1P], [+1, 1P, 1P, 1P]]\n',
    );
    const r = await runCli(['table', '--patch', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `warbench: ${file}:5: rulesets/republic-1.0-beta/assault.yaml: table.rows: expected rows spanning both sides of zero, got rows +2 down to +1\n`,
    );
  });
});

describe('a patch that sets a whole table to a single value', () => {
  it('gets one message at the table, not one per cell the table should hold', async () => {
    const file = patchFile(
      'ruleset: republic-1.0-beta\nset:\n  - file: panic-index.yaml\n    at: levels\n    value: 1\n',
    );
    const r = await runCli(['table', 'panic-index.yaml', '--patch', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `warbench: ${file}:5: rulesets/republic-1.0-beta/panic-index.yaml: levels: expected a mapping of fields (source, ref, P1, P2, P3, P4), got 1\n`,
    );
  });
});

describe('a patch value with a YAML tag nothing reads', () => {
  it('is refused at the value, not copied into the table without its tag (or as the fields of a !!binary object)', async () => {
    for (const [value, tag] of [
      ['!foo 1P', '!foo'],
      ['!!binary aGVsbG8=', '!!binary'],
    ]) {
      const file = patchFile(
        `ruleset: republic-1.0-beta\nset:\n  - file: assault.yaml\n    table: table\n    row: +1\n    column: PB\n    value: ${value}\n`,
      );
      const r = await runCli(['table', '--patch', file]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(
        `warbench: ${file}:7: set[0].value: expected a plain value (text, a number, a list or a mapping), got a ${tag} value\n`,
      );
    }
  });
});

describe('a patch that puts a range, ratio or bracket out of order', () => {
  it('is refused at the patch line with both values as read (a {cell: 4, ...} neighbour reads 4, not "a mapping"), exit 2', async () => {
    const cases: Array<[string, string, string, string]> = [
      [
        'artillery.yaml',
        'chart.ranges[0]',
        '50',
        'range columns in increasing order, closest first, got 50 then 4',
      ],
      ['assault.yaml', 'outnumbered.steps[2].ratio', '1.8', 'ratios in increasing order, got 2 then 1.8'],
      ['skirmish.yaml', 'brackets.upTo[0]', '7', 'brackets in increasing order, got 7 then 5'],
    ];
    for (const [name, at, value, expected] of cases) {
      const file = patchFile(
        `ruleset: republic-1.0-beta\nset:\n  - file: ${name}\n    at: ${at}\n    value: ${value}\n`,
      );
      const r = await runCli(['odds', 'assault', '--patch', file]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(
        `warbench: ${file}:5: rulesets/republic-1.0-beta/${name}: ${at}: expected ${expected}\n`,
      );
    }
  });
});

describe('a patch that edits ruleset.yaml', () => {
  it('is refused at its file: line (exit 2): the switches and id there are read before any patch, so the edit would change nothing', async () => {
    const file = patchFile(
      'ruleset: republic-1.0-beta\nset:\n  - file: ruleset.yaml\n    at: switches.naturalRollMoraleHits.default\n    value: onlyIfLostModified\n',
    );
    const r = await runCli(['odds', 'assault', '--patch', file]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      `warbench: ${file}:3: file: a file of tables (artillery.yaml, assault.yaml, distances.yaml, forced-moves.yaml, grades.yaml, hors-de-combat.yaml, maneuver.yaml, panic-index.yaml, panic-test.yaml, rally.yaml, restrictions.yaml, skirmish.yaml), got ruleset.yaml: it names the ruleset and its switches, which a patch does not change (set a switch with --switch NAME=VALUE or an experiment's switches:)\n`,
    );
  });
});
