import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { REFERENCE_SWEEP, tempFiles } from '../../experiment/temp-files.ts';

describe('warbench run into a folder of results beside a damaged one', () => {
  it('writes its results, keeps the index with the readable ones, says which it left out and why, and exits 0', async () => {
    const dir = tempFiles({
      'a.yaml': REFERENCE_SWEEP.replace('name: ref-sweep', 'name: a'),
      'b.yaml': REFERENCE_SWEEP.replace('name: ref-sweep', 'name: b'),
      'c.yaml': REFERENCE_SWEEP.replace('name: ref-sweep', 'name: c'),
    });
    const out = join(dir, 'out');
    const first = await runCli(
      ['run', join(dir, 'a.yaml'), join(dir, 'b.yaml'), '--out', out, '--no-progress'],
      dir,
    );
    expect(first.code).toBe(0);
    // b's results damaged by hand
    writeFileSync(join(out, 'b', 'results.csv'), 'not,the,results\n');
    const r = await runCli(['run', join(dir, 'c.yaml'), '--out', join(out, 'c'), '--no-progress'], dir);
    expect(r.stderr).toMatch(/the index leaves out b, which cannot be read:\n.*results\.csv/);
    expect(r.code).toBe(0);
    expect(existsSync(join(out, 'c', 'results.csv'))).toBe(true);
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    expect(index).toContain('a/report.html');
    expect(index).toContain('c/report.html');
    expect(index).not.toContain('b/report.html');
  });
});
