import type { ClaimedFolder } from '../results/claim-folder.ts';
import type { Manifest } from '../results/manifest.ts';
import type { PointPlan } from '../workers/run-points.ts';
import type { Method, PointMethod } from './point-method.ts';
import type { PreparedExperiment } from './prepare-experiment.ts';

/** A run checked in full and ready to start: nothing has been written yet. */
export interface RunPlan {
  prep: PreparedExperiment;
  out: ClaimedFolder;
  shard: { index: number; count: number } | null;
  workers: number;
  /** the Monte Carlo points (exact ones need no trials) */
  plans: PointPlan[];
  /** the run's --method and how each of its points is answered */
  method: Method;
  methods: Map<number, PointMethod>;
  progress: boolean;
  /** the run this one goes on from (`--resume`) */
  previous: Manifest | null;
}
