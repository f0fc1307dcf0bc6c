import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { InputError } from '../engine/input/input-error.ts';
import { PROJECT_ROOT } from '../engine/ruleset/paths.ts';
import { claimFolder } from '../results/claim-folder.ts';
import { RULES_VERSION, STREAM_VERSION, type Manifest } from '../results/manifest.ts';
import { MAX_TRIALS } from './limits.ts';
import { readResultDir } from '../results/read-result-dir.ts';
import type { PointTallies } from '../results/tallies-file.ts';
import type { PointStart } from '../workers/run-points.ts';
import type { RunPlan } from './run-plan.ts';
import { pointMethods, pointPlans } from './point-plans.ts';
import { prepareExperiment } from './prepare-experiment.ts';
import { readExperiment } from './read-experiment.ts';
import type { RunOptions } from './run-options.ts';

/** The experiment file a manifest was run from: where it was, else by its project path. */
function experimentFile(m: Manifest, dir: string): string {
  const candidates = [
    m.experiment.path,
    join(PROJECT_ROOT, m.experiment.file),
    resolve(m.experiment.file),
  ].filter((f): f is string => !!f);
  const found = candidates.find((f) => existsSync(f));
  if (!found) {
    throw new InputError({
      file: join(dir, 'manifest.json'),
      field: 'experiment.file',
      expected: `the experiment file the run was made from (not found at ${candidates.join(' or ')}); give it: warbench run FILE --resume ${dir}`,
    });
  }
  return found;
}

/**
 * Where a point goes on from. A short last chunk is run again in full (from
 * the chunks before it), as a longer uninterrupted run would have run it,
 * so the numbers are those of one run of the new total.
 */
function startOf(t: PointTallies, chunkSize: number, file: string): PointStart {
  // a shard's part of a point goes on from its last chunk, each chunk still kept apart
  if (t.chunkRange)
    return {
      chunks: t.chunkRange[0] + t.chunks,
      trials: t.trials,
      tallies: Float64Array.from(t.tallies),
      precisionReached: null,
      chunkParts: (t.chunkTallies ?? []).map((c) => Float64Array.from(c)),
    };
  const short = t.trials % chunkSize;
  if (short === 0)
    return {
      chunks: t.chunks,
      trials: t.trials,
      tallies: Float64Array.from(t.tallies),
      precisionReached: t.precisionReached,
    };
  if (!t.fullChunks)
    throw new InputError({
      file,
      field: `point ${t.point}: fullChunks`,
      expected:
        'the tallies before a short last chunk (a folder written by an older warbench cannot be extended)',
    });
  return {
    chunks: t.chunks - 1,
    trials: t.trials - short,
    tallies: Float64Array.from(t.fullChunks),
    precisionReached: t.precisionReached === null ? null : false,
  };
}

/**
 * `run --resume DIR [--extend N]`: go on with the run in DIR from where it
 * stopped, as its manifest records it (seed, trials, precision, chunk size,
 * shard). The experiment is read again and must give the same inputs.
 */
export function planResume(options: RunOptions & { resume: string }): RunPlan {
  const dir = resolve(options.resume);
  const previous = readResultDir(dir);
  const m = previous.manifest;
  const manifestFile = join(dir, 'manifest.json');
  if (!m.partial && options.extend === undefined) {
    throw new InputError({
      file: manifestFile,
      field: 'partial',
      expected:
        'an interrupted run to resume; this run is complete (add trials to every point with --extend N)',
    });
  }
  if (m.versions.stream !== STREAM_VERSION) {
    throw new InputError({
      file: manifestFile,
      field: 'versions.stream',
      expected: `a run under this warbench's random-stream version (${STREAM_VERSION}): a seed gives other numbers under version ${m.versions.stream}, so the run cannot go on; run it afresh`,
    });
  }
  const rules = m.versions.rules ?? '1';
  if (rules !== RULES_VERSION) {
    throw new InputError({
      file: manifestFile,
      field: 'versions.rules',
      expected: `a run under this warbench's rules version (${RULES_VERSION}): version ${rules} played some rules otherwise (docs/results-format.md lists the changes), so its trials and new ones would not be the same work; run it afresh`,
    });
  }
  const total = m.trials + (options.extend ?? 0);
  if (total > MAX_TRIALS) {
    throw new InputError({
      file: '(command line)',
      field: '--extend',
      expected: `a total of at most ${MAX_TRIALS} trials a point (the run has ${m.trials}), got ${options.extend}`,
    });
  }
  const exp = readExperiment(options.file ?? experimentFile(m, dir));
  exp.seed = m.seed;
  exp.trials = total;
  exp.precision = m.precision;
  exp.chunkSize = m.chunkSize;
  const prep = prepareExperiment(exp);
  if (exp.name !== m.experiment.name || prep.inputs !== m.inputs) {
    throw new InputError({
      file: exp.file,
      field: '',
      expected: `the experiment the run in ${options.resume} was made from; it (or its situation, patches or ruleset) has changed since, so the run cannot go on: run it afresh`,
    });
  }
  const shard = m.shard;
  if (options.extend !== undefined && previous.tallies.points.some((t) => t.chunkRange)) {
    throw new InputError({
      file: manifestFile,
      field: 'shard',
      expected: `a run that holds whole points to extend; this shard holds part of a point's chunks, and more trials would split them anew: extend the merged result instead (warbench merge, then --resume --extend)`,
    });
  }
  const out = claimFolder(dir, { experiment: m.experiment.name, shard }, { flag: '--resume', force: true });
  const starts = new Map(
    previous.tallies.points.map((t) => [t.point, startOf(t, m.chunkSize, join(dir, 'tallies.json'))]),
  );
  // the run goes on as it was answered: a manifest without a method is all Monte Carlo
  const method = m.method ?? 'mc';
  const methods = pointMethods(prep, shard, method);
  const plans = pointPlans(prep, methods, shard).map((p) => ({ ...p, start: starts.get(p.point) }));
  return {
    prep,
    out,
    shard,
    workers: options.workers ?? availableParallelism(),
    plans,
    method,
    methods,
    progress: options.progress ?? false,
    previous: m,
  };
}
