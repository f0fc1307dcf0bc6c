import { InputError } from '../engine/input/input-error.ts';
import type { Shard } from './shard-slices.ts';

type Env = Record<string, string | undefined>;

function bad(expected: string): never {
  throw new InputError({ file: '(command line)', field: '--shard', expected });
}

/** A whole number from 0 in an environment variable, or undefined when it is not set. */
function whole(env: Env, name: string): number | undefined {
  const text = env[name];
  if (text === undefined || text === '') return undefined;
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text)))
    bad(`${name} a whole number from 0, got ${JSON.stringify(text)}`);
  return Number(text);
}

/**
 * `--shard auto` or `auto/N`: this job's shard from its batch scheduler's
 * job array. Slurm gives the index and count (SLURM_ARRAY_TASK_ID, counted
 * from SLURM_ARRAY_TASK_MIN, and SLURM_ARRAY_TASK_COUNT); a Kubernetes
 * indexed Job (JOB_COMPLETION_INDEX) and AWS Batch (AWS_BATCH_JOB_ARRAY_INDEX)
 * give the index from 0 only, so the count is given: `auto/N`.
 */
export function shardFromEnv(text: string, env: Env): Shard {
  const m = /^auto(?:\/(\d+))?$/.exec(text.trim());
  if (!m) bad(`auto or auto/N, got ${JSON.stringify(text)}`);
  const given = m[1] === undefined ? undefined : Number(m[1]);
  const slurm = whole(env, 'SLURM_ARRAY_TASK_ID');
  const k8s = whole(env, 'JOB_COMPLETION_INDEX');
  const aws = whole(env, 'AWS_BATCH_JOB_ARRAY_INDEX');
  if (slurm !== undefined) {
    const count = whole(env, 'SLURM_ARRAY_TASK_COUNT');
    const min = whole(env, 'SLURM_ARRAY_TASK_MIN') ?? 0;
    const n = given ?? count;
    if (n === undefined) bad('the shard count: SLURM_ARRAY_TASK_COUNT is not set (give it: --shard auto/N)');
    if (given !== undefined && count !== undefined && count !== given)
      bad(`auto/${given} in a Slurm array of ${count} tasks (SLURM_ARRAY_TASK_COUNT): one of them is wrong`);
    return { index: slurm - min + 1, count: n };
  }
  const index = k8s ?? aws;
  if (index === undefined)
    bad(
      'a job array to read the shard from: SLURM_ARRAY_TASK_ID (Slurm), JOB_COMPLETION_INDEX (a Kubernetes indexed Job) or AWS_BATCH_JOB_ARRAY_INDEX (AWS Batch); none is set (give --shard k/n)',
    );
  if (given === undefined)
    bad(
      `the shard count: ${k8s !== undefined ? 'JOB_COMPLETION_INDEX' : 'AWS_BATCH_JOB_ARRAY_INDEX'} gives only this job's index (give the count: --shard auto/N)`,
    );
  return { index: index + 1, count: given };
}
