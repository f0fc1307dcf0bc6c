import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runExperiment } from '../../src/experiment/run-experiment.ts';
import { mergeResults } from '../../src/results/merge-results.ts';
import { REFERENCE_SWEEP, tempFiles } from './temp-files.ts';

const read = (dir: string, f: string) => readFileSync(join(dir, f), 'utf8');
const dir = tempFiles({ 'x.yaml': REFERENCE_SWEEP });
const file = join(dir, 'x.yaml');

/** The manifest without the fields allowed to differ between runs (and its digest, which covers them). */
function steady(outDir: string): unknown {
  const { timings, workers, digest, ...rest } = JSON.parse(read(outDir, 'manifest.json'));
  return rest;
}

describe('runExperiment: the same bytes whatever the workers and shards', () => {
  it('writes identical results.csv and outcomes.csv with 1 and 2 workers, and from 3 shards merged', async () => {
    const one = await runExperiment({ file, method: 'mc', workers: 1, out: join(dir, 'one') });
    const two = await runExperiment({ file, method: 'mc', workers: 2, out: join(dir, 'two') });
    const shards = [];
    for (let k = 1; k <= 3; k++)
      shards.push(
        (
          await runExperiment({
            file,
            method: 'mc',
            workers: 1,
            shard: { index: k, count: 3 },
            out: join(dir, `s${k}`),
          })
        ).outDir,
      );
    const merged = join(dir, 'merged');
    mergeResults([shards[2], shards[0], shards[1]], merged);
    for (const f of ['results.csv', 'outcomes.csv', 'tallies.json']) {
      expect(read(two.outDir, f)).toBe(read(one.outDir, f));
      expect(read(merged, f)).toBe(read(one.outDir, f));
    }
    expect(steady(merged)).toEqual(steady(one.outDir));
    expect(one.manifest.sweep.points.map((p) => p.trials)).toEqual([25000, 25000, 25000, 25000]);
    expect(
      JSON.parse(read(shards[1], 'manifest.json')).sweep.points.map((p: { index: number }) => p.index),
    ).toEqual([1]);
  });

  it('writes a different results.csv with another seed', async () => {
    const a = await runExperiment({ file, method: 'mc', workers: 1, out: join(dir, 'seed7') });
    const b = await runExperiment({ file, method: 'mc', workers: 1, seed: 8, out: join(dir, 'seed8') });
    expect(read(b.outDir, 'results.csv')).not.toBe(read(a.outDir, 'results.csv'));
    expect(b.manifest.seed).toBe(8);
  });

  it('writes the documented columns, one row per point and outcome, with the exact value', async () => {
    const { outDir } = await runExperiment({
      file,
      method: 'mc',
      workers: 1,
      trials: 5000,
      out: join(dir, 'cols'),
    });
    const lines = read(outDir, 'results.csv').trim().split('\n');
    expect(lines[0]).toBe(
      'experiment,point,grades,naturalRollMoraleHits,metric,outcome,kind,unit,estimate,std_error,ci95_low,ci95_high,trials,exact,method',
    );
    // 28 Pitched Battle rows + 2 provisional outcomes, at 4 points
    expect(lines).toHaveLength(1 + 4 * 30);
    expect(lines[1]).toMatch(
      /^ref-sweep,0,five,loserAlways,pb_row,\+14,probability,probability,0,[0-9.e-]+,0,[0-9.e-]+,5000,0,mc$/,
    );
    expect(read(outDir, 'outcomes.csv').split('\n')[0]).toBe(
      'experiment,point,grades,naturalRollMoraleHits,distribution,outcome,count,trials,probability,exact_probability',
    );
  });

  it('stops each point at its precision target and records it', async () => {
    const { manifest } = await runExperiment({
      file,
      method: 'mc',
      workers: 2,
      precision: 0.01,
      trials: 200_000,
      out: join(dir, 'prec'),
    });
    for (const p of manifest.sweep.points) {
      expect(p.precisionReached).toBe(true);
      expect(p.trials % 10_000).toBe(0);
      expect(p.trials).toBeLessThan(200_000);
    }
    const halfWidths = read(join(dir, 'prec'), 'results.csv')
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(','))
      .filter((c) => c[6] === 'probability')
      .map((c) => (Number(c[11]) - Number(c[10])) / 2);
    expect(Math.max(...halfWidths)).toBeLessThanOrEqual(0.01);
  });

  it('runs a --quick smoke run with at most 20000 trials a point', async () => {
    const { manifest } = await runExperiment({
      file,
      method: 'mc',
      workers: 1,
      quick: true,
      trials: 1_000_000,
      out: join(dir, 'quick'),
    });
    expect(manifest.sweep.points.every((p) => p.trials === 20_000)).toBe(true);
  });

  it('writes nothing when the experiment is bad', async () => {
    const bad = tempFiles({ 'x.yaml': REFERENCE_SWEEP.replace('[five, four]', '[five, six]') });
    await expect(
      runExperiment({ file: join(bad, 'x.yaml'), workers: 1, out: join(bad, 'out') }),
    ).rejects.toThrow(/switch grades/);
    expect(existsSync(join(bad, 'out'))).toBe(false);
  });

  it('answers points with exact odds exactly by default (auto), with no trials, and says so per point', async () => {
    const auto = await runExperiment({ file, workers: 1, out: join(dir, 'auto') });
    expect(auto.manifest.method).toBe('auto');
    expect(auto.manifest.sweep.points.map((p) => [p.method, p.trials])).toEqual([
      ['exact', 0],
      ['exact', 0],
      ['exact', 0],
      ['exact', 0],
    ]);
    const rows = read(auto.outDir, 'results.csv')
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(','));
    // estimate = exact, std_error 0, trials 0, method exact
    for (const r of rows) {
      expect(r.at(-1)).toBe('exact');
      expect(r.at(-6)).toBe('0');
      expect(r.at(-3)).toBe('0');
      expect(r.at(-7)).toBe(r.at(-2));
    }
  });

  it('refuses --method exact for a sim without exact odds, naming the flag', async () => {
    const other = tempFiles({ 'c.yaml': 'name: c\nsim: duel\ntrials: 100\nchunkSize: 100\n' });
    await expect(
      runExperiment({ file: join(other, 'c.yaml'), workers: 1, method: 'exact', out: join(other, 'o') }),
    ).rejects.toThrow(/--method/);
  });
});
