import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/engine/ruleset/paths.ts';
import { fileKind, kindWords } from '../../src/experiment/file-kind.ts';
import { computeOdds } from '../../src/tuning/odds/compute-odds.ts';
import { runCli } from '../helpers/cli.ts';
import { tempFiles } from './temp-files.ts';

describe('fileKind', () => {
  it('tells each kind of file by its top-level fields', () => {
    expect(fileKind('experiments/assault-grade-matrix.yaml').kind).toBe('experiment');
    expect(fileKind('patches/pb-plus1-drive-away.yaml').kind).toBe('patch');
    expect(fileKind('experiments/briefs/republic-assault.yaml').kind).toBe('brief');
    expect(fileKind('experiments/situations/assault-typical-battle.yaml').kind).toBe('mix');
    expect(fileKind('experiments/situations/assault.yaml')).toMatchObject({
      kind: 'situation',
      sims: ['assault', 'assault-round'],
    });
    expect(kindWords(fileKind('experiments/situations/artillery.yaml'))).toMatch(
      /^a situation for artillery( or [a-z-]+)* \(fields battery, target/,
    );
  });
});

describe("a situation whose fields another sim's example shares more of", () => {
  // blake-reaction's example leaves out class:, which blake-morale's writes: {test, class} is still a reaction situation
  it('is read for the sim asked when that sim writes at least half of its fields', async () => {
    const dir = tempFiles({ 'reform.yaml': 'test: reform\nclass: A\n' });
    const r = await runCli(['odds', 'blake-reaction', join(dir, 'reform.yaml'), '--json']);
    expect([r.code, r.stderr]).toEqual([0, '']);
    const artillery = await runCli(['odds', 'artillery', join(dir, 'reform.yaml')]);
    expect(artillery.code).toBe(2);
    expect(artillery.stderr).toMatch(
      /this is a situation for blake-morale \(fields test, class\), not a situation for artillery/,
    );
  });
});

describe('a file of the wrong kind: one message saying what it is and what was expected', () => {
  it('run given a situation', async () => {
    const r = await runCli(['run', 'experiments/situations/assault.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'warbench: experiments/situations/assault.yaml: this is a situation for assault or assault-round (fields assault, direction, maxRounds, attacker, defender), not an experiment file (name, sim, situation or situationFile, sweep, charts): an experiment wraps a situation with situationFile: experiments/situations/assault.yaml (warbench run), odds reads it as it is (warbench odds assault experiments/situations/assault.yaml), and compare runs on it (--on experiments/situations/assault.yaml)\n',
    );
  });

  it('odds artillery given an assault situation, odds given an experiment or a patch', async () => {
    const artillery = await runCli(['odds', 'artillery', 'experiments/situations/assault.yaml']);
    expect(artillery.code).toBe(2);
    expect(artillery.stderr).toMatch(
      /^warbench: experiments\/situations\/assault\.yaml: this is a situation for assault or assault-round \(fields [^)]*\), not a situation for artillery: /,
    );
    expect(artillery.stderr.split('\n')).toHaveLength(2);
    const experiment = await runCli(['odds', 'assault', 'experiments/assault-grade-matrix.yaml']);
    expect(experiment.stderr).toBe(
      'warbench: experiments/assault-grade-matrix.yaml: this is an experiment file (with sim:), not a situation for assault: warbench run experiments/assault-grade-matrix.yaml runs it\n',
    );
    const patch = await runCli(['odds', 'assault', 'patches/pb-plus1-drive-away.yaml']);
    expect(patch.stderr).toBe(
      "warbench: patches/pb-plus1-drive-away.yaml: this is a patch (with set:), not a situation for assault: give it with --patch patches/pb-plus1-drive-away.yaml, or list it under an experiment's patches:\n",
    );
  });

  it.each([
    [
      ['odds', 'assault', '--patch', 'experiments/situations/assault.yaml'],
      'experiments/situations/assault.yaml',
      /this is a situation for assault or assault-round \(fields [^)]*\), not a patch \(title, ruleset, set\): /,
    ],
    [
      ['audit', '--patch', 'experiments/assault-grade-matrix.yaml'],
      'experiments/assault-grade-matrix.yaml',
      /this is an experiment file \(with sim:\), not a patch \(title, ruleset, set\): warbench run /,
    ],
    [
      ['table', 'assault.yaml', '--patch', 'experiments/briefs/republic-assault.yaml'],
      'experiments/briefs/republic-assault.yaml',
      /this is a tune brief \(with targets:\), not a patch/,
    ],
    [
      ['tune', 'patches/pb-plus1-drive-away.yaml'],
      'patches/pb-plus1-drive-away.yaml',
      /this is a patch \(with set:\), not a tune brief \(title, sim, targets\): give it with --patch/,
    ],
    [
      ['tune', 'experiments/situations/assault.yaml'],
      'experiments/situations/assault.yaml',
      /this is a situation for assault or assault-round \(fields [^)]*\), not a tune brief/,
    ],
    [
      ['mapping', 'experiments/duel-cover.yaml'],
      'experiments/duel-cover.yaml',
      /this is an experiment file \(with sim:\), not a situation for duel: warbench run /,
    ],
    [
      ['audit', '--situation', 'experiments/situations/artillery.yaml'],
      'experiments/situations/artillery.yaml',
      /this is a situation for artillery \(fields battery, target, tandem\), not a situation for assault: /,
    ],
    [
      ['history', '--engagement', 'experiments/situations/assault.yaml', '--trials', '1'],
      'experiments/situations/assault.yaml',
      /this is a situation for assault or assault-round \(fields [^)]*\), not a situation for engagement: /,
    ],
  ])('%j: one message naming the file and what it is', async (args, file, message) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stderr.startsWith(`warbench: ${file}: `)).toBe(true);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.split('\n')).toHaveLength(2);
  });

  it("run: an experiment's patches, listed or swept, each said at its line when not a patch", async () => {
    const brief = join(PROJECT_ROOT, 'experiments/briefs/republic-assault.yaml');
    const dir = tempFiles({
      'listed.yaml': `name: listed\nsim: assault\npatches: [${brief}]\ntrials: 100\n`,
      'swept.yaml': `name: swept\nsim: assault\nsweep:\n  patches: [[], [${brief}]]\ntrials: 100\n`,
    });
    for (const [name, line, field] of [
      ['listed', 3, 'patches[0]'],
      ['swept', 4, 'sweep.patches[1][0]'],
    ] as const) {
      const file = join(dir, `${name}.yaml`);
      const r = await runCli(['run', file, '--out', join(dir, `out-${name}`)]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        new RegExp(
          `^warbench: ${file}:${line}: ${field.replace(/[[\].]/g, '\\$&')}: this is a tune brief \\(with targets:\\), not a patch \\(title, ruleset, set\\): warbench tune \\S+ reads it\n$`,
        ),
      );
      expect(existsSync(join(dir, `out-${name}`))).toBe(false);
    }
  });

  it('compare --on takes a situation file: the exact difference of the two exact odds', async () => {
    const r = await runCli([
      'compare',
      'shipped',
      'patches/pb-plus1-drive-away.yaml',
      '--on',
      'experiments/situations/assault.yaml',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const head = JSON.parse(r.stdout).points[0].headline;
    const win = (patch: string[]) =>
      computeOdds('assault', 'experiments/situations/assault.yaml', { patch, switch: [], set: [] })
        .distributions.find((d) => d.name === 'winner')!
        .outcomes.find((o) => o.outcome === 'attacker')!.probability;
    expect(head.a).toBeCloseTo(win([]), 12);
    expect(head.b).toBeCloseTo(win(['patches/pb-plus1-drive-away.yaml']), 12);
  });
});
