import { cpSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runExperiment } from '../../src/experiment/run-experiment.ts';
import { mergeResults } from '../../src/results/merge-results.ts';
import { REFERENCE_SWEEP, tempFiles } from '../experiment/temp-files.ts';

const dir = tempFiles({ 'x.yaml': REFERENCE_SWEEP.replace('trials: 25000', 'trials: 2000') });
const s = (k: number) => join(dir, `s${k}`);

beforeAll(async () => {
  for (const k of [1, 2])
    await runExperiment({
      file: join(dir, 'x.yaml'),
      method: 'mc',
      workers: 1,
      shard: { index: k, count: 2 },
      out: s(k),
    });
  await runExperiment({
    file: join(dir, 'x.yaml'),
    method: 'mc',
    workers: 1,
    seed: 99,
    shard: { index: 2, count: 2 },
    out: join(dir, 'other-seed'),
  });
  await runExperiment({ file: join(dir, 'x.yaml'), method: 'mc', workers: 1, out: join(dir, 'whole') });
});

describe('mergeResults: bad input, nothing written', () => {
  it('a missing shard', () => {
    expect(() => mergeResults([s(1)], join(dir, 'm1'))).toThrow(/every shard of 2; missing 2\/2/);
    expect(existsSync(join(dir, 'm1'))).toBe(false);
  });

  it('a shard given twice', () => {
    expect(() => mergeResults([s(1), s(1)], join(dir, 'm2'))).toThrow(/1\/2 is given twice/);
  });

  it('a shard of another run (another seed)', () => {
    expect(() => mergeResults([s(1), join(dir, 'other-seed')], join(dir, 'm3'))).toThrow(
      /a shard of the same experiment, inputs, seed, trials, chunk size, ruleset and shard count as /,
    );
  });

  it('a folder that is not a shard', () => {
    expect(() => mergeResults([join(dir, 'whole')], join(dir, 'm4'))).toThrow(
      /a shard written by warbench run --shard/,
    );
  });

  it('a folder without results', () => {
    expect(() => mergeResults([dir], join(dir, 'm5'))).toThrow(
      /manifest\.json: a result file written by warbench run or merge \(manifest\.json is missing\)/,
    );
  });

  it('a damaged tallies.json', () => {
    const broken = join(dir, 'broken');
    cpSync(s(2), broken, { recursive: true });
    writeFileSync(join(broken, 'tallies.json'), '{"format": "something else"}');
    expect(() => mergeResults([s(1), broken], join(dir, 'm6'))).toThrow(
      /broken[/\\]tallies\.json: the file manifest\.json records \(\d+ bytes, SHA-256 [0-9a-f]{12}…\), but it is cut short/,
    );
    expect(existsSync(join(dir, 'm6'))).toBe(false);
  });
});
