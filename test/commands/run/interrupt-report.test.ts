import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/engine/ruleset/paths.ts';
import { readResultDir } from '../../../src/results/read-result-dir.ts';
import { runCli } from '../../helpers/cli.ts';
import { tempFiles } from '../../experiment/temp-files.ts';

/**
 * Run the real CLI with the report step held open (WARBENCH_HOLD, see
 * holdForTest) and send SIGINT once it says it is holding there: the signal
 * lands while the report is being built, never after it is finished.
 */
function runStoppedInReport(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'bin/warbench.mjs'), ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, WARBENCH_HOLD: 'report' },
    });
    let stderr = '';
    let sent = false;
    child.stderr.on('data', (d) => {
      stderr += d;
      if (!sent && /warbench: holding at report\n/.test(stderr)) {
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
    const r = await runStoppedInReport([
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
