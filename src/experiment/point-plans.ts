import { InputError } from '../engine/input/input-error.ts';
import { pointMethod, type Method, type PointMethod } from './point-method.ts';
import { shardWork, type Shard, type ShardWork } from './shard-slices.ts';
import type { PointPlan } from '../workers/run-points.ts';
import { precisionReached } from './precision-reached.ts';
import type { PreparedExperiment } from './prepare-experiment.ts';

/** What the run's shard runs (everything without one). */
export function runWork(prep: PreparedExperiment, shard: Shard | null): ShardWork | null {
  return shard
    ? shardWork(
        prep.points.map((p) => p.index),
        prep.exp.trials,
        prep.exp.chunkSize,
        shard,
      )
    : null;
}

/**
 * How each point of the run (its shard's) is answered: exact first, unless
 * Monte Carlo is asked for. A shard of a point's chunks is Monte Carlo with
 * no precision stop (a stop depends on every chunk before it).
 */
export function pointMethods(
  prep: PreparedExperiment,
  shard: Shard | null,
  method: Method,
): Map<number, PointMethod> {
  const work = runWork(prep, shard);
  const mine = prep.points.filter(
    (p) => !work || (work.by === 'points' ? work.points.includes(p.index) : work.point === p.index),
  );
  const methods = new Map(
    mine.map((p) => [p.index, pointMethod(method, p.exact, { sim: prep.exp.sim.id, label: p.label })]),
  );
  if (work?.by === 'chunks') {
    const n = prep.points.length;
    const why =
      methods.get(work.point) === 'exact'
        ? 'its point is answered exactly, with no trials to split (give --method mc to simulate it)'
        : prep.exp.precision !== null
          ? 'a precision target stops a point on all the chunks before it, which another shard runs'
          : '';
    if (why)
      throw new InputError({
        file: '(command line)',
        field: '--shard',
        expected: `at most ${n} shard${n === 1 ? '' : 's'} (one a sweep point), or more splitting each point's chunks; but ${why}; got ${shard!.index}/${shard!.count}`,
      });
  }
  return methods;
}

/** Every point of the run answered by Monte Carlo, with its trials and precision stop (and its chunks, in a shard of a point's chunks). */
export function pointPlans(
  prep: PreparedExperiment,
  methods: Map<number, PointMethod>,
  shard: Shard | null = null,
): PointPlan[] {
  const { exp } = prep;
  const target = exp.precision;
  const work = runWork(prep, shard);
  return prep.points
    .filter((p) => methods.get(p.index) === 'mc')
    .map((p) => ({
      point: p.index,
      job: p.job,
      key: p.key,
      trials: exp.trials,
      size: p.layout.size,
      ...(target === null
        ? {}
        : { reached: (t: Float64Array, n: number) => precisionReached(p.layout, t, n, target) }),
      ...(work?.by === 'chunks' ? { range: { first: work.first, end: work.end } } : {}),
    }));
}
