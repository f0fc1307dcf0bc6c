import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import { computeOdds } from '../../../src/tuning/odds/compute-odds.ts';
import { PROJECT_ROOT } from '../../../src/engine/ruleset/paths.ts';
import { runExperiment } from '../../../src/experiment/run-experiment.ts';
import { compileSituation } from '../../../src/tuning/reach/compile-situation.ts';
import { Problems } from '../../../src/engine/input/problems.ts';
import { loadYamlFile } from '../../../src/engine/input/parse-yaml.ts';
import { mixShares, readSituationMix } from '../../../src/sims/mix/situation-mix.ts';
import { Evaluator } from '../../../src/tuning/evaluate/evaluator.ts';
import { tempFiles } from '../../experiment/temp-files.ts';
import { runCli } from '../../helpers/cli.ts';

const PART_A = {
  assault: 'general',
  attacker: { bases: 6, grade: 'average' },
  defender: { bases: 6, grade: 'average' },
};
const PART_B = {
  assault: 'general',
  attacker: { bases: 6, grade: 'green' },
  defender: { bases: 6, grade: 'veteran', cover: 'light' },
};
const dir = tempFiles({
  'a.yaml': JSON.stringify(PART_A),
  'b.yaml': JSON.stringify(PART_B),
  'mix.yaml': JSON.stringify({
    mix: [
      { weight: 3, situation: PART_A },
      { weight: 1, situation: PART_B },
    ],
  }),
});
const odds = (file: string) => computeOdds('assault', join(dir, file), { patch: [], switch: [], set: [] });
const chance = (s: ReturnType<typeof odds>, metric: string, outcome: string) =>
  s.distributions.find((d) => d.name === metric)!.outcomes.find((o) => o.outcome === outcome)!.probability;

