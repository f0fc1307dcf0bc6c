import { pointMethod, type Method, type PointMethod } from './point-method.ts';
import type { PointPlan } from '../workers/run-points.ts';
import { precisionReached } from './precision-reached.ts';
import type { PreparedExperiment } from './prepare-experiment.ts';

/** How each point of the run (its shard's) is answered: exact first, unless Monte Carlo is asked for. */
export function pointMethods(prep: PreparedExperiment, shard: { index: number; count: number } | null, method: Method): Map<number, PointMethod> {
  const mine = prep.points.filter((p) => !shard || p.index % shard.count === shard.index - 1);
  return new Map(mine.map((p) => [p.index, pointMethod(method, p.exact, { sim: prep.exp.sim.id, label: p.label })]));
}

/** Every point of the run answered by Monte Carlo, with its trials and precision stop. */
export function pointPlans(prep: PreparedExperiment, methods: Map<number, PointMethod>): PointPlan[] {
  const { exp } = prep;
  const target = exp.precision;
  return prep.points
    .filter((p) => methods.get(p.index) === 'mc')
    .map((p) => ({
      point: p.index,
      job: p.job,
      key: p.key,
      trials: exp.trials,
      size: p.layout.size,
      ...(target === null ? {} : { reached: (t: Float64Array, n: number) => precisionReached(p.layout, t, n, target) }),
    }));
}
