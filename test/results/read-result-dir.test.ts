import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runExperiment } from '../../src/experiment/run-experiment.ts';
import { mergeResults } from '../../src/results/merge-results.ts';
import { readResultDir } from '../../src/results/read-result-dir.ts';
import { loadResults } from '../../src/report/load/load-results.ts';
import { manifestJson } from '../../src/results/manifest.ts';
import { resealed } from '../helpers/reseal.ts';
import { REFERENCE_SWEEP, tempFiles } from '../experiment/temp-files.ts';

const dir = tempFiles({ 'x.yaml': REFERENCE_SWEEP.replace('trials: 25000', 'trials: 2000') });
let good: string;
let shards: string[];
beforeAll(async () => {
  good = (
    await runExperiment({ file: join(dir, 'x.yaml'), method: 'mc', workers: 1, out: join(dir, 'good') })
  ).outDir;
  shards = [];
  for (const k of [1, 2])
    shards.push(
      (
        await runExperiment({
          file: join(dir, 'x.yaml'),
          method: 'mc',
          workers: 1,
          shard: { index: k, count: 2 },
          out: join(dir, `s${k}`),
        })
      ).outDir,
    );
});

let copies = 0;
/** A copy of the good folder with one file edited. */
function damaged(from: string, file: string, edit: (bytes: Buffer) => Buffer | string): string {
  const copy = join(dir, `damaged-${++copies}`);
  cpSync(from, copy, { recursive: true });
  writeFileSync(join(copy, file), edit(readFileSync(join(copy, file))));
  return copy;
}

