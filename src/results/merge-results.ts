import { join, resolve } from 'node:path';
import { claimFolder } from './claim-folder.ts';
import { InputError } from '../engine/input/input-error.ts';
import type { Manifest, ManifestDraft, ManifestPoint } from './manifest.ts';
import { joinChunkRanges } from './join-chunk-ranges.ts';
import { readResultDir } from './read-result-dir.ts';
import type { PointTallies } from './tallies-file.ts';
import { writeResults } from './write-results.ts';

/** What must agree between shards: everything but where and how fast each ran, and what each holds. */
function fingerprint(m: Manifest): string {
  const { workers, timings, shard, sweep, partial, versions, files, digest, experiment, ...rest } = m;
  const { path, ...which } = experiment;
  return JSON.stringify({ ...rest, experiment: which, params: sweep.params, shards: shard?.count ?? null });
}

/**
 * Join the result folders of `warbench run --shard k/n` (every k once) into
 * one folder whose results.csv and outcomes.csv are byte-identical to a
 * single run's: each point ran whole in one shard, so this only gathers.
 */
export function mergeResults(dirs: string[], out: string, options: { force?: boolean } = {}): Manifest {
  if (dirs.length === 0)
    throw new InputError({ file: '(command line)', field: 'DIR', expected: 'at least one shard folder' });
  if (out.trim() === '')
    throw new InputError({
      file: '(command line)',
      field: '--out',
      expected: 'a folder name, got an empty one',
    });
  const outAbs = resolve(out);
  const given = dirs.find((d) => resolve(d) === outAbs);
  if (given)
    throw new InputError({
      file: '(command line)',
      field: '--out',
      expected: `a folder other than the shards', got ${given}`,
    });
  const shards = dirs
    .map(readResultDir)
    .sort((a, b) => (a.manifest.shard?.index ?? 0) - (b.manifest.shard?.index ?? 0));
  const first = shards[0];
  const count = first.manifest.shard?.count;
  const want = fingerprint(first.manifest);
  const seen = new Set<number>();
  for (const s of shards) {
    const file = join(s.dir, 'manifest.json');
    if (!s.manifest.shard)
      throw new InputError({ file, field: 'shard', expected: 'a shard written by warbench run --shard k/n' });
    if (fingerprint(s.manifest) !== want) {
      throw new InputError({
        file,
        field: '',
        expected: `a shard of the same experiment, inputs, seed, trials, chunk size, ruleset and shard count as ${join(first.dir, 'manifest.json')}`,
      });
    }
    if (seen.has(s.manifest.shard.index))
      throw new InputError({
        file,
        field: 'shard',
        expected: `each shard once; ${s.manifest.shard.index}/${count} is given twice`,
      });
    seen.add(s.manifest.shard.index);
  }
  const missing = Array.from({ length: count ?? 0 }, (_, i) => i + 1).filter((k) => !seen.has(k));
  if (missing.length)
    throw new InputError({
      file: '(command line)',
      field: 'DIR',
      expected: `every shard of ${count}; missing ${missing.map((k) => `${k}/${count}`).join(', ')}`,
    });

  // a point split among shards by chunk ranges is joined chunk by chunk; every other point is gathered
  const m0 = first.manifest;
  const parts = new Map<
    number,
    Array<{ shard: (typeof shards)[number]; t: PointTallies; p: ManifestPoint }>
  >();
  for (const s of shards)
    s.tallies.points.forEach((t, i) =>
      parts.set(t.point, [...(parts.get(t.point) ?? []), { shard: s, t, p: s.manifest.sweep.points[i] }]),
    );
  const joined = [...parts.values()].map((list) => {
    if (!list[0].t.chunkRange) return list;
    const size = list[0].t.tallies.length;
    const t = joinChunkRanges(
      list.map((x) => x.t),
      m0.trials,
      m0.chunkSize,
      size,
      join(list[0].shard.dir, 'tallies.json'),
    );
    const { precisionReached: _, ...p } = list[0].p;
    return [{ shard: list[0].shard, t, p: { ...p, trials: t.trials } }];
  });
  const points = joined
    .flat()
    .map((x) => x.p)
    .sort((a, b) => a.index - b.index);
  const gap = points.findIndex((p, i) => p.index !== i);
  if (gap >= 0)
    throw new InputError({
      file: '(command line)',
      field: 'DIR',
      expected: `shards holding every point once; point ${gap} is ${points[gap].index < gap ? 'given twice' : 'missing'}`,
    });
  const claimed = claimFolder(
    outAbs,
    { experiment: first.manifest.experiment.name, shard: null },
    { force: options.force, flag: '--out' },
  );
  const tallies: PointTallies[] = joined
    .flat()
    .map((x) => x.t)
    .sort((a, b) => a.point - b.point);
  const seconds = shards.reduce((sum, s) => sum + s.manifest.timings.seconds, 0);
  const trials = tallies.reduce((sum, t) => sum + t.trials, 0);
  const merged: ManifestDraft = {
    ...first.manifest,
    workers: shards.reduce((sum, s) => sum + s.manifest.workers, 0),
    shard: null,
    sweep: { params: first.manifest.sweep.params, points },
    timings: {
      startedAt: shards.map((s) => s.manifest.timings.startedAt).sort()[0],
      seconds,
      trialsPerSecond: seconds > 0 ? trials / seconds : 0,
    },
    partial: shards.some((s) => s.manifest.partial),
  };
  return writeResults(claimed.dir, merged, tallies, { inPlace: claimed.inPlace });
}
