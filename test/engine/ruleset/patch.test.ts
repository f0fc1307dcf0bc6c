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
