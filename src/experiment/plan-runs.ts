import { join } from 'node:path';
import { InputError } from '../engine/input/input-error.ts';
import { claimCollectionFolder } from '../results/claim-folder.ts';
import type { Experiment } from './experiment.ts';
import { planRun } from './plan-run.ts';
import type { RunPlan } from './run-plan.ts';
import { readExperiment } from './read-experiment.ts';
import type { RunOptions } from './run-options.ts';

/** What differs between the files of one command (study). */
export interface EachFile {
  /** `out` holds one result folder per experiment even for a single file */
  folders?: boolean;
  /** trials per point for this experiment, in place of `options.trials` */
  trials?: (exp: Experiment) => number | undefined;
}

/**
 * Check every experiment file of one command before the first runs: with
 * several files `out` is the folder holding one result folder each, so
 * their names must differ.
 */
export function planRuns(files: string[], options: Omit<RunOptions, 'file'>, each: EachFile = {}): RunPlan[] {
  if (options.resume !== undefined) {
    if (files.length > 1)
      throw new InputError({
        file: '(command line)',
        field: '--resume',
        expected: `one result folder and at most one experiment file, got ${files.length} files`,
      });
    return [planRun({ ...options, file: files[0] })];
  }
  if (files.length === 0)
    throw new InputError({
      file: '(command line)',
      field: 'files',
      expected: 'one or more experiment files, or --resume DIR',
    });
  const several = files.length > 1 || each.folders === true;
  if (several && options.out !== undefined)
    claimCollectionFolder(options.out, { force: options.force, flag: '--out' });
  const plans: RunPlan[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    const own = each.trials ? { ...options, trials: each.trials(readExperiment(file)) } : options;
    const plan =
      several && own.out !== undefined ? planInFolder(file, own, own.out) : planRun({ ...own, file });
    const name = plan.prep.exp.name;
    if (seen.has(name))
      throw new InputError({
        file,
        field: 'name',
        expected: `a name no other file of this run has; ${seen.get(name)} is also named ${name} (both would write ${plan.out.dir})`,
      });
    seen.set(name, file);
    plans.push(plan);
  }
  return plans;
}

/** A file's plan when `out` holds one folder per experiment: out/<name>. */
function planInFolder(file: string, options: Omit<RunOptions, 'file'>, out: string): RunPlan {
  return planRun({ ...options, file, out: join(out, readExperiment(file).name) });
}
