import type { PointPlan } from '../workers/run-points.ts';
import { precisionReached } from './precision-reached.ts';
import type { PreparedExperiment } from './prepare-experiment.ts';

/** Every point of the run (its shard's), with its trials and precision stop. */
export function pointPlans(prep: PreparedExperiment, shard: { index: number; count: number } | null): PointPlan[] {
  const { exp } = prep;
  const target = exp.precision;
  return prep.points
    .filter((p) => !shard || p.index % shard.count === shard.index - 1)
    .map((p) => ({
      point: p.index,
      job: p.job,
      key: p.key,
      trials: exp.trials,
      size: p.layout.size,
      ...(target === null ? {} : { reached: (t: Float64Array, n: number) => precisionReached(p.layout, t, n, target) }),
    }));
}
