import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/ruleset/paths.ts';
import { prepareExperiment } from '../../src/experiment/prepare-experiment.ts';
import { readExperiment } from '../../src/experiment/read-experiment.ts';
import { runCli } from '../helpers/cli.ts';
import { refusedRun, tempFiles } from './temp-files.ts';

const duel = (system: string, head = '') =>
  `name: d\nsim: duel\n${head}situation: {system: ${system}, attacker: {men: 2000, quality: average, formation: column}, defender: {men: 2000, quality: average, formation: line}}\n`;

describe('a ruleset no point reads (a duel plays each system under its own ruleset)', () => {
  it('refuses a ruleset of another system than every point plays, at its line', async () => {
    expect(await refusedRun(duel('republic', 'ruleset: blue-and-gray\n'))).toContain(
      "x.yaml:3: ruleset: rules some point plays: every point plays republic under that system's own shipped ruleset, so ruleset blue-and-gray would be read by none and change nothing; set the situation's system to blue-and-gray, or sweep system (warbench compare <file> --across system sets the systems side by side)\n",
    );
  });

  it('refuses switches given for a ruleset no point reads', async () => {
    expect(await refusedRun(duel('blake', 'switches: {grades: four}\n'))).toContain(
      'so its switches would be read by none and change nothing; set the situation',
    );
  });

  it("reads the sim's default ruleset, unnamed, as no one's mistake, and a ruleset some point of a system sweep plays", () => {
    const dir = tempFiles({
      'a.yaml': duel('blake'),
      'b.yaml': `${duel('republic', 'ruleset: blue-and-gray\n')}sweep:\n  system: [republic, blue-and-gray]\n`,
    });
    expect(prepareExperiment(readExperiment(join(dir, 'a.yaml'))).points).toHaveLength(1);
    expect(prepareExperiment(readExperiment(join(dir, 'b.yaml'))).points).toHaveLength(2);
  });

  it('refuses a compare of two rulesets on a duel that plays neither, naming the side', async () => {
    const r = await runCli([
      'compare',
      'republic-1.0-beta',
      'blue-and-gray',
      '--on',
      join(PROJECT_ROOT, 'experiments/situations/duel.yaml'),
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^warbench: \(command line\): A: rules some point plays: every point plays blue-and-gray /,
    );
  });
});
