import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/engine/ruleset/paths.ts';
import { readResultDir } from '../../../src/results/read-result-dir.ts';
import { runCli } from '../../helpers/cli.ts';
import { tempFiles } from '../../experiment/temp-files.ts';

/**
 * Run the real CLI with a step held open (WARBENCH_HOLD, see holdForTest)
 * and send SIGINT once it says it is holding there: the signal lands in that
 * step (the report being built; `exit`, the command finished), never after it.
 */
function runStoppedAt(step: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'bin/warbench.mjs'), ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, WARBENCH_HOLD: step },
    });
    let stderr = '';
    let sent = false;
    child.stderr.on('data', (d) => {
      stderr += d;
      if (!sent && stderr.includes(`warbench: holding at ${step}\n`)) {
        sent = true;
        child.kill('SIGINT');
      }
    });
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('Ctrl-C while run builds the report', () => {
  it('leaves the finished result in the folder whole and puts the new results aside', async () => {
    const out = join(tempFiles({}), 'frag');
    const file = 'experiments/duel-fragility.yaml';
    expect((await runCli(['run', file, '--quick', '--seed', '99', '--out', out, '--no-progress'])).code).toBe(
      0,
    );
    const charts = readdirSync(join(out, 'charts')).sort();
    const before = ['manifest.json', 'results.csv', 'report.html', ...charts.map((c) => `charts/${c}`)].map(
      (f) => readFileSync(join(out, f), 'utf8'),
    );
    const r = await runStoppedAt('report', [
      'run',
      file,
      '--quick',
      '--seed',
      '1234',
      '--out',
      out,
      '--no-progress',
    ]);
    expect(r.code, r.stderr).toBe(130);
    expect(r.stderr).toMatch(
      /interrupted while building the report; the new results are in \S+frag\.partial \(\S+frag is as it was\)/,
    );
    expect(r.stderr).not.toMatch(/\n\s+at /);
    // the old result, report and charts, byte for byte
    expect(readdirSync(join(out, 'charts')).sort()).toEqual(charts);
    expect(
      ['manifest.json', 'results.csv', 'report.html', ...charts.map((c) => `charts/${c}`)].map((f) =>
        readFileSync(join(out, f), 'utf8'),
      ),
    ).toEqual(before);
    expect(readResultDir(out).manifest.seed).toBe(99);
    // the new results, whole, beside it
    expect(readResultDir(`${out}.partial`).manifest.seed).toBe(1234);
    expect(readdirSync(join(out, '..')).filter((n) => n.includes('warbench-'))).toEqual([]);
    expect(existsSync(join(`${out}.partial`, 'report.html'))).toBe(false);
  }, 120_000);
});

describe('Ctrl-C once the command has finished, as its threads wind down', () => {
  it("ends with the command's own exit code, its result whole, and no word of an interruption", async () => {
    const out = join(tempFiles({}), 'ref');
    const r = await runStoppedAt('exit', [
      'run',
      'experiments/reference-check.yaml',
      '--quick',
      '--method',
      'mc',
      '--out',
      out,
      '--no-report',
      '--no-progress',
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/warbench: done: /);
    expect(r.stderr).not.toMatch(/interrupted|nothing was written/);
    expect(readResultDir(out).manifest.partial).toBe(false);
  }, 120_000);
});
