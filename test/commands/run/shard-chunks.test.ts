import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/engine/ruleset/paths.ts';
import type { Interrupt } from '../../../src/experiment/interrupt.ts';
import { planRun } from '../../../src/experiment/plan-run.ts';
import { shardFromEnv } from '../../../src/experiment/shard-from-env.ts';
import { shardWork } from '../../../src/experiment/shard-slices.ts';
import { executeRun, runExperiment } from '../../../src/experiment/run-experiment.ts';
import { mergeResults } from '../../../src/results/merge-results.ts';
import { readResultDir } from '../../../src/results/read-result-dir.ts';
import { tempFiles } from '../../experiment/temp-files.ts';
import { runCli } from '../../helpers/cli.ts';

// a one-point engagement of 9 chunks (the last one short): more shards than points split its chunks
const ONE_POINT = `name: one-engagement
sim: engagement
situationFile: ${join(PROJECT_ROOT, 'experiments/situations/engagement-brigade.yaml')}
trials: 8500
chunkSize: 1000
seed: 150
`;
/**
 * The same split with chunks of 20,000 engagements (tens of ms each on any
 * machine, over a task's TASK_MILLIS budget): a task runs one chunk, so a
 * stop asked for at the third look at the queue always leaves the shard part
 * way, however fast the kernel (with 1,000-trial chunks a task could run all
 * three of the shard's chunks before the stop was seen).
 */
const ONE_POINT_LONG_CHUNKS = ONE_POINT.replace('trials: 8500', 'trials: 170000').replace(
  'chunkSize: 1000',
  'chunkSize: 20000',
);
const FILES = ['results.csv', 'outcomes.csv', 'tallies.json'];
const read = (d: string, f: string) => readFileSync(join(d, f), 'utf8');

/** `warbench run FILE --shard SHARD`'s arguments, on one worker into `out`. */
const shardArgs = (file: string, out: string, shard: string) => [
  'run',
  file,
  '--shard',
  shard,
  '--workers',
  '1',
  '--out',
  out,
  '--no-report',
  '--no-progress',
];

/** `warbench run FILE --shard auto` as its own process, with a job array's variables set. */
function runShard(
  file: string,
  out: string,
  shard: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [join(PROJECT_ROOT, 'bin/warbench.mjs'), ...shardArgs(file, out, shard)],
      {
        env: { ...process.env, ...env },
      },
    );
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

/**
 * The same through the CLI's main in this process (as the binary runs it,
 * without starting another), the job array's variables set while it runs.
 */
async function runShardHere(
  file: string,
  out: string,
  shard: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const before = Object.keys(env).map((k) => [k, process.env[k]] as const);
  Object.assign(process.env, env);
  try {
    return await runCli(shardArgs(file, out, shard));
  } finally {
    for (const [k, v] of before)
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  }
}

