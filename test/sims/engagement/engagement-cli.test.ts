import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';

describe('warbench run with a bad engagement situation', () => {
  it('exits 2 with the file, line and field named, and writes nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warbench-engagement-'));
    const file = join(dir, 'bad-engagement.yaml');
    writeFileSync(
      file,
      `name: bad-engagement
title: bad
sim: engagement
situation:
  sectors: [{gap: 4}]
  sides:
    A: {doctrine: {breakthrough: sometimes}, divisions: [{units: [{grade: veteran, sector: 0}]}]}
    B: {divisions: [{units: [{grade: green, sector: 2}]}]}
trials: 100
seed: 1
`,
    );
    const r = await runCli(['run', file, '--out', join(dir, 'out'), '--no-progress']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'bad-engagement.yaml:7: situation.sides.A.doctrine.breakthrough: expected one of carry, pursue, got "sometimes"',
    );
    expect(r.stderr).toContain(
      'situation.sides.B.divisions[0].units[0].sector: expected a whole number from 0 to 0, got 2',
    );
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });
});
