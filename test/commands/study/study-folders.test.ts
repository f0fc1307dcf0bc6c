import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERENCE_SWEEP, tempFiles } from '../../experiment/temp-files.ts';
import { runCli } from '../../helpers/cli.ts';

const small = REFERENCE_SWEEP.replace('trials: 25000', 'trials: 2000');

describe('the folder that holds one result folder per experiment (study, run of several files)', () => {
  it('study refuses an empty --out, writing nothing in the working folder', async () => {
    const d = tempFiles({ 'x.yaml': small });
    const r = await runCli(['study', '--experiments', d, '--out', ''], d);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('warbench: (command line): --out: a folder name, got an empty one\n');
    expect(readdirSync(d)).toEqual(['x.yaml']);
  });

  it('is never a finished result: run of several files and study refuse it without --force', async () => {
    const d = tempFiles({ 'x.yaml': small, 'y.yaml': small.replace('name: ref-sweep', 'name: other') });
    const res = join(d, 'res');
    expect((await runCli(['run', join(d, 'x.yaml'), '--no-report', '--out', res])).code).toBe(0);
    const before = readdirSync(res).sort();
    const expected = `warbench: (command line): --out: a folder to hold one result folder per experiment, but ${res} holds the results of ref-sweep itself; give another folder, or --force to write among them\n`;
    const several = await runCli(['run', join(d, 'x.yaml'), join(d, 'y.yaml'), '--out', res]);
    expect(several.code).toBe(2);
    expect(several.stderr).toBe(expected);
    const study = await runCli(['study', '--experiments', d, '--out', res]);
    expect(study.code).toBe(2);
    expect(study.stderr).toBe(expected);
    expect(readdirSync(res).sort()).toEqual(before);
  });

  it("study refuses, before any trial, an experiment folder holding another experiment's result; --force replaces it", async () => {
    const d = tempFiles({ 'x.yaml': small });
    const other = tempFiles({ 'o.yaml': small.replace('name: ref-sweep', 'name: other') });
    const out = join(d, 'out');
    expect(
      (await runCli(['run', join(other, 'o.yaml'), '--no-report', '--out', join(out, 'ref-sweep')])).code,
    ).toBe(0);
    const r = await runCli(['study', '--experiments', d, '--out', out]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /ref-sweep holds the results of other; give another folder, or --force to replace them\n$/,
    );
    expect(readdirSync(out)).toEqual(['ref-sweep']);
    const forced = await runCli(['study', '--experiments', d, '--out', out, '--force', '--no-progress']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(out, 'ref-sweep', 'manifest.json'), 'utf8')).experiment.name).toBe(
      'ref-sweep',
    );
  }, 120_000);
});
