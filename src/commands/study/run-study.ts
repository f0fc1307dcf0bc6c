import { existsSync, readdirSync, statSync } from 'node:fs';
import { sayIndexSkipped } from '../index-skipped.ts';
import { join, relative, resolve } from 'node:path';
import { claimCollectionFolder } from '../../results/claim-folder.ts';
import { InputError } from '../../engine/input/input-error.ts';
import { PROJECT_ROOT } from '../../engine/ruleset/paths.ts';
import type { Experiment } from '../../experiment/experiment.ts';
import { createInterrupt, Interrupted } from '../../experiment/interrupt.ts';
import { planRuns } from '../../experiment/plan-runs.ts';
import { executeRun } from '../../experiment/run-experiment.ts';
import { buildIndex } from '../../report/build-index.ts';
import { auditRepublic } from '../../engine/republic/audit/audit-republic.ts';
import { loadRulesetOf } from '../../engine/families/load-ruleset.ts';
import { resolveSwitches } from '../../engine/ruleset/switches.ts';
import { writeFilesAtomic } from '../../results/atomic-write.ts';
import { auditHtml } from '../../report/html/audit-page.ts';
import { reportStaged } from '../../report/report-staged.ts';
import { SharedPool } from '../../workers/shared-pool.ts';

export interface StudyOptions {
  /** folder of experiment files (default: the shipped experiments/) */
  experiments?: string;
  /** folder for the result folders and index.html (default: out) */
  out?: string;
  /** write into folders holding other results or files warbench did not write, as run --force */
  force?: boolean;
  workers?: number;
  /** at most this many trials per experiment, spread evenly over its sweep points */
  budget?: number;
  quick?: boolean;
  progress?: boolean;
  /** where progress lines go (stderr in the CLI) */
  log?: (line: string) => void;
}

/** Every experiment file in a folder, in name order. */
export function experimentFiles(dir: string): string[] {
  if (!existsSync(dir))
    throw new InputError({ file: dir, field: '', expected: 'a folder of experiment files (*.yaml)' });
  if (!statSync(dir).isDirectory())
    throw new InputError({
      file: dir,
      field: '--experiments',
      expected: 'expected a folder of experiment files (*.yaml), got a file (warbench run FILE runs one)',
    });
  const files = readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort();
  if (files.length === 0)
    throw new InputError({ file: dir, field: '', expected: 'at least one experiment file (*.yaml)' });
  return files.map((f) => join(dir, f));
}

function pointsOf(exp: Experiment): number {
  return exp.sweep.reduce((n, p) => n * p.values.length, 1);
}

/** Trials per point under a budget: never more than the file asks, at least one. */
export function budgetTrials(
  budget: number | undefined,
  fileTrials: number,
  points: number,
): number | undefined {
  return budget === undefined ? undefined : Math.max(1, Math.min(fileTrials, Math.floor(budget / points)));
}

/**
 * The default study: run every experiment, build its report, then the index
 * page over all of them. Returns the index page's path.
 */
export async function runStudy(o: StudyOptions = {}): Promise<string> {
  if (o.budget !== undefined && !(Number.isSafeInteger(o.budget) && o.budget >= 1)) {
    throw new InputError({
      file: '(command line)',
      field: '--budget',
      expected: `a whole number of trials from 1, got ${JSON.stringify(o.budget)}`,
    });
  }
  const log = o.log ?? (() => {});
  const files = experimentFiles(resolve(o.experiments ?? join(PROJECT_ROOT, 'experiments')));
  const root = claimCollectionFolder(o.out ?? 'out', { force: o.force, flag: '--out' });
  // every file, every point and every result folder is checked before the first trial (as run does)
  const trialsOf = (exp: Experiment) => budgetTrials(o.budget, exp.trials, pointsOf(exp));
  const plans = planRuns(
    files,
    { out: root, force: o.force, workers: o.workers, quick: o.quick, progress: o.progress },
    { folders: true, trials: trialsOf },
  );
  // one pool for every experiment: its threads start and read the rulesets once
  const pool = new SharedPool();
  const interrupt = createInterrupt();
  try {
    for (const [i, plan] of plans.entries()) {
      const { exp } = plan.prep;
      const trials = trialsOf(exp);
      const points = pointsOf(exp);
      log(
        `warbench: [${i + 1}/${plans.length}] ${exp.name}: ${points} point${points === 1 ? '' : 's'}${trials === undefined ? '' : `, ${trials.toLocaleString('en-US')} trials each`}`,
      );
      const outcome = await executeRun(plan, interrupt, pool, { stage: true });
      if (outcome.outDir === null) throw new Interrupted();
      // the report is built beside a result it replaces, which stays whole until it is done (see reportStaged)
      const page = await reportStaged(outcome, interrupt, true);
      log(`warbench:   report ${relative(process.cwd(), page) || page}`);
    }
  } finally {
    interrupt.release();
    await pool.close();
  }
  writeAudit(root);
  return buildIndex(root, sayIndexSkipped);
}

/** The table audit of the shipped Republic ruleset, as audit.html and audit.json beside the reports. */
function writeAudit(root: string): void {
  const ruleset = loadRulesetOf('republic', 'republic-1.0-beta');
  const audit = auditRepublic(ruleset, resolveSwitches(ruleset.source.switches, {}));
  writeFilesAtomic(root, [
    ['audit.html', auditHtml(audit)],
    ['audit.json', `${JSON.stringify(audit, null, 2)}\n`],
  ]);
}