describe('a weighted mix of situations', () => {
  it("has exact odds that are the weighted mean of its parts' exact odds (3:1)", () => {
    const [a, b, mix] = [odds('a.yaml'), odds('b.yaml'), odds('mix.yaml')];
    for (const [metric, outcome] of [
      ['winner', 'attacker'],
      ['decision', 'carry'],
      ['defender_response', 'Rt'],
    ]) {
      expect(chance(mix, metric, outcome)).toBeCloseTo(
        0.75 * chance(a, metric, outcome) + 0.25 * chance(b, metric, outcome),
        14,
      );
    }
    const rounds = (s: typeof a) => s.means.find((m) => m.name === 'mean_rounds')!.expected;
    expect(rounds(mix)).toBeCloseTo(0.75 * rounds(a) + 0.25 * rounds(b), 14);
  });

  it('reads the cells its parts read, weighted', () => {
    const { sim, compiled } = compileSituation('assault', join(dir, 'mix.yaml'), {
      patch: [],
      switch: [],
      set: [],
    });
    const parts = ['a.yaml', 'b.yaml'].map((f) =>
      compileSituation('assault', join(dir, f), { patch: [], switch: [], set: [] }),
    );
    const reads = (r: ReturnType<NonNullable<typeof sim.reach>>) => r.reduce((s, x) => s + x.reads, 0);
    expect(reads(sim.reach!(compiled))).toBeCloseTo(
      0.75 * reads(parts[0].sim.reach!(parts[0].compiled)) +
        0.25 * reads(parts[1].sim.reach!(parts[1].compiled)),
      12,
    );
  });

  it("by Monte Carlo draws each trial's part: 200,000 seeded trials within 4 standard errors of the exact mix", () => {
    const { sim, compiled } = compileSituation('assault', join(dir, 'mix.yaml'), {
      patch: [],
      switch: [],
      set: [],
    });
    const acc = new Float64Array(compiled.layout.size);
    const n = 200_000;
    sim.kernel(chunkStream(5, 0, 0), compiled, n, acc);
    const exact = sim.exact!(compiled).perTrial;
    const at = compiled.layout.distOffset.winner;
    const p = exact[at];
    expect(Math.abs(acc[at] / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
    // the outcome counts of a distribution sum to the trials: every trial ran exactly one part
    const d = compiled.layout.distributions.find((x) => x.name === 'winner')!;
    expect(d.outcomes.reduce((s, _, i) => s + acc[at + i], 0)).toBe(n);
  });

  it('names a bad weight with its file and line (exit 2)', async () => {
    writeFileSync(
      join(dir, 'bad.yaml'),
      `mix:\n  - weight: 3\n    situation: ${JSON.stringify(PART_A)}\n  - weight: -1\n    situation: ${JSON.stringify(PART_B)}\n`,
    );
    const r = await runCli(['odds', 'assault', join(dir, 'bad.yaml')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bad\.yaml:4: mix\[1\]\.weight: expected a positive weight/);
  });

  it('refuses weights whose sum is too large to hold: every share would read 0', async () => {
    writeFileSync(
      join(dir, 'huge.yaml'),
      `mix:\n  - weight: 1e308\n    situation: ${JSON.stringify(PART_A)}\n  - weight: 1e308\n    situation: ${JSON.stringify(PART_B)}\n`,
    );
    const r = await runCli(['odds', 'assault', join(dir, 'huge.yaml'), '--json']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      `warbench: ${join(dir, 'huge.yaml')}:2: mix: expected weights whose sum is a finite number (they are relative shares: 1 and 3 mean a quarter and three quarters), got 1e308 + 1e308\n`,
    );
  });
});

describe('a mix with a field beside mix:', () => {
  it('refuses it at its line, as any situation refuses an unknown field, rather than passing it over', async () => {
    const d = tempFiles({
      'typo.yaml': `mix:\n  - {weight: 1, situation: ${JSON.stringify(PART_A)}}\nmaxRounds: 1\n`,
    });
    const r = await runCli(['odds', 'assault', join(d, 'typo.yaml')]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      `warbench: ${join(d, 'typo.yaml')}:3: maxRounds: unknown field; expected mix (a weighted mix's fields go in each of its situations)\n`,
    );
    // and so does run, with the mix as an experiment's situationFile
    writeFileSync(join(d, 'x.yaml'), `name: x\nsim: assault\nsituationFile: ${join(d, 'typo.yaml')}\n`);
    const run = await runCli(['run', join(d, 'x.yaml'), '--out', join(d, 'out')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${join(d, 'typo.yaml')}:3: maxRounds: unknown field; expected mix`);
  });
});

describe('an empty mix', () => {
  it('is said to be empty', async () => {
    const d = tempFiles({ 'empty.yaml': 'mix: []\n' });
    const r = await runCli(['odds', 'assault', join(d, 'empty.yaml')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `warbench: ${join(d, 'empty.yaml')}:1: mix: expected at least one {weight, situation | situationFile}, got an empty list\n`,
    );
  });
});

describe('a mix part that is itself a mix', () => {
  it('is only a part: a situationFile naming a whole mix (a brief target) is read', () => {
    const d = tempFiles({ 'inner.yaml': `mix:\n  - {weight: 1, situation: ${JSON.stringify(PART_A)}}\n` });
    writeFileSync(join(d, 'target.yaml'), `situationFile: ${join(d, 'inner.yaml')}\n`);
    const problems = new Problems();
    readSituationMix(loadYamlFile(join(d, 'target.yaml')).root(problems), d, 'target');
    expect(problems.list).toEqual([]);
  });

  it('is one message at its situationFile: a part is one situation', async () => {
    const d = tempFiles({ 'inner.yaml': `mix:\n  - {weight: 1, situation: ${JSON.stringify(PART_A)}}\n` });
    writeFileSync(join(d, 'outer.yaml'), `mix:\n  - {weight: 1, situationFile: ${join(d, 'inner.yaml')}}\n`);
    const r = await runCli(['odds', 'assault', join(d, 'outer.yaml')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `warbench: ${join(d, 'outer.yaml')}:2: mix[0].situationFile: expected one situation, got a weighted mix (${join(d, 'inner.yaml')}): list its parts in this mix instead\n`,
    );
  });
});

describe('an experiment over a mix', () => {
  it('sets a swept situation path in every part and answers each point exactly', async () => {
    const e = tempFiles({});
    mkdirSync(join(e, 'situations'));
    writeFileSync(join(e, 'situations/b.yaml'), JSON.stringify(PART_B));
    writeFileSync(join(e, 'package.json'), '{}');
    writeFileSync(
      join(e, 'x.yaml'),
      `name: mixed\nsim: assault\nmix:\n  - {weight: 3, situation: ${JSON.stringify(PART_A)}}\n  - {weight: 1, situationFile: situations/b.yaml}\nsweep:\n  defender.grade: [average, green]\ntrials: 1000\n`,
    );
    const { manifest, outDir } = await runExperiment({
      file: join(e, 'x.yaml'),
      workers: 1,
      out: join(e, 'out'),
    });
    expect(manifest.sweep.points.map((p) => p.method)).toEqual(['exact', 'exact']);
    // with the defender's grade swept into both parts, the green point is the mix of the two parts with a green defender
    const green = (part: object) => ({
      ...part,
      defender: { ...(part as typeof PART_A).defender, grade: 'green' },
    });
    writeFileSync(join(e, 'ga.yaml'), JSON.stringify(green(PART_A)));
    writeFileSync(join(e, 'gb.yaml'), JSON.stringify(green(PART_B)));
    const one = (f: string) =>
      chance(computeOdds('assault', join(e, f), { patch: [], switch: [], set: [] }), 'winner', 'attacker');
    const row = readFileSync(join(outDir, 'results.csv'), 'utf8')
      .split('\n')
      .find((l) => l.startsWith('mixed,1,green,winner,attacker,'))!;
    expect(Number(row.split(',')[7])).toBeCloseTo(0.75 * one('ga.yaml') + 0.25 * one('gb.yaml'), 9);
  });

  it('is refused with its line when given beside a situation', async () => {
    const e = tempFiles({
      'x.yaml': `name: m\nsim: assault\nsituation: ${JSON.stringify(PART_A)}\nmix:\n  - {weight: 1, situation: ${JSON.stringify(PART_B)}}\n`,
    });
    const r = await runCli(['run', join(e, 'x.yaml'), '--out', join(e, 'o')], PROJECT_ROOT);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `warbench: ${join(e, 'x.yaml')}:1: expected one of situation, situationFile or mix (a list of {weight, situation | situationFile}), got situation and mix\n`,
    );
  });
});

describe('a mix reads every override and every weight the same way in every command', () => {
  const rounds = (s: ReturnType<typeof odds>) => s.means.find((m) => m.name === 'mean_rounds')!.expected;
  const tiny = () => {
    writeFileSync(
      join(dir, 'tiny.yaml'),
      JSON.stringify({
        mix: [
          { weight: 5e-324, situation: PART_A },
          { weight: 5e-324, situation: PART_B },
        ],
      }),
    );
    writeFileSync(
      join(dir, 'even.yaml'),
      JSON.stringify({
        mix: [
          { weight: 1, situation: PART_A },
          { weight: 1, situation: PART_B },
        ],
      }),
    );
  };

  it('normalises weights once: two weights of 5e-324 are an even mix', () => {
    tiny();
    expect(mixShares([5e-324, 5e-324])).toEqual([0.5, 0.5]);
    expect(mixShares([3, 1])).toEqual([0.75, 0.25]);
    expect(mixShares([1e308, 1e308, 1e308])).toEqual([1 / 3, 1 / 3, 1 / 3]);
    expect(rounds(odds('tiny.yaml'))).toBe(rounds(odds('even.yaml')));
    expect(rounds(odds('even.yaml'))).toBeCloseTo(
      0.5 * rounds(odds('a.yaml')) + 0.5 * rounds(odds('b.yaml')),
      14,
    );
  });

  it("tune's evaluator weighs a mix by the same shares as odds", () => {
    tiny();
    const { sim, ruleset, switches } = compileSituation('assault', join(dir, 'even.yaml'), {
      patch: [],
      switch: [],
      set: [],
    });
    const evaluator = new Evaluator(sim, ruleset, switches);
    const parts = (file: string) =>
      readSituationMix(loadYamlFile(join(dir, file)).root(new Problems()), dir, 'mix');
    const metric = { metric: 'mean_rounds', outcome: '' };
    expect(evaluator.mixValue(parts('tiny.yaml'), metric)).toBe(
      evaluator.mixValue(parts('even.yaml'), metric),
    );
    expect(evaluator.mixValue(parts('tiny.yaml'), metric)).toBe(rounds(odds('even.yaml')));
  });

  it('odds, sensitivity and table --reach read --set in every part of a mix, as a sweep does', () => {
    const set = ['attacker.grade=veteran'];
    const mixed = computeOdds('assault', join(dir, 'mix.yaml'), { patch: [], switch: [], set });
    const a = computeOdds('assault', join(dir, 'a.yaml'), { patch: [], switch: [], set });
    const b = computeOdds('assault', join(dir, 'b.yaml'), { patch: [], switch: [], set });
    expect(chance(mixed, 'winner', 'attacker')).toBeCloseTo(
      0.75 * chance(a, 'winner', 'attacker') + 0.25 * chance(b, 'winner', 'attacker'),
      14,
    );
    expect(chance(mixed, 'winner', 'attacker')).not.toBeCloseTo(
      chance(odds('mix.yaml'), 'winner', 'attacker'),
      3,
    );
    const reach = compileSituation('assault', join(dir, 'mix.yaml'), { patch: [], switch: [], set });
    expect(reach.sim.exact!(reach.compiled).perTrial[reach.compiled.layout.distOffset.winner]).toBe(
      chance(mixed, 'winner', 'attacker'),
    );
    const one = computeOdds('assault', join(dir, 'mix.yaml'), {
      patch: [],
      switch: [],
      set: ['mix[1].weight=3'],
    });
    expect(chance(one, 'winner', 'attacker')).toBeCloseTo(
      0.5 * chance(odds('a.yaml'), 'winner', 'attacker') + 0.5 * chance(odds('b.yaml'), 'winner', 'attacker'),
      14,
    );
  });
});