describe('--shard splits chunk ranges when there are more shards than points', () => {
  it('gives each shard of a point a contiguous range of its chunks, and refuses a shard that would run nothing', () => {
    expect([1, 2, 3, 4].map((k) => shardWork([0], 8500, 1000, { index: k, count: 4 }))).toEqual([
      { by: 'chunks', point: 0, first: 0, end: 2 },
      { by: 'chunks', point: 0, first: 2, end: 4 },
      { by: 'chunks', point: 0, first: 4, end: 6 },
      { by: 'chunks', point: 0, first: 6, end: 9 },
    ]);
    // two points, three shards: point 0 is split between shards 1 and 3
    expect([1, 2, 3].map((k) => shardWork([0, 1], 4000, 1000, { index: k, count: 3 }))).toEqual([
      { by: 'chunks', point: 0, first: 0, end: 2 },
      { by: 'chunks', point: 1, first: 0, end: 4 },
      { by: 'chunks', point: 0, first: 2, end: 4 },
    ]);
    expect(shardWork([0, 1, 2], 4000, 1000, { index: 2, count: 2 })).toEqual({ by: 'points', points: [1] });
    expect(() => shardWork([0], 2000, 1000, { index: 3, count: 3 })).toThrow(
      '(command line): --shard: at most 2 shards (1 point of 2 chunks each at 1000 trials a chunk), got 3/3',
    );
    expect(() => shardWork([0], 1000, 1000, { index: 2, count: 2 })).toThrow(
      '(command line): --shard: at most 1 shard (1 point of 1 chunk each at 1000 trials a chunk), got 2/2',
    );
  });

  it('reads the shard from Slurm, a Kubernetes indexed Job or AWS Batch', () => {
    expect(
      shardFromEnv('auto', {
        SLURM_ARRAY_TASK_ID: '3',
        SLURM_ARRAY_TASK_COUNT: '4',
        SLURM_ARRAY_TASK_MIN: '0',
      }),
    ).toEqual({ index: 4, count: 4 });
    expect(
      shardFromEnv('auto', {
        SLURM_ARRAY_TASK_ID: '3',
        SLURM_ARRAY_TASK_COUNT: '4',
        SLURM_ARRAY_TASK_MIN: '1',
      }),
    ).toEqual({ index: 3, count: 4 });
    expect(shardFromEnv('auto/8', { JOB_COMPLETION_INDEX: '0' })).toEqual({ index: 1, count: 8 });
    expect(shardFromEnv('auto/8', { AWS_BATCH_JOB_ARRAY_INDEX: '7' })).toEqual({ index: 8, count: 8 });
    expect(() => shardFromEnv('auto', { JOB_COMPLETION_INDEX: '2' })).toThrow(
      "--shard: the shard count: JOB_COMPLETION_INDEX gives only this job's index (give the count: --shard auto/N)",
    );
    expect(() => shardFromEnv('auto', {})).toThrow(
      /--shard: a job array to read the shard from: SLURM_ARRAY_TASK_ID \(Slurm\), JOB_COMPLETION_INDEX/,
    );
    expect(() => shardFromEnv('auto/3', { SLURM_ARRAY_TASK_ID: '1', SLURM_ARRAY_TASK_COUNT: '4' })).toThrow(
      'auto/3 in a Slurm array of 4 tasks',
    );
    expect(() => shardFromEnv('auto', { SLURM_ARRAY_TASK_ID: 'x', SLURM_ARRAY_TASK_COUNT: '4' })).toThrow(
      'SLURM_ARRAY_TASK_ID a whole number from 0, got "x"',
    );
  });

  it('a one-point engagement run as 4 shards (Slurm-style variables, one a process of its own) merges to the bytes of one run', async () => {
    const dir = tempFiles({ 'one.yaml': ONE_POINT });
    const file = join(dir, 'one.yaml');
    const single = (await runExperiment({ file, method: 'mc', workers: 2, out: join(dir, 'single') })).outDir;
    const shards = [1, 2, 3, 4].map((k) => join(dir, `shard-${k}`));
    const slurm = (k: number) => ({
      SLURM_ARRAY_TASK_ID: String(k),
      SLURM_ARRAY_TASK_COUNT: '4',
      SLURM_ARRAY_TASK_MIN: '1',
    });
    // the last shard as a job array starts it, a process of its own; the others, one after another, in this one
    const last = runShard(file, shards[3], 'auto', slurm(4));
    const runs = [];
    for (const k of [1, 2, 3]) runs.push(await runShardHere(file, shards[k - 1], 'auto', slurm(k)));
    runs.push(await last);
    for (const r of runs) expect(r.code, r.stderr).toBe(0);
    expect(shards.map((s) => readResultDir(s).tallies.points[0].chunkRange)).toEqual([
      [0, 2],
      [2, 4],
      [4, 6],
      [6, 9],
    ]);
    expect(readResultDir(shards[3]).manifest.shard).toEqual({ index: 4, count: 4 });
    const merged = join(dir, 'merged');
    mergeResults([shards[2], shards[0], shards[3], shards[1]], merged);
    for (const f of FILES) expect(read(merged, f), f).toBe(read(single, f));
    // a shard missing, or the same range twice, is refused with the reason
    expect(() => mergeResults([shards[0], shards[1], shards[3]], join(dir, 'never'))).toThrow(/missing 3\/4/);
  }, 180_000);

  it("a shard of a point's chunks stopped part way goes on with --resume to the bytes of the shard run whole; --extend is for the merged result", async () => {
    const dir = tempFiles({ 'one.yaml': ONE_POINT_LONG_CHUNKS });
    const file = join(dir, 'one.yaml');
    const shard = { index: 4, count: 4 };
    const whole = (await runExperiment({ file, method: 'mc', workers: 1, shard, out: join(dir, 'whole') }))
      .outDir;
    const out = join(dir, 'stopped');
    let asked = 0;
    const once: Interrupt = {
      requested: () => ++asked > 2,
      abandon: new AbortController().signal,
      exitOnNext() {},
      release() {},
    };
    const stopped = await executeRun(planRun({ file, method: 'mc', workers: 1, shard, out }), once);
    expect(stopped.manifest?.partial).toBe(true);
    const part = readResultDir(out).tallies.points[0];
    expect(part.chunkRange).toEqual([6, 9]);
    expect(part.chunks).toBeLessThan(3);
    await executeRun(planRun({ resume: out, workers: 1 }), { ...once, requested: () => false });
    for (const f of FILES) expect(read(out, f), f).toBe(read(whole, f));
    expect(() => planRun({ resume: whole, extend: 1000 })).toThrow(
      /manifest\.json: shard: a run that holds whole points to extend/,
    );
    expect(() => planRun({ file, method: 'mc', shard, precision: 0.01, out: join(dir, 'never') })).toThrow(
      /--shard: at most 1 shard .*a precision target stops a point on all the chunks before it/,
    );
  }, 120_000);
});
