import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runExperiment } from '../../src/experiment/run-experiment.ts';
import { mergeResults } from '../../src/results/merge-results.ts';
import { REFERENCE_SWEEP, tempFiles } from '../experiment/temp-files.ts';

const small = REFERENCE_SWEEP.replace('trials: 25000', 'trials: 2000');
const dir = tempFiles({ 'x.yaml': small, 'y.yaml': small.replace('name: ref-sweep', 'name: other') });
const x = join(dir, 'x.yaml');
const y = join(dir, 'y.yaml');
const read = (d: string, f: string) => readFileSync(join(d, f), 'utf8');

let finished: string;
beforeAll(async () => {
  finished = (await runExperiment({ file: x, method: 'mc', workers: 1, out: join(dir, 'finished') })).outDir;
});

describe('a result folder belongs to its experiment', () => {
  it("refuses to write another experiment's results over it, and keeps it byte for byte", async () => {
    const before = read(finished, 'results.csv');
    await expect(runExperiment({ file: y, method: 'mc', workers: 1, out: finished })).rejects.toThrow(
      `(command line): --out: a folder for the results of other, but ${finished} holds the results of ref-sweep; give another folder, or --force to replace them`,
    );
    expect(read(finished, 'results.csv')).toBe(before);
  });

  it('refuses a folder holding files warbench did not write, and leaves them', async () => {
    const mine = join(dir, 'mine');
    mkdirSync(mine);
    writeFileSync(join(mine, 'chart.xlsx'), 'a typed-in table');
    await expect(runExperiment({ file: x, method: 'mc', workers: 1, out: mine })).rejects.toThrow(
      /--out: a new or empty folder, or one warbench wrote, but .*mine holds files warbench did not write \(chart\.xlsx\)/,
    );
    expect(readdirSync(mine)).toEqual(['chart.xlsx']);
    // with --force the results go in beside the file, which stays
    await runExperiment({ file: x, method: 'mc', workers: 1, out: mine, force: true });
    expect(readdirSync(mine).sort()).toEqual([
      'chart.xlsx',
      'manifest.json',
      'outcomes.csv',
      'results.csv',
      'tallies.json',
    ]);
    expect(read(mine, 'chart.xlsx')).toBe('a typed-in table');
  });

  it("replaces another experiment's folder whole with --force", async () => {
    const out = join(dir, 'forced');
    await runExperiment({ file: x, method: 'mc', workers: 1, out });
    await runExperiment({ file: y, method: 'mc', workers: 1, out, force: true });
    expect(JSON.parse(read(out, 'manifest.json')).experiment.name).toBe('other');
  });

  it('replaces a rerun of the same experiment whole: its old report goes with its old numbers', async () => {
    const out = join(dir, 'rerun');
    await runExperiment({ file: x, method: 'mc', workers: 1, out });
    writeFileSync(join(out, 'report.html'), 'old report');
    await runExperiment({ file: x, method: 'mc', workers: 1, out, seed: 8 });
    expect(readdirSync(out).sort()).toEqual(['manifest.json', 'outcomes.csv', 'results.csv', 'tallies.json']);
    expect(JSON.parse(read(out, 'manifest.json')).seed).toBe(8);
    expect(readdirSync(dir).filter((n) => n.includes('warbench-'))).toEqual([]);
  });

  it('refuses an empty --out', async () => {
    await expect(runExperiment({ file: x, method: 'mc', workers: 1, out: '' })).rejects.toThrow(
      '(command line): --out: a folder name, got ""',
    );
  });

  it("merge refuses another experiment's folder, and a shard folder as its own output", async () => {
    const s1 = (
      await runExperiment({
        file: x,
        method: 'mc',
        workers: 1,
        shard: { index: 1, count: 2 },
        out: join(dir, 's1'),
      })
    ).outDir;
    const s2 = (
      await runExperiment({
        file: x,
        method: 'mc',
        workers: 1,
        shard: { index: 2, count: 2 },
        out: join(dir, 's2'),
      })
    ).outDir;
    const theirs = join(dir, 'theirs');
    await runExperiment({ file: y, method: 'mc', workers: 1, out: theirs });
    expect(() => mergeResults([s1, s2], theirs)).toThrow(
      /--out: a folder for the results of ref-sweep, but .*theirs holds the results of other/,
    );
    expect(() => mergeResults([s1, s2], s2)).toThrow(/--out: a folder other than the shards'/);
    expect(() => mergeResults([s1, s2], join(dir, 's1', '..', 's1'))).toThrow(
      /a folder other than the shards'/,
    );
    expect(JSON.parse(read(theirs, 'manifest.json')).experiment.name).toBe('other');
    const whole = read(finished, 'results.csv');
    writeFileSync(join(finished, 'report.html'), 'old report');
    mergeResults([s1, s2], finished); // the same experiment: replaced whole, with the same numbers
    expect(read(finished, 'results.csv')).toBe(whole);
    expect(existsSync(join(finished, 'report.html'))).toBe(false);
  });
});
