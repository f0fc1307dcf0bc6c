import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { claimCollectionFolder, claimFolder } from '../../results/claim-folder.ts';
import { InputError } from '../../engine/input/input-error.ts';
import { PROJECT_ROOT } from '../../engine/ruleset/paths.ts';
import { readExperiment } from '../../experiment/read-experiment.ts';
import { runExperiment } from '../../experiment/run-experiment.ts';
import { buildIndex } from '../../report/build-index.ts';
import { auditRepublic } from '../../engine/republic/audit/audit-republic.ts';
import type { RepublicRules } from '../../engine/republic/rules/republic-rules.ts';
import { loadRuleset } from '../../engine/ruleset/load-ruleset.ts';
import { resolveSwitches } from '../../engine/ruleset/switches.ts';
import { writeFilesAtomic } from '../../results/atomic-write.ts';
import { auditHtml } from '../../report/html/audit-page.ts';
import { reportStaged } from '../../report/report-staged.ts';
import { createInterrupt } from '../../experiment/interrupt.ts';
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
  if (!existsSync(dir)) throw new InputError({ file: dir, field: '', expected: 'a folder of experiment files (*.yaml)' });
  const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).sort();
  if (files.length === 0) throw new InputError({ file: dir, field: '', expected: 'at least one experiment file (*.yaml)' });
  return files.map((f) => join(dir, f));
}

/** Trials per point under a budget: never more than the file asks, at least one. */
export function budgetTrials(budget: number | undefined, fileTrials: number, points: number): number | undefined {
  return budget === undefined ? undefined : Math.max(1, Math.min(fileTrials, Math.floor(budget / points)));
}

/**
 * The default study: run every experiment, build its report, then the index
 * page over all of them. Returns the index page's path.
 */
export async function runStudy(o: StudyOptions = {}): Promise<string> {
  if (o.budget !== undefined && !(Number.isSafeInteger(o.budget) && o.budget >= 1)) {
    throw new InputError({ file: '(command line)', field: '--budget', expected: `a whole number of trials from 1, got ${JSON.stringify(o.budget)}` });
  }
  const log = o.log ?? (() => {});
  const files = experimentFiles(resolve(o.experiments ?? join(PROJECT_ROOT, 'experiments')));
  const root = claimCollectionFolder(o.out ?? 'out', { force: o.force, flag: '--out' });
  const exps = files.map((file) => readExperiment(file));
  // every folder is checked before the first trial, as run checks its files
  for (const exp of exps) claimFolder(join(root, exp.name), { experiment: exp.name, shard: null }, { force: o.force, flag: '--out' });
  // one pool for every experiment: its threads start and read the rulesets once
  const pool = new SharedPool();
  try {
    for (const [i, file] of files.entries()) {
      const exp = exps[i];
      const points = exp.sweep.reduce((n, p) => n * p.values.length, 1);
      const trials = budgetTrials(o.budget, exp.trials, points);
      log(`warbench: [${i + 1}/${files.length}] ${exp.name}: ${points} point${points === 1 ? '' : 's'}${trials === undefined ? '' : `, ${trials.toLocaleString('en-US')} trials each`}`);
      const outcome = await runExperiment({ file, out: join(root, exp.name), force: o.force, workers: o.workers, trials, quick: o.quick, progress: o.progress }, pool, { stage: true });
      // the report is built beside a result it replaces, which stays whole until it is done (see reportStaged)
      const interrupt = createInterrupt();
      let page: string;
      try {
        page = await reportStaged(outcome, interrupt, true);
      } finally {
        interrupt.release();
      }
      log(`warbench:   report ${relative(process.cwd(), page) || page}`);
    }
  } finally {
    await pool.close();
  }
  writeAudit(root);
  return buildIndex(root);
}

/** The table audit of the shipped Republic ruleset, as audit.html and audit.json beside the reports. */
function writeAudit(root: string): void {
  const ruleset = loadRuleset<RepublicRules>('republic-1.0-beta');
  const audit = auditRepublic(ruleset, resolveSwitches(ruleset.source.switches, {}));
  writeFilesAtomic(root, [
    ['audit.html', auditHtml(audit)],
    ['audit.json', `${JSON.stringify(audit, null, 2)}\n`],
  ]);
}
