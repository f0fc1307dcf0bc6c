import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../../src/cli.ts';
import {
  examplesFolder,
  helpExamples,
  LONG,
  readmeExamples,
  runExample,
  runExamples,
  shellLine,
  standsAlone,
  TUNING,
} from '../../helpers/examples.ts';

describe('every example in --help', () => {
  it('finds examples in every command and the README', () => {
    const help = helpExamples();
    for (const cmd of buildProgram().commands)
      expect(
        help.some((e) => e.where === `warbench ${cmd.name()} --help`),
        cmd.name(),
      ).toBe(true);
    expect(help.some((e) => e.where === 'warbench --help')).toBe(true);
    expect(readmeExamples().length).toBeGreaterThan(5);
  });

  it('runs a line once only when it writes nothing and reads only shipped files', () => {
    expect(standsAlone('warbench odds assault')).toBe(true);
    expect(
      standsAlone(
        "warbench odds assault experiments/situations/assault-stone-wall.yaml --set 'defender.units[0].grade=average'",
      ),
    ).toBe(true);
    expect(standsAlone('warbench audit --ruleset rulesets/republic-1.0-beta/ --strict')).toBe(true);
    expect(
      standsAlone(
        'warbench compare shipped patches/pb-plus1-drive-away.yaml --on experiments/assault-grade-matrix.yaml',
      ),
    ).toBe(true);
    expect(standsAlone('warbench audit --strict --patch out/tune-republic-assault/patch.yaml')).toBe(false); // reads what tune wrote
    expect(standsAlone('warbench odds artillery --csv > artillery-odds.csv')).toBe(false);
    expect(standsAlone('warbench compare shipped x.yaml --on experiments/a.yaml --out compare-p2')).toBe(
      false,
    );
    expect(standsAlone('warbench run experiments/assault-grade-matrix.yaml --quick')).toBe(false);
    expect(standsAlone('warbench tune experiments/briefs/republic-assault.yaml')).toBe(false);
  });

  it('reads a line as /bin/sh would, or leaves it to /bin/sh', () => {
    const dir = examplesFolder();
    expect(
      shellLine(
        "warbench odds assault experiments/situations/assault-stone-wall.yaml --set 'defender.units[0].grade=average'",
        dir,
      ),
    ).toEqual({
      args: [
        'odds',
        'assault',
        'experiments/situations/assault-stone-wall.yaml',
        '--set',
        'defender.units[0].grade=average',
      ],
    });
    expect(shellLine('warbench odds artillery --csv > artillery-odds.csv', dir)).toEqual({
      args: ['odds', 'artillery', '--csv'],
      stdoutTo: 'artillery-odds.csv',
    });
    // a pattern is matched in the folder, sorted; one that matches nothing stays as written
    const rally = shellLine('warbench run experiments/rally-*.yaml --quick', dir)?.args ?? [];
    expect(rally.length).toBeGreaterThan(3);
    expect(rally.slice(1, -1)).toEqual([...rally.slice(1, -1)].sort());
    expect(rally.slice(1, -1).every((f) => /^experiments\/rally-.*\.yaml$/.test(f))).toBe(true);
    expect(shellLine('warbench run experiments/none-*.yaml', dir)?.args).toEqual([
      'run',
      'experiments/none-*.yaml',
    ]);
    expect(shellLine('warbench "a b" c', dir)?.args).toEqual(['a b', 'c']);
    for (const more of [
      'warbench odds | head',
      'warbench odds && ls',
      'warbench odds 2> err.txt',
      'warbench odds >> out.txt',
      'warbench odds > a > b',
      'warbench "$HOME"',
      'warbench odds $X',
      'X=1 warbench odds',
      'ls warbench',
      "warbench 'unclosed",
      'warbench run experiments/rally-?.yaml',
    ])
      expect(shellLine(more, dir), more).toBeUndefined();
  });

  // the examples run through the CLI's main in this process; the binary itself, once, as a user's shell runs it
  it('runs as printed through /bin/sh and the real binary too', async () => {
    const dir = examplesFolder();
    expect(await runExample('warbench odds artillery --csv > artillery-odds.csv | cat', dir)).toBeUndefined();
    expect(readFileSync(join(dir, 'artillery-odds.csv'), 'utf8')).toMatch(/^[^\n]*,/);
    expect(await runExample('warbench odds no-such-sim; exit $?', dir)).toMatch(/^exit 2:/);
    expect(await runExample('warbench odds no-such-sim', dir)).toMatch(/^exit 2:/);
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });

  // the README's examples, the long-running commands' (study, bench) and the tuning commands' run in files of their own, so the files share the cores
  it('runs as printed, in a fresh folder beside the shipped experiments, patches and rulesets', async () => {
    expect(
      await runExamples(helpExamples().filter((e) => !LONG.includes(e.where) && !TUNING.includes(e.where))),
    ).toEqual([]);
  }, 300_000);
});
