import { InputError } from '../engine/input/input-error.ts';
import { addInto } from '../sims/layout.ts';
import { chunkCount, chunkTrials } from '../workers/point-job.ts';
import type { PointTallies } from './tallies-file.ts';

/**
 * One point's tallies from the shards that each ran a range of its chunks:
 * every chunk added in chunk order to the chunks before it, exactly as one
 * run merges them (so the bytes are one run's), with the tallies before a
 * short last chunk kept as one run keeps them. A partial join (some shard
 * interrupted) holds the chunks up to the first one missing.
 */
export function joinChunkRanges(
  parts: PointTallies[],
  trials: number,
  chunkSize: number,
  size: number,
  where: string,
): PointTallies {
  const ordered = [...parts].sort((a, b) => a.chunkRange![0] - b.chunkRange![0]);
  const total = chunkCount(trials, chunkSize);
  const tallies = new Float64Array(size);
  let fullChunks: Float64Array | null = null;
  let next = 0;
  let done = 0;
  let stopped = false;
  for (const part of ordered) {
    const [first, end] = part.chunkRange!;
    if (first !== (ordered.indexOf(part) === 0 ? 0 : ordered[ordered.indexOf(part) - 1].chunkRange![1])) {
      throw new InputError({
        file: where,
        field: 'chunkRange',
        expected: `shards whose chunk ranges of point ${part.point} follow on, from 0 to ${total}; got one from chunk ${first}`,
      });
    }
    part.chunkTallies!.forEach((chunk, k) => {
      if (stopped) return;
      const c = first + k;
      const n = chunkTrials(c, trials, chunkSize);
      if (n < chunkSize) fullChunks = Float64Array.from(tallies);
      addInto(tallies, Float64Array.from(chunk));
      done += n;
      next = c + 1;
    });
    // chunks after an interrupted shard's last one cannot follow on
    if (first + part.chunks < end) stopped = true;
  }
  if (ordered.length > 0 && ordered[ordered.length - 1].chunkRange![1] !== total) {
    throw new InputError({
      file: where,
      field: 'chunkRange',
      expected: `shards whose chunk ranges of point ${ordered[0].point} cover its ${total} chunks; they end at ${ordered[ordered.length - 1].chunkRange![1]}`,
    });
  }
  const full = fullChunks as Float64Array | null;
  // the fields in the order a run writes them, so tallies.json is byte for byte a run's
  return {
    point: ordered[0].point,
    trials: done,
    chunks: next,
    tallies: Array.from(tallies),
    precisionReached: null,
    fullChunks: full ? Array.from(full) : null,
    exact: ordered[0].exact,
    exactLeftover: ordered[0].exactLeftover,
    method: 'mc',
  };
}
