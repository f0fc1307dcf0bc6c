import { availableParallelism } from 'node:os';
import { claimFolder } from '../results/claim-folder.ts';
import type { Experiment } from './experiment.ts';
import { pointMethods, pointPlans } from './point-plans.ts';
import { prepareExperiment } from './prepare-experiment.ts';
import type { RunPlan } from './run-plan.ts';
import { readExperiment } from './read-experiment.ts';
import { planResume } from './plan-resume.ts';
import { checkRunOptions, QUICK_TRIALS, type RunOptions } from './run-options.ts';

function fresh(options: RunOptions & { file: string }): RunPlan {
  const exp: Experiment = readExperiment(options.file, { defer: true });
  if (options.seed !== undefined) exp.seed = options.seed;
  if (options.trials !== undefined) exp.trials = options.trials;
  if (options.precision !== undefined) exp.precision = options.precision;
  if (options.quick) {
    exp.trials = Math.min(exp.trials, QUICK_TRIALS);
    exp.precision = null;
  }
  const prep = prepareExperiment(exp);
  const shard = options.shard ?? null;
  // a bad or taken --out is found now, not after the whole simulation
  const out = claimFolder(
    options.out ?? `out/${exp.name}`,
    { experiment: exp.name, shard },
    { force: options.force, flag: '--out' },
  );
  const method = options.method ?? 'auto';
  const methods = pointMethods(prep, shard, method);
  return {
    prep,
    out,
    shard,
    workers: options.workers ?? availableParallelism(),
    plans: pointPlans(prep, methods, shard),
    method,
    methods,
    progress: options.progress ?? false,
    previous: null,
  };
}

/**
 * Check everything a run needs before any trial: options, the experiment
 * file, every sweep point, and the folder it will write.
 */
export function planRun(options: RunOptions): RunPlan {
  checkRunOptions(options);
  if (options.resume !== undefined) return planResume(options as RunOptions & { resume: string });
  if (options.file === undefined) throw new Error('planRun: an experiment file or --resume is needed');
  return fresh({ ...options, file: options.file });
}
