import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeOdds } from '../../../src/tuning/odds/compute-odds.ts';
import { PROJECT_ROOT } from '../../../src/engine/ruleset/paths.ts';
import { isMix, plainMix } from '../../../src/sims/mix/mixed-sim.ts';
import { readBrief } from '../../../src/tuning/tune/read-brief.ts';
import type { TuneResult } from '../../../src/tuning/tune/tune-result.ts';
import { tempFiles } from '../../experiment/temp-files.ts';
import { runCli } from '../../helpers/cli.ts';

const BRIEF = join(PROJECT_ROOT, 'experiments/briefs/republic-assault.yaml');
const dir = tempFiles({});
let r: TuneResult;

// the tune as the command runs it (the bundled CLI: the exact odds run several times faster there than
// under the test runner's module transform), its result read back from the tune.json it writes
beforeAll(async () => {
  const t = await runCli(['tune', BRIEF, '--out', join(dir, 'tuned')]);
  expect(t.code, t.stderr).toBe(0);
  r = JSON.parse(readFileSync(join(dir, 'tuned', 'tune.json'), 'utf8')) as TuneResult;
}, 240_000);

/** A target's value under the written patch, as `warbench odds` gives it, each part of a mix weighted. */
function oddsValue(target: ReturnType<typeof readBrief>['targets'][number], patch: string): number {
  let sum = 0;
  let weight = 0;
  target.parts.forEach((part, i) => {
    const file = join(dir, `part-${target.name.length}-${i}.yaml`);
    // a part that is itself a mix is written with its own parts inline
    writeFileSync(file, JSON.stringify(isMix(part.node) ? plainMix(part.node) : part.node.value()));
    const s = computeOdds('assault', file, { patch: [patch], switch: [], set: [] });
    const m = target.metric;
    const v = m.outcome
      ? s.distributions.find((d) => d.name === m.metric)!.outcomes.find((o) => o.outcome === m.outcome)!
          .probability
      : s.means.find((x) => x.name === m.metric)!.expected;
    sum += part.weight * v;
    weight += part.weight;
  });
  return sum / weight;
}

describe('warbench tune on the shipped Republic assault brief', () => {
  it('meets every target it reports as met, checked by odds with the patch applied', () => {
    const brief = readBrief(BRIEF);
    expect(r.targets.filter((t) => t.met).length).toBeGreaterThan(0);
    r.targets.forEach((t, i) => {
      const v = oddsValue(brief.targets[i], r.patchFile);
      expect(v).toBeCloseTo(t.after, 12);
      if (t.met) {
        expect(v).toBeGreaterThanOrEqual(t.low - 1e-12);
        expect(v).toBeLessThanOrEqual(t.high + 1e-12);
      } else expect(t.binds).toBeTruthy();
    });
  });

  it('changes provisional cells only, one commented patch line per changed cell', () => {
    // the greedy descent's two moves on the shipped brief (deterministic: exact values, no dice)
    expect(r.changes.map((c) => `${c.cell}: ${c.from} -> ${c.to}`)).toEqual([
      'PB +2: 1P Drive away -> 1P Carry',
      'PB -1: Roll again -> Break off',
    ]);
    expect(r.changes.every((c) => c.source === 'provisional')).toBe(true);
    const lines = readFileSync(r.patchFile, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('  - {'));
    expect(lines).toHaveLength(r.changes.length);
    for (const l of lines) expect(l).toMatch(/} +# .* was .*\(provisional, .*\); read by /);
  });

  it('leaves a patch that passes warbench audit --strict', async () => {
    expect(r.auditProblems).toEqual([]);
    const a = await runCli(['audit', '--strict', '--patch', r.patchFile]);
    expect(a.code).toBe(0);
  });
});

