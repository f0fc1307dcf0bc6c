import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeOdds } from '../../src/tuning/odds/compute-odds.ts';
import { PROJECT_ROOT } from '../../src/engine/ruleset/paths.ts';
import { runExperiment } from '../../src/experiment/run-experiment.ts';
import { readExperiment } from '../../src/experiment/read-experiment.ts';
import { tempFiles } from './temp-files.ts';
import { runCli } from '../helpers/cli.ts';

const SITUATION =
  '{assault: general, attacker: {bases: 6, grade: veteran}, defender: {bases: 6, grade: average}}';

describe('an experiment sweeping rulesets', () => {
  it('runs each point under its ruleset: a typed-in chart folder against the shipped id', async () => {
    const dir = tempFiles({ 'package.json': '{}' });
    cpSync(join(PROJECT_ROOT, 'rulesets/republic-1.0-beta'), join(dir, 'typed'), { recursive: true });
    // the designer types in PB +1 as the patch pb-plus1-drive-away would set it
    const assault = join(dir, 'typed/assault.yaml');
    writeFileSync(
      assault,
      readFileSync(assault, 'utf8').replace(
        '[+1,  1P Drive away,          Roll again,              Roll again]',
        '[+1,  1P Drive away,          1P Drive away,           Roll again]',
      ),
    );
    writeFileSync(
      join(dir, 'x.yaml'),
      `name: rs\nsim: assault\nsituation: ${SITUATION}\nsweep:\n  ruleset: [republic-1.0-beta, typed]\ntrials: 1000\n`,
    );
    const { manifest, outDir } = await runExperiment({
      file: join(dir, 'x.yaml'),
      workers: 1,
      out: join(dir, 'out'),
    });
    expect(manifest.sweep.params).toEqual([{ name: 'ruleset', kind: 'ruleset' }]);
    const rows = readFileSync(join(outDir, 'results.csv'), 'utf8')
      .split('\n')
      .filter((l) => l.includes(',winner,attacker,'));
    const est = rows.map((l) => Number(l.split(',')[7]));
    writeFileSync(join(dir, 's.yaml'), SITUATION);
    const odds = (patch: string[]) =>
      computeOdds('assault', join(dir, 's.yaml'), { patch, switch: [], set: [] })
        .distributions.find((d) => d.name === 'winner')!
        .outcomes.find((o) => o.outcome === 'attacker')!.probability;
    expect(rows.map((l) => l.split(',')[2])).toEqual(['republic-1.0-beta', 'typed']);
    expect(est[0]).toBeCloseTo(odds([]), 9);
    expect(est[1]).toBeCloseTo(odds([join(PROJECT_ROOT, 'patches/pb-plus1-drive-away.yaml')]), 9);
  });

  it('names a value that is neither a ruleset id nor a folder with ruleset.yaml, with its line', () => {
    const dir = tempFiles({
      'x.yaml': `name: rs\nsim: assault\nsituation: ${SITUATION}\nsweep:\n  ruleset: [republic-1.0-beta, nowhere]\n`,
    });
    expect(() => readExperiment(join(dir, 'x.yaml'))).toThrow(
      /x\.yaml:5: sweep\.ruleset\[1\]: expected a ruleset id from rulesets\/ or a folder holding ruleset\.yaml/,
    );
  });

  it("names a ruleset of another family at the experiment's ruleset line or sweep value, not at the situation", async () => {
    const dir = tempFiles({
      'swept.yaml': `name: rs\nsim: assault\nsituation: ${SITUATION}\nsweep:\n  ruleset: [republic-1.0-beta, blake]\n`,
      'given.yaml': `name: rs\nsim: assault\nruleset: blake\nsituationFile: ${join(PROJECT_ROOT, 'experiments/situations/assault.yaml')}\n`,
    });
    const swept = await runCli(['run', join(dir, 'swept.yaml'), '--out', join(dir, 'o1'), '--no-progress']);
    expect(swept.code).toBe(2);
    expect(swept.stderr).toBe(
      `warbench: ${join(dir, 'swept.yaml')}:5: sweep.ruleset[1]: a ruleset of family republic for sim assault, got blake\n`,
    );
    const given = await runCli(['run', join(dir, 'given.yaml'), '--out', join(dir, 'o2'), '--no-progress']);
    expect(given.stderr).toBe(
      `warbench: ${join(dir, 'given.yaml')}:3: ruleset: a ruleset of family republic for sim assault, got blake\n`,
    );
    // the --ruleset flag of odds, not the shipped example situation it reads
    const odds = await runCli(['odds', 'assault', '--ruleset', 'blake']);
    expect(odds.code).toBe(2);
    expect(odds.stderr).toBe(
      'warbench: (command line): --ruleset: a ruleset of family republic for assault, got blake\n',
    );
  });

  it('refuses a swept value with a YAML tag nothing reads at its line, rather than sweeping it without the tag', () => {
    const dir = tempFiles({
      'x.yaml': `name: rs\nsim: assault\nsituation: ${SITUATION}\nsweep:\n  attacker.bases: [!foo 3, 4]\n`,
    });
    expect(() => readExperiment(join(dir, 'x.yaml'))).toThrow(
      `${join(dir, 'x.yaml')}:5: sweep.attacker.bases[0]: expected a plain value (text, a number, a list or a mapping), got a !foo value`,
    );
  });
});
