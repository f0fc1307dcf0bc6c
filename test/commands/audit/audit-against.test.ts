import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFiles } from '../../experiment/temp-files.ts';
import { runCli } from '../../helpers/cli.ts';

/** A copy of the shipped Republic ruleset with one assault cell typed in: +2 AA made 3P Carry, better than the +3 above it. */
function typedIn(): { dir: string; line: number } {
  const dir = join(tempFiles({}), 'my-chart');
  cpSync('rulesets/republic-1.0-beta', dir, { recursive: true });
  const file = join(dir, 'assault.yaml');
  const lines = readFileSync(file, 'utf8').split('\n');
  const line = lines.findIndex((l) => l.startsWith('    - [+2,  1P Carry,')) + 1;
  lines[line - 1] = lines[line - 1].replace('1P Carry,  ', '3P Carry,  ');
  writeFileSync(file, lines.join('\n'));
  return { dir, line };
}

describe('audit of a typed-in folder, against the shipped ruleset', () => {
  it('lists each changed cell and points the problem at the edited cell, not its untouched neighbour', async () => {
    const { dir, line } = typedIn();
    const r = await runCli(['audit', '--ruleset', dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      new RegExp(
        // the line wraps wherever the temporary folder's path makes it long
        `\\nCells that differ from republic-1\\.0-beta \\(1\\):\\n  .*my-chart/assault\\.yaml:${line}:\\s+table\\.rows\\[12\\]\\[1\\]:\\s+1P\\s+Carry\\s+->\\s+3P\\s+Carry\\n`,
      ),
    );
    expect(r.stdout).toMatch(
      new RegExp(
        `\\[monotone in the difference\\] AA \\+3 \`2P Carry\` is worse for the attacker than \\+2 \`3P Carry\`\\n +.*my-chart/assault\\.yaml:${line}:\\s+table\\.rows\\[12\\]\\[1\\]\\n`,
      ),
    );
  });

  it('--against none reads the folder alone; --json gives the changed cells', async () => {
    const { dir, line } = typedIn();
    expect((await runCli(['audit', '--ruleset', dir, '--against', 'none'])).stdout).not.toContain(
      'Cells that differ',
    );
    const j = JSON.parse(
      (await runCli(['audit', '--ruleset', dir, '--against', 'shipped', '--json'])).stdout,
    );
    expect(j.changed.against).toBe('republic-1.0-beta');
    expect(j.changed.cells).toEqual([
      expect.objectContaining({ line, field: 'table.rows[12][1]', was: '1P Carry', now: '3P Carry' }),
    ]);
  });

  it('refuses an --against that names no ruleset, with the nearest id', async () => {
    const r = await runCli(['audit', '--against', 'republic-1.0-bta']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /--against: shipped, none, or a ruleset id from rulesets\/ or a folder holding ruleset\.yaml, got "republic-1\.0-bta"; did you mean republic-1\.0-beta\?/,
    );
  });
});
