import { InputError } from '../engine/input/input-error.ts';
import { chunkCount } from '../workers/point-job.ts';

export interface Shard {
  index: number;
  count: number;
}

/** What one shard runs: whole points, or one point's chunks [first, end). */
export type ShardWork =
  | { by: 'points'; points: number[] }
  | { by: 'chunks'; point: number; first: number; end: number };

/**
 * Split a run among `shard.count` shards. With no more shards than points,
 * shard k runs the points i with i % n == k - 1, whole. With more, each
 * point's chunks are split too: point i goes to the shards k with
 * (k - 1) % P == i, each taking a contiguous range of its chunks, so a
 * one-point run of ten million trials spreads over many machines. Every
 * chunk has its own stream (seed, point, chunk), so the merged tallies are
 * those of one run.
 */
export function shardWork(
  points: readonly number[],
  trials: number,
  chunkSize: number,
  shard: Shard,
): ShardWork {
  const p = points.length;
  if (shard.count <= p)
    return { by: 'points', points: points.filter((_, i) => i % shard.count === shard.index - 1) };
  const at = (shard.index - 1) % p;
  // the shards on this point, and which of them this one is
  const sharing = Math.floor((shard.count - 1 - at) / p) + 1;
  const j = Math.floor((shard.index - 1) / p);
  const chunks = chunkCount(trials, chunkSize);
  // every shard runs at least one chunk (the first point has the most shards): none is left empty yet needed by merge
  if (Math.ceil(shard.count / p) > chunks) {
    throw new InputError({
      file: '(command line)',
      field: '--shard',
      expected: `at most ${p * chunks} shard${p * chunks === 1 ? '' : 's'} (${p} point${p === 1 ? '' : 's'} of ${chunks} chunk${chunks === 1 ? '' : 's'} each at ${chunkSize} trials a chunk), got ${shard.index}/${shard.count}`,
    });
  }
  const first = Math.floor((j * chunks) / sharing);
  const end = Math.floor(((j + 1) * chunks) / sharing);
  return { by: 'chunks', point: points[at], first, end };
}
