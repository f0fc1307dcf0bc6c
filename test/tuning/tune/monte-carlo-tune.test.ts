import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/engine/ruleset/paths.ts';
import type { TuneResult } from '../../../src/tuning/tune/tune-result.ts';
import { tempFiles } from '../../experiment/temp-files.ts';
import { runCli } from '../../helpers/cli.ts';

const SITUATION = join(PROJECT_ROOT, 'experiments/situations/engagement-division.yaml');
const BRIEF = `title: Division engagement, the Union's losses
sim: engagement
seed: 3
trials: {screen: 4, search: 16, final: 60}
move: [artillery.yaml#chart]
maxMoves: 1
targets:
  - name: the Union loses 600 to 900 men
    situationFile: ${SITUATION}
    metric: "men lost: Union"
    range: [600, 900]
  - name: the Confederate loss over the Union's
    situationFile: ${SITUATION}
    metric: "men lost: Confederate / men lost: Union"
    range: [0.2, 1]
`;

async function tune(dir: string, out: string): Promise<{ r: TuneResult; patch: string }> {
  const t = await runCli(['tune', join(dir, 'brief.yaml'), '--out', join(dir, out)]);
  expect(t.code, t.stderr).toBe(0);
  return {
    r: JSON.parse(readFileSync(join(dir, out, 'tune.json'), 'utf8')) as TuneResult,
    patch: readFileSync(join(dir, out, 'patch.yaml'), 'utf8'),
  };
}

describe('tune on a Monte Carlo sim: paired Monte Carlo in a seeded search', () => {
  const dir = tempFiles({ 'brief.yaml': BRIEF });
  it('gives the same patch and the same report for the same brief and seed', async () => {
    const a = await tune(dir, 'a');
    const b = await tune(dir, 'b');
    expect(b.patch).toBe(a.patch);
    expect(b.r.targets).toEqual(a.r.targets);
    expect(a.r.changes).toHaveLength(1);
    expect(a.r.changes[0].file).toBe('artillery.yaml');
    expect(a.r.method).toContain('paired Monte Carlo');
    const judge = ([lo, hi]: [number, number], t: { low: number; high: number }) =>
      lo >= t.low && hi <= t.high ? 'met' : hi < t.low || lo > t.high ? 'not met' : 'not sure';
    for (const t of a.r.targets) {
      // the final check's 95% interval on fresh seeds, and the verification's on other fresh seeds
      expect(t.finalVerdict).toBe(judge(t.interval!, t));
      expect(t.verify!.verdict).toBe(judge(t.verify!.interval, t));
      expect(t.verify!.seed).toBe('3/verify');
      // other seeds: another estimate of the same patched rules
      expect(t.verify!.value).not.toBe(t.after);
      // met (or not met) only where both agree
      expect(t.verdict).toBe(t.finalVerdict === t.verify!.verdict ? t.finalVerdict : 'not sure');
      expect(t.met).toBe(t.verdict === 'met');
      expect(t.trials).toBe(60);
    }
    // an experiment for warbench run: the target's situation under the patch, on another fresh seed
    const verify = join(dir, 'a', 'verify-engagement-division.yaml');
    expect(a.r.verifyExperiments).toEqual([verify]);
    const text = readFileSync(verify, 'utf8');
    expect(text).toContain(`situationFile: ${JSON.stringify(SITUATION)}`);
    expect(text).toContain('patches: [patch.yaml]\ntrials: 60\nseed: 7922\n');
    const run = await runCli(['run', verify, '--out', join(dir, 'verify-run')]);
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(join(dir, 'verify-run', 'manifest.json'), 'utf8')).toContain('"seed": 7922');
    // the time broken down by stage (its values are the clock's, not tested)
    expect(Object.keys(a.r.timing!)).toEqual(['search', 'finalCheck', 'verification']);
    // a ratio of two means is the ratio of the means, not a mean of ratios
    expect(a.r.targets[1].words).toBe('men lost: Confederate / men lost: Union');
  }, 240_000);

  it('refuses a brief naming a table with no movable cell, at its line', async () => {
    const bad = tempFiles({
      'brief.yaml': BRIEF.replace('[artillery.yaml#chart]', '[artillery.yaml#drift]'),
    });
    const t = await runCli(['tune', join(bad, 'brief.yaml'), '--out', join(bad, 'out')]);
    expect(t.code).toBe(2);
    expect(t.stderr).toMatch(
      /brief\.yaml:5: move\[0\]: expected a file or file#table with movable cells: .*artillery\.yaml#chart/,
    );
  }, 60_000);
});

describe('a Monte Carlo target whose brackets do not pair', () => {
  it('is refused at its line (exit 2), not read as if the lone bracket were not there', async () => {
    for (const metric of [
      'men lost: Confederate / (men lost: Union',
      '(men lost: Confederate + men lost: Union',
    ]) {
      const bad = tempFiles({
        'brief.yaml': BRIEF.replace('"men lost: Confederate / men lost: Union"', JSON.stringify(metric)),
      });
      const t = await runCli(['tune', join(bad, 'brief.yaml'), '--out', join(bad, 'out')]);
      expect(t.code).toBe(2);
      const lone = metric.includes('/ (') ? '(men lost:Union' : '(men lost:Confederate';
      expect(t.stderr).toBe(
        `warbench: ${join(bad, 'brief.yaml')}:14: targets[1].metric: expected brackets in pairs, each pair around a whole sum (a / (b + c)); "${lone}" keeps one of a pair, got ${JSON.stringify(metric)}\n`,
      );
      expect(existsSync(join(bad, 'out'))).toBe(false);
    }
  }, 60_000);
});

describe('a Monte Carlo target with no value', () => {
  // 40" apart, neither side assaults, no batteries: no trial loses a man, so a share of the losses is 0/0
  const dir = tempFiles({
    'quiet.yaml': `turns: 1
sectors: [{gap: 40}]
sides:
  North: {doctrine: {assault: never}, divisions: [{units: [{grade: veteran, sector: 0}]}]}
  South: {doctrine: {assault: never}, divisions: [{units: [{grade: average, sector: 0}]}]}
`,
  });
  const brief = `title: quiet
sim: engagement
seed: 3
trials: {screen: 4, search: 8, final: 8}
move: [artillery.yaml#chart]
maxMoves: 1
targets:
  - name: missing share
    situationFile: ${join(dir, 'quiet.yaml')}
    metric: "(missing: North + missing: South) / (men lost: North + men lost: South)"
    range: [0.1, 0.3]
`;

  it('is said to have none, never "not sure" with empty figures', async () => {
    const files = tempFiles({ 'brief.yaml': brief });
    const t = await runCli(['tune', join(files, 'brief.yaml'), '--out', join(files, 'out')]);
    expect(t.code, t.stderr).toBe(0);
    const r = JSON.parse(readFileSync(join(files, 'out', 'tune.json'), 'utf8')) as TuneResult;
    expect(r.targets[0]).toMatchObject({ verdict: 'no value', finalVerdict: 'no value', met: false });
    expect(t.stdout).toContain('NO VALUE  missing share');
    expect(t.stdout).toMatch(/: none → none \(95% interval none to none; target 10\.0% to 30\.0%/);
    expect(t.stdout).toContain('why not: it has no value: no trial of its situations gives its denominator');
  });
});