describe('result files are checked against the manifest on every read', () => {
  it("records each result file's size and SHA-256", () => {
    const { manifest } = readResultDir(good);
    expect(Object.keys(manifest.files)).toEqual(['results.csv', 'outcomes.csv', 'tallies.json']);
    expect(manifest.files['results.csv'].bytes).toBe(readFileSync(join(good, 'results.csv')).length);
    expect(manifest.files['results.csv'].sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    [
      'a truncated results.csv',
      'results.csv',
      (b: Buffer) => b.subarray(0, 500),
      /results\.csv: the file manifest\.json records \(\d+ bytes, SHA-256 [0-9a-f]{12}…\), but it is cut short \(500 of \d+ bytes\)/,
    ],
    ['an empty results.csv', 'results.csv', () => '', /results\.csv: .* but it is empty/],
    [
      'a binary results.csv',
      'results.csv',
      (b: Buffer) => Buffer.alloc(b.length, 0xfe),
      /results\.csv: .* but its content was changed/,
    ],
    [
      'an edited outcomes.csv',
      'outcomes.csv',
      (b: Buffer) => b.toString().replace(',2000,', ',2001,'),
      /outcomes\.csv: .* but its content was changed/,
    ],
    [
      'an edited tallies.json',
      'tallies.json',
      (b: Buffer) => b.toString().replace('"trials":2000', '"trials":2009'),
      /tallies\.json: .* but its content was changed/,
    ],
  ])('refuses %s, naming the file', (_, file, edit, message) => {
    const copy = damaged(good, file, edit);
    expect(() => readResultDir(copy)).toThrow(message);
    expect(() => loadResults(copy)).toThrow(message);
  });

  it('names a manifest field that is missing or of the wrong kind, with its line', () => {
    const copy = damaged(good, 'manifest.json', (b) => {
      const m = JSON.parse(b.toString());
      delete m.seed;
      m.timings.seconds = 'soon';
      return JSON.stringify(m, null, 2);
    });
    const message = (() => {
      try {
        readResultDir(copy);
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(message).toMatch(/manifest\.json:1: seed: required; expected a whole number from 0/);
    expect(message).toMatch(/manifest\.json:\d+: timings\.seconds: expected a number, got "soon"/);
  });

  it('names the line of a field in a manifest as warbench writes it, and reads such a manifest as any other layout of it', () => {
    const copy = damaged(
      good,
      'manifest.json',
      (b) => `${JSON.stringify({ ...JSON.parse(b.toString()), seed: -1 }, null, 2)}\n`,
    );
    const line =
      readFileSync(join(copy, 'manifest.json'), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('"seed": -1')) + 1;
    expect(line).toBeGreaterThan(1);
    expect(() => readResultDir(copy)).toThrow(`manifest.json:${line}: seed: expected a whole number from 0`);
    const oneLine = damaged(good, 'manifest.json', (b) => JSON.stringify(JSON.parse(b.toString())));
    expect(readResultDir(oneLine).manifest).toEqual(readResultDir(good).manifest);
  });

  it('refuses a manifest with a key twice in one object, as YAML does', () => {
    const copy = damaged(good, 'manifest.json', (b) =>
      b.toString().replace(/\n  "seed": (\d+),/, '\n  "seed": $1,\n  "seed": $1,'),
    );
    expect(() => readResultDir(copy)).toThrow(
      /manifest\.json:\d+: each key once in a mapping; seed is given again here \(first at line \d+\)/,
    );
  });

  it('refuses a file where a folder is expected, and an empty manifest', () => {
    expect(() => readResultDir(join(dir, 'x.yaml'))).toThrow(
      /x\.yaml: a result folder written by warbench run or merge, got a file/,
    );
    expect(() => readResultDir(damaged(good, 'manifest.json', () => ''))).toThrow(
      /manifest\.json: a manifest, got an empty file/,
    );
  });

  it('merge refuses a shard whose tallies were edited: no wrong estimate, nothing written', () => {
    const edited = damaged(shards[1], 'tallies.json', (b) =>
      b.toString().replace(/"tallies":\[(\d+)/, (_, n) => `"tallies":[${Number(n) + 50}`),
    );
    expect(() => mergeResults([shards[0], edited], join(dir, 'never'))).toThrow(
      /tallies\.json: the file manifest\.json records .* but (its content was changed|it has \d+ bytes)/,
    );
  });

  it('merge refuses a shard holding a point of another shard', () => {
    const moved = copyOf(shards[1]);
    resealed(moved, (m, t) => {
      m.sweep.points[0].index = 0;
      t.points[0].point = 0;
    });
    expect(() => mergeResults([shards[0], moved], join(dir, 'never'))).toThrow(
      /sweep\.points\[0\]\.index: only the points of shard 2\/2; point 0 is not one/,
    );
  });
});

let copiesWhole = 0;
function copyOf(from: string): string {
  const copy = join(dir, `copy-${++copiesWhole}`);
  cpSync(from, copy, { recursive: true });
  return copy;
}

describe('a result folder is read whole or refused', () => {
  it('refuses a manifest edited in any field, by its own digest', () => {
    const copy = damaged(good, 'manifest.json', (b) =>
      b.toString().replace(/\n  "seed": (\d+),/, (_, n) => `\n  "seed": ${Number(n) + 1},`),
    );
    expect(() => readResultDir(copy)).toThrow(
      /manifest\.json:\d+: digest: the SHA-256 of this manifest as warbench wrote it, but a field was changed since/,
    );
    const shardless = damaged(shards[0], 'manifest.json', (b) =>
      b.toString().replace(/"shard": \{[^}]*\}/, '"shard": null'),
    );
    expect(() => readResultDir(shardless)).toThrow(/digest: the SHA-256 of this manifest/);
    const old = damaged(good, 'manifest.json', (b) =>
      manifestJson({ ...JSON.parse(b.toString()), digest: undefined }),
    );
    expect(() => readResultDir(old)).toThrow(
      /manifest\.json:1: digest: required; expected the SHA-256 of the manifest \(a folder written by an older warbench/,
    );
  });

  it('refuses counts that the recorded trials cannot give, even with every digest matching', () => {
    const wins = copyOf(good);
    resealed(wins, (_, t) => {
      t.points[0].tallies[0] = t.points[0].trials + 1;
    });
    expect(() => readResultDir(wins)).toThrow(
      /tallies\.json: points\[0\]\.tallies\[0\]: a count of pb_row = \+14 from 0 to the point's 2000 trials, got 2001/,
    );
    const both = copyOf(good);
    resealed(both, (_, t) => {
      t.points[1].tallies[0] = 1500;
      t.points[1].tallies[1] = 1500;
    });
    expect(() => readResultDir(both)).toThrow(
      /points\[1\]\.tallies\[0\]: counts of pb_row adding to at most the point's 2000 trials, got \d+/,
    );
  });

  it('refuses trials that disagree with the run, the chunks or the tallies', () => {
    const fewer = copyOf(good);
    resealed(fewer, (m) => {
      m.trials = 1000;
    });
    expect(() => readResultDir(fewer)).toThrow(
      /sweep\.points\[0\]\.trials: at most the run's trials \(1000\), got 2000/,
    );
    const more = copyOf(good);
    resealed(more, (m) => {
      m.trials = 3000;
    });
    expect(() => readResultDir(more)).toThrow(
      /sweep\.points\[0\]\.trials: the run's trials \(3000\) in a finished run, got 2000/,
    );
    const chunked = copyOf(good);
    resealed(chunked, (m) => {
      m.chunkSize = 500;
    });
    expect(() => readResultDir(chunked)).toThrow(
      /tallies\.json: points\[0\]\.chunks: 4, the chunks of 2000 trials at 500 a chunk/,
    );
  });
});
