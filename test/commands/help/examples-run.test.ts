import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../../src/cli.ts';
import {
  helpExamples,
  LONG,
  readmeExamples,
  runExamples,
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

  // the README's examples, the long-running commands' (study, bench) and the tuning commands' run in files of their own, so the files share the cores
  it('runs as printed, in a fresh folder beside the shipped experiments, patches and rulesets', () => {
    expect(
      runExamples(helpExamples().filter((e) => !LONG.includes(e.where) && !TUNING.includes(e.where))),
    ).toEqual([]);
  }, 300_000);
});
