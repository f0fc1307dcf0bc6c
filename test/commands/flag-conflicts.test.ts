import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { tempFiles } from '../experiment/temp-files.ts';
import { runCli } from '../helpers/cli.ts';

/** Flags that would be ignored, or read two ways, are refused (exit 2) rather than let pass. */
describe('flags that cannot all be honoured', () => {
  it('odds refuses --json with --csv', async () => {
    const r = await runCli(['odds', 'assault', '--json', '--csv']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'warbench: (command line): --csv: either --json or --csv, not both (each is the whole output)\n',
    );
  });

  it('refuses a flag another overrides (bench --quick or --no-pool, compare --method exact), rather than do something else than asked', async () => {
    const cases: Array<[string[], string]> = [
      [
        ['bench', '--quick', '--reps', '3'],
        '--reps: either --quick or --reps, not both (it sets 1 repetition of few trials), got --reps 3 with --quick',
      ],
      [
        ['bench', '--trials', '50', '--quick'],
        '--trials: either --quick or --trials, not both (it sets 1 repetition of few trials), got --trials 50 with --quick',
      ],
      [
        ['bench', '--no-pool', '--pool-sim', 'duel'],
        '--pool-sim: either --no-pool or --pool-sim, not both (it times no pool), got --pool-sim duel with --no-pool',
      ],
      [
        // as run refuses it: exact differences take no trials
        ['compare', 'experiments/assault-cell-variants.yaml', '--method', 'exact', '--trials', '5000'],
        '--trials: no such flag with --method exact: exact differences take no trials (--method auto or mc simulates), got 5000',
      ],
    ];
    for (const [args, expected] of cases) {
      const r = await runCli(args);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`warbench: (command line): ${expected}\n`);
    }
  });

  it('refuses a switch given twice', async () => {
    const r = await runCli([
      'odds',
      'assault',
      '--switch',
      'naturalRollMoraleHits=loserAlways',
      '--switch',
      'naturalRollMoraleHits=onlyIfLostModified',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'warbench: (command line): --switch: each switch once, got naturalRollMoraleHits given twice (naturalRollMoraleHits=loserAlways and naturalRollMoraleHits=onlyIfLostModified)\n',
    );
  });

  it('table refuses --switch and --set without --reach, known switch or not', async () => {
    for (const [flag, value] of [
      ['--switch', 'x=y'],
      ['--switch', 'naturalRollMoraleHits=loserAlways'],
      ['--set', 'a=b'],
    ]) {
      const r = await runCli(['table', flag, value]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(
        `warbench: (command line): ${flag}: only with --reach SITUATION (it sets how that situation is read), got ${flag} ${value} without --reach\n`,
      );
    }
  });

  it('compare refuses --on where no side reads it', async () => {
    const r = await runCli([
      'compare',
      'experiments/assault-cell-variants.yaml',
      '--on',
      'experiments/assault-grade-matrix.yaml',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'warbench: (command line): --on: only when A or B is a patch, ruleset, switch reading or shipped (the experiment they run on), but A is an experiment compared within its own sweep; got --on experiments/assault-grade-matrix.yaml\n',
    );
  });

  it('refuses a whole number past 2^53 rather than run a rounded seed', async () => {
    const r = await runCli([
      'run',
      'experiments/assault-cover-sweep.yaml',
      '--seed',
      '9007199254740993',
      '--out',
      join(tempFiles({}), 'out'),
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'warbench: (command line): --seed: a number of at most 9007199254740991, got "9007199254740993"\n',
    );
  });

  it('reads number flags as decimals only: 0x10 is not 16', async () => {
    for (const text of ['0x10', '0b11', '0o7']) {
      const r = await runCli([
        'run',
        'experiments/assault-cover-sweep.yaml',
        '--trials',
        text,
        '--out',
        join(tempFiles({}), 'out'),
      ]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`warbench: (command line): --trials: a number, got "${text}"\n`);
    }
  });

  it('history refuses --trials, --seed or --patch without --engagement: they set the simulation it would not run', async () => {
    for (const [flag, value] of [
      ['--trials', '200'],
      ['--seed', '5'],
      ['--patch', 'patches/history-fit.yaml'],
    ]) {
      const out = join(tempFiles({}), 'out');
      const r = await runCli(['history', flag, value, '--out', out]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`^warbench: \\(command line\\): ${flag}: only with --engagement `));
      expect(existsSync(out)).toBe(false);
    }
  });

  it('history refuses one engagement given twice (by two spellings of its path), before simulating', async () => {
    const out = join(tempFiles({}), 'out');
    const situation = 'experiments/situations/engagement-brigade.yaml';
    const r = await runCli([
      'history',
      '--engagement',
      situation,
      `./${situation}`,
      '--trials',
      '5',
      '--out',
      out,
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `warbench: (command line): --engagement: each situation once, got ./${situation} twice\n`,
    );
    expect(existsSync(out)).toBe(false);
  });
});