describe('warbench tune, bad input', () => {
  it('exits 2 naming the brief line of a metric the sim does not have', async () => {
    const bad = tempFiles({
      'b.yaml':
        'targets:\n  - situation: {assault: general, attacker: {bases: 6, grade: average}, defender: {bases: 6, grade: average}}\n    metric: winner:nobody\n    value: 0.5\n',
    });
    const res = await runCli(['tune', join(bad, 'b.yaml'), '--out', join(bad, 'o')]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/b\.yaml:3: targets\[0\]\.metric: expected an outcome of winner/);
  });

  it('exits 2 for a target with neither value nor range, or both, saying which (not "got a mapping")', async () => {
    for (const [bound, got] of [
      ['', 'neither'],
      ['    value: 1.3\n    range: [1, 2]\n', 'both'],
    ]) {
      const bad = tempFiles({
        'b.yaml': `targets:\n  - situationFile: ${join(PROJECT_ROOT, 'experiments/situations/assault.yaml')}\n    metric: mean_rounds\n${bound}`,
      });
      const res = await runCli(['tune', join(bad, 'b.yaml')]);
      expect(res.code).toBe(2);
      expect(res.stderr).toBe(
        `warbench: ${join(bad, 'b.yaml')}:2: targets[0]: expected either value: (a number) or range: [low, high], got ${got}\n`,
      );
    }
  });

  it('exits 2 for a range written high to low, at its line, saying what it reads (not "got a list")', async () => {
    const situation = join(PROJECT_ROOT, 'experiments/situations/assault.yaml');
    const bad = tempFiles({
      'b.yaml': `targets:\n  - situationFile: ${situation}\n    metric: mean_rounds\n    range: [3, 1]\n`,
      'p.yaml': `protect: [{metric: "decision:carry", range: [0.5, 0.2]}]\ntargets:\n  - situationFile: ${situation}\n    metric: mean_rounds\n    value: 2\n`,
    });
    const res = await runCli(['tune', join(bad, 'b.yaml')]);
    expect(res.code).toBe(2);
    expect(res.stderr).toBe(
      `warbench: ${join(bad, 'b.yaml')}:4: targets[0].range: expected [low, high] with low <= high, got [3, 1]\n`,
    );
    const prot = await runCli(['tune', join(bad, 'p.yaml')]);
    expect(prot.code).toBe(2);
    expect(prot.stderr).toBe(
      `warbench: ${join(bad, 'p.yaml')}:1: protect[0].range: expected [low, high] with low <= high, got [0.5, 0.2]\n`,
    );
  });

  it('exits 2 for a range of one number or three, saying how many it has (not "got a list")', async () => {
    const situation = join(PROJECT_ROOT, 'experiments/situations/assault.yaml');
    const bad = tempFiles({
      'b.yaml': `targets:\n  - situationFile: ${situation}\n    metric: mean_rounds\n    range: [1.3]\n`,
      'p.yaml': `protect: [{metric: "decision:carry", range: [0.2, 0.3, 0.5]}]\ntargets:\n  - situationFile: ${situation}\n    metric: mean_rounds\n    value: 2\n`,
    });
    const cases: Array<[string, string, number]> = [
      ['b.yaml', '4: targets[0].range', 1],
      ['p.yaml', '1: protect[0].range', 3],
    ];
    for (const [file, where, n] of cases) {
      const res = await runCli(['tune', join(bad, file)]);
      expect(res.code).toBe(2);
      expect(res.stderr).toBe(
        `warbench: ${join(bad, file)}:${where}: expected [low, high], two numbers, got ${n}\n`,
      );
    }
  });

  it('names a bad switch of the brief with its line', async () => {
    const bad = tempFiles({
      'b.yaml': `switches:\n  naturalRollMoraleHits: nope\ntargets:\n  - situationFile: ${join(PROJECT_ROOT, 'experiments/situations/assault.yaml')}\n    metric: mean_rounds\n    value: 2\n`,
    });
    const res = await runCli(['tune', join(bad, 'b.yaml'), '--out', join(bad, 'o')]);
    expect(res.code).toBe(2);
    expect(res.stderr).toBe(
      `warbench: ${join(bad, 'b.yaml')}:2: switches.naturalRollMoraleHits: expected a value of switch naturalRollMoraleHits: loserAlways, onlyIfLostModified, got "nope"\n`,
    );
  });

  it('refuses a chance target outside 0 to 1, with its line', async () => {
    const situation =
      'situation: {assault: general, attacker: {bases: 6, grade: average}, defender: {bases: 6, grade: average}}';
    for (const range of ['[5, 6]', '[-1, 2]']) {
      const bad = tempFiles({
        'b.yaml': `targets:\n  - ${situation}\n    metric: decision:carry\n    range: ${range}\n`,
      });
      const res = await runCli(['tune', join(bad, 'b.yaml'), '--out', join(bad, 'o')]);
      expect(res.code).toBe(2);
      expect(res.stderr).toBe(
        `warbench: ${join(bad, 'b.yaml')}:4: targets[0].range: expected a chance from 0 to 1 for decision:carry (0.25 for 25%), got ${range}\n`,
      );
    }
  });

  it('refuses a negative target for a count that cannot be negative', async () => {
    const bad = tempFiles({
      'b.yaml': `targets:\n  - situationFile: ${join(PROJECT_ROOT, 'experiments/situations/assault.yaml')}\n    metric: mean_rounds\n    value: -5\n`,
    });
    const res = await runCli(['tune', join(bad, 'b.yaml'), '--out', join(bad, 'o')]);
    expect(res.code).toBe(2);
    expect(res.stderr).toBe(
      `warbench: ${join(bad, 'b.yaml')}:4: targets[0].value: expected a target from 0: mean_rounds cannot be below it, got -5\n`,
    );
  });
});

