import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetTrials, runStudy } from '../../../src/commands/study/run-study.ts';
import { tempFiles } from '../../experiment/temp-files.ts';
import { runCli } from '../../helpers/cli.ts';
import { BASES_EXPERIMENT, FIXTURE_EXPERIMENT } from '../../report/fixture.ts';

describe('budgetTrials', () => {
  it('spreads a budget over the sweep points, never above the file or below one', () => {
    expect(budgetTrials(undefined, 1_000_000, 25)).toBeUndefined();
    expect(budgetTrials(2_000_000, 1_000_000, 25)).toBe(80_000);
    expect(budgetTrials(2_000_000, 1_000_000, 1)).toBe(1_000_000);
    expect(budgetTrials(10, 1_000_000, 25)).toBe(1);
  });
});

describe('runStudy', () => {
  it('runs every experiment file, builds each report and an index of them all', async () => {
    const dir = tempFiles({
      'a.yaml': FIXTURE_EXPERIMENT,
      'b.yaml': BASES_EXPERIMENT,
      'notes.txt': 'not an experiment',
    });
    const lines: string[] = [];
    const index = await runStudy({
      experiments: dir,
      out: join(dir, 'out'),
      workers: 1,
      budget: 6000,
      log: (l) => lines.push(l),
    });
    expect(index).toBe(join(dir, 'out', 'index.html'));
    const html = readFileSync(index, 'utf8');
    expect(html).toContain('href="report-fixture/report.html"');
    expect(html).toContain('href="bases-curve/report.html"');
    expect(html).toContain('href="audit.html"');
    expect(readFileSync(join(dir, 'out', 'audit.html'), 'utf8')).toContain(
      'Is the table balanced? Audit of republic-1.0-beta',
    );
    expect(lines[0]).toBe('warbench: [1/2] report-fixture: 6 points, 1,000 trials each');
    const manifest = JSON.parse(readFileSync(join(dir, 'out', 'bases-curve', 'manifest.json'), 'utf8'));
    // the assault has exact odds: the study answers its points exactly, with no trials (run --method auto)
    expect(
      manifest.sweep.points.map((p: { trials: number; method: string }) => [p.method, p.trials]),
    ).toEqual([
      ['exact', 0],
      ['exact', 0],
      ['exact', 0],
    ]);
  });

  it('checks every experiment file before the first trial: a bad file late in the folder leaves no result', async () => {
    const dir = tempFiles({
      'a.yaml': FIXTURE_EXPERIMENT,
      'z.yaml': 'name: broken\nsim: assault\ntrials: lots\n',
    });
    const r = await runCli([
      'study',
      '--experiments',
      dir,
      '--out',
      join(dir, 'out'),
      '--workers',
      '1',
      '--budget',
      '6000',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/z\.yaml:3: trials: /);
    expect(r.stderr).not.toContain('[1/2]');
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });

  it('refuses a file where a folder of experiments belongs', async () => {
    const dir = tempFiles({ 'a.yaml': FIXTURE_EXPERIMENT });
    const r = await runCli(['study', '--experiments', join(dir, 'a.yaml')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `warbench: ${join(dir, 'a.yaml')}: --experiments: expected a folder of experiment files (*.yaml), got a file (warbench run FILE runs one)\n`,
    );
  });

  it('says which flag is wrong', async () => {
    const r = await runCli(['study', '--budget', 'lots']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('warbench: (command line): --budget: a number, got "lots"\n');
  });
});
