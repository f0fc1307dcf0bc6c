import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/engine/ruleset/paths.ts';
import { tempFiles } from '../../experiment/temp-files.ts';
import { runCli } from '../../helpers/cli.ts';

const BRIEF = join(PROJECT_ROOT, 'experiments/briefs/republic-assault.yaml');

/**
 * A brief of one target of the shipped brief's: what --out does with a
 * folder is the same for any brief, and this one tunes in about a third of
 * the time (the shipped brief is tuned in full by tune.test.ts and the help's example).
 */
const ONE_TARGET = `title: one target of the Republic assault brief
sim: assault
ruleset: republic-1.0-beta
costPerCell: 0.005
targets:
  - name: veteran v average in the open, the attacker carries 50-55%
    situation:
      assault: general
      attacker: {bases: 6, grade: veteran}
      defender: {bases: 6, grade: average}
    metric: decision:carry
    range: [0.50, 0.55]
`;

describe('warbench tune --out keeps files it did not write', () => {
  it('refuses a patch.yaml a user wrote, replaces it with --force, and writes again over its own files', async () => {
    const dir = tempFiles({ 'brief.yaml': ONE_TARGET });
    const brief = join(dir, 'brief.yaml');
    const out = join(dir, 'res');
    mkdirSync(out);
    writeFileSync(join(out, 'patch.yaml'), 'my own patch\n');
    const refused = await runCli(['tune', brief, '--out', out]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /--out: a folder to write the patch in, but .*res holds files warbench did not write \(patch\.yaml\); give a new folder, or one warbench tune wrote, or --force to write among them\n$/,
    );
    expect(readFileSync(join(out, 'patch.yaml'), 'utf8')).toBe('my own patch\n');
    expect(readdirSync(out)).toEqual(['patch.yaml']);

    expect((await runCli(['tune', brief, '--out', out, '--force'])).code).toBe(0);
    const patch = readFileSync(join(out, 'patch.yaml'), 'utf8');
    expect(patch).not.toBe('my own patch\n');
    // its own files, as it wrote them: a second tune writes over them without --force
    expect((await runCli(['tune', brief, '--out', out])).code).toBe(0);
    expect(readFileSync(join(out, 'patch.yaml'), 'utf8')).toBe(patch);
    // edited since, the patch is the user's
    writeFileSync(join(out, 'patch.yaml'), `${patch}# my note\n`);
    const edited = await runCli(['tune', brief, '--out', out]);
    expect(edited.code).toBe(2);
    expect(edited.stderr).toMatch(/holds files warbench did not write \(patch\.yaml\)/);
    expect(readFileSync(join(out, 'patch.yaml'), 'utf8')).toBe(`${patch}# my note\n`);
  }, 120_000);

  it('refuses a result folder', async () => {
    const d = tempFiles({});
    expect(
      (
        await runCli([
          'run',
          'experiments/reference-check.yaml',
          '--quick',
          '--no-report',
          '--out',
          join(d, 'ref'),
        ])
      ).code,
    ).toBe(0);
    const r = await runCli(['tune', BRIEF, '--out', join(d, 'ref')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /ref holds the results of reference-check \(a result folder is its experiment's\)/,
    );
  });
});

describe('a brief name that is not one folder name', () => {
  it('is refused at its line, nothing written outside out/', async () => {
    const d = tempFiles({
      'b.yaml': `name: ../../../escaped\ntargets:\n  - situationFile: ${join(PROJECT_ROOT, 'experiments/situations/assault.yaml')}\n    metric: mean_rounds\n    value: 1\n`,
    });
    const r = await runCli(['tune', join(d, 'b.yaml')], d);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /b\.yaml:1: name: expected a name of the letters a-z and A-Z \(no accents\), digits and \. _ -, starting with a letter or digit \(it names the output folder\), got "\.\.\/\.\.\/\.\.\/escaped"/,
    );
    expect(readdirSync(d)).toEqual(['b.yaml']);
  });
});

describe('Ctrl-C during tune', () => {
  it('stops it with exit 130 and writes nothing', async () => {
    const out = join(tempFiles({}), 'res');
    const r = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      // the search held open once started (see holdForTest): the signal lands in it, never after it
      const child = spawn(
        process.execPath,
        [join(PROJECT_ROOT, 'bin/warbench.mjs'), 'tune', BRIEF, '--out', out],
        { cwd: PROJECT_ROOT, env: { ...process.env, WARBENCH_HOLD: 'tune' } },
      );
      let stderr = '';
      let sent = false;
      child.stderr.on('data', (d) => {
        stderr += d;
        // the search has started: stop it there
        if (!sent && /warbench: holding at tune\n/.test(stderr)) {
          sent = true;
          child.kill('SIGINT');
        }
      });
      child.on('exit', (code) => resolve({ code, stderr }));
    });
    expect(r.code, r.stderr).toBe(130);
    expect(r.stderr).toMatch(/warbench: interrupted; nothing was written\n$/);
    expect(existsSync(out)).toBe(false);
  }, 120_000);
});

describe('warbench tune on a brief naming a ruleset of another family', () => {
  it('is refused at the line of its ruleset:', async () => {
    const text = readFileSync(BRIEF, 'utf8');
    const brief = text
      .replace('ruleset: republic-1.0-beta', 'ruleset: blake')
      .replaceAll('experiments/situations/', `${PROJECT_ROOT}/experiments/situations/`);
    const d = tempFiles({ 'brief.yaml': brief });
    const line = text.split('\n').findIndex((l) => l.startsWith('ruleset:')) + 1;
    const r = await runCli(['tune', join(d, 'brief.yaml'), '--out', join(d, 'out')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      `brief.yaml:${line}: ruleset: a Republic ruleset (tune moves the provisional cells of its tables), got blake`,
    );
    expect(existsSync(join(d, 'out'))).toBe(false);
  });
});