describe('warbench tune: a Monte Carlo target the metric can never reach', () => {
  const duel = (target: string) =>
    tempFiles({
      'b.yaml': `sim: duel\ntargets:\n  - situationFile: ${join(PROJECT_ROOT, 'experiments/situations/duel.yaml')}\n${target}`,
    });
  it.each([
    [
      '    metric: attacker_loss_fraction\n    range: [0, 2]\n',
      'targets[0].range: expected a target up to 1: attacker_loss_fraction cannot be above it, got [0, 2]',
    ],
    [
      '    metric: defender_men_lost\n    value: -10\n',
      'targets[0].value: expected a target from 0: defender_men_lost cannot be below it, got -10',
    ],
    [
      '    metric: decision:attacker_takes_position\n    value: 1.5\n',
      'targets[0].value: expected a chance from 0 to 1 for decision:attacker_takes_position (0.25 for 25%), got 1.5',
    ],
  ])('%j is refused at its line', async (target, message) => {
    const bad = duel(target);
    const res = await runCli(['tune', join(bad, 'b.yaml'), '--out', join(bad, 'o')]);
    expect(res.stderr).toBe(`warbench: ${join(bad, 'b.yaml')}:5: ${message}\n`);
    expect(res.code).toBe(2);
  });
});

describe('warbench tune: a metric the situation has not', () => {
  it('names the outcome it expected once, with what was written once', async () => {
    const bad = tempFiles({
      'b.yaml': `sim: duel\ntargets:\n  - situationFile: ${join(PROJECT_ROOT, 'experiments/situations/duel.yaml')}\n    metric: decision:takes\n    value: 0.5\n`,
    });
    const res = await runCli(['tune', join(bad, 'b.yaml'), '--out', join(bad, 'o')]);
    expect(res.stderr).toBe(
      `warbench: ${join(bad, 'b.yaml')}:4: targets[0].metric: expected an outcome of decision after the colon (attacker_takes_position, defender_holds, undecided), e.g. decision:attacker_takes_position, got "decision:takes"\n`,
    );
    expect(res.code).toBe(2);
  });
});

describe('warbench tune --out', () => {
  it('refuses a folder holding files tune did not write, and leaves them as they were', async () => {
    const d = tempFiles({});
    mkdirSync(join(d, 'res'));
    writeFileSync(join(d, 'res/results.csv'), 'a,b\n1,2\n');
    const res = await runCli(['tune', BRIEF, '--out', join(d, 'res')]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(
      /--out: a folder to write the patch in, but .*res holds files warbench did not write \(results\.csv\)/,
    );
    expect(readFileSync(join(d, 'res/results.csv'), 'utf8')).toBe('a,b\n1,2\n');
  });
});

describe('a situation file a brief cannot find', () => {
  it('is named with the brief line and the path looked for', async () => {
    const bad = tempFiles({
      'b.yaml': 'targets:\n  - situationFile: nowhere.yaml\n    metric: mean_rounds\n    value: 1\n',
    });
    const res = await runCli(['tune', join(bad, 'b.yaml')]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/b\.yaml:2: targets\[0\]\.situationFile: expected an existing file/);
  });
});
