import type { Command } from 'commander';
import { sayIndexSkipped } from '../index-skipped.ts';
import { InputError } from '../../engine/input/input-error.ts';
import { parseShard } from '../../experiment/run-options.ts';
import { executeRun } from '../../experiment/run-experiment.ts';
import { createInterrupt, EXIT_INTERRUPTED, Interrupted } from '../../experiment/interrupt.ts';
import { planRuns } from '../../experiment/plan-runs.ts';
import { dirname, relative } from 'node:path';
import { parseMethod } from '../../experiment/point-method.ts';
import { buildIndex } from '../../report/build-index.ts';
import { hasWarbenchIndex } from '../../results/collection-files.ts';
import { SharedPool } from '../../workers/shared-pool.ts';
import { reportStaged } from '../../report/report-staged.ts';

interface RunFlags {
  trials?: string;
  seed?: string;
  workers?: string;
  precision?: string;
  out?: string;
  quick?: boolean;
  shard?: string;
  progress: boolean;
  report: boolean;
  method?: string;
  force?: boolean;
  resume?: string;
  extend?: string;
}

export { EXIT_INTERRUPTED } from '../../experiment/interrupt.ts';

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A number flag; a malformed one is bad input (exit 2). */
export function numberFlag(flag: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const digits = text.replace(/_/g, '');
  const n = Number(digits);
  // decimal only: Number() would also read 0x10 as 16 and 0b11 as 3
  if (!DECIMAL.test(digits.trim()) || !Number.isFinite(n))
    throw new InputError({
      file: '(command line)',
      field: flag,
      expected: `a number, got ${JSON.stringify(text)}`,
    });
  // past 2^53 whole numbers round (…993 reads as …992): refuse rather than run another seed than asked
  if (Math.abs(n) > Number.MAX_SAFE_INTEGER)
    throw new InputError({
      file: '(command line)',
      field: flag,
      expected: `a number of at most ${Number.MAX_SAFE_INTEGER}, got ${JSON.stringify(text)}`,
    });
  return n;
}

export function registerRun(program: Command): void {
  program
    .command('run')
    .description(
      'Run experiment files on every core: manifest.json, results.csv, outcomes.csv, charts and report.html for each',
    )
    .argument(
      '[files...]',
      'one or more experiment YAML files (experiments/*.yaml); with --resume, none (or the file, if it moved)',
    )
    .option('--trials <n>', 'trials per sweep point (with --precision: the most per point)')
    .option('--seed <n>', 'the seed (overrides the file)')
    .option('--workers <n>', 'worker threads (default: every core); results do not depend on it')
    .option(
      '--precision <h>',
      "stop each point at the first chunk where every proportion's 95% half-width is at most h",
    )
    .option(
      '--out <dir>',
      'result folder (default out/<name>/); with several files, the folder that holds one result folder per experiment',
    )
    .option('--quick', `a smoke run: at most 20000 trials per point`)
    .option(
      '--shard <k/n>',
      "run only shard k of n (points k-1, k-1+n, ...; with more shards than points, a range of a point's chunks); auto reads k/n from a Slurm job array, auto/N with N given from a Kubernetes indexed Job or AWS Batch array; join shards with warbench merge",
    )
    .option(
      '--method <m>',
      'auto (default): exact odds where the sim has them, Monte Carlo elsewhere; exact: exact only; mc: Monte Carlo everywhere (to check the exact odds)',
    )
    .option(
      '--force',
      "write into a folder holding another experiment's results (replaced) or files warbench did not write (kept)",
    )
    .option(
      '--resume <dir>',
      'go on with the interrupted run in DIR, as its manifest records it; the same numbers as one uninterrupted run',
    )
    .option('--extend <n>', 'with --resume: add n trials to every point of the run in DIR (finished or not)')
    .option('--no-progress', 'no progress output')
    .option(
      '--no-report',
      'write the results only: no charts or report.html (warbench report DIR builds them later)',
    )
    .addHelpText(
      'after',
      `
Examples:
  warbench run experiments/assault-grade-matrix.yaml --quick
  warbench run experiments/assault-grade-matrix.yaml --method mc --quick --out grade-matrix-mc
  warbench run experiments/assault-grade-matrix.yaml --method mc --seed 7 --workers 2 --trials 50000 --out A
  warbench run experiments/assault-cover-sweep.yaml --method mc --precision 0.01
  warbench run experiments/assault-grade-matrix.yaml --quick --shard 1/4 --out shard-1   (see docs/shards.md)
  warbench run experiments/rally-*.yaml --quick   (several experiments, then out/index.html)
  warbench run experiments/engagement-division.yaml --quick   (a whole engagement: docs/engagement-situation.md)
  warbench run experiments/reference-check.yaml --quick --method mc --out ref
  warbench run --resume ref --extend 20000   (20000 more trials a point: the numbers of one 40000-trial run)

A folder belongs to the experiment whose results it holds: a rerun replaces it
whole; another experiment's folder, or one with other files, is refused
without --force. Ctrl-C stops after the chunks under way and writes them as
a partial result (exit 130), beside a finished result, never over it;
warbench run --resume DIR goes on with it.`,
    )
    .action(async (files: string[], flags: RunFlags) => {
      const pages: string[] = [];
      const interrupt = createInterrupt();
      // one pool for every file: its threads start and read the rulesets once
      const pool = new SharedPool();
      try {
        // every file, every point and every folder is checked before the first trial
        const plans = planRuns(files, {
          trials: numberFlag('--trials', flags.trials),
          seed: numberFlag('--seed', flags.seed),
          workers: numberFlag('--workers', flags.workers),
          precision: numberFlag('--precision', flags.precision),
          out: flags.out,
          quick: flags.quick,
          shard: flags.shard === undefined ? undefined : parseShard(flags.shard),
          progress: flags.progress,
          method: flags.method === undefined ? undefined : parseMethod(flags.method),
          force: flags.force,
          resume: flags.resume,
          extend: numberFlag('--extend', flags.extend),
        });
        const trialFlags = (['--trials', '--precision', '--extend'] as const).filter(
          (flag) => flags[flag.slice(2) as 'trials' | 'precision' | 'extend'] !== undefined,
        );
        for (const plan of plans) {
          // exact points count no trials: a flag that sets how many would silently do nothing
          if (trialFlags.length && plan.plans.length === 0)
            process.stderr.write(
              `warbench: ${plan.prep.exp.name}: every point is answered exactly, so ${trialFlags.join(' and ')} ${trialFlags.length === 1 ? 'is' : 'are'} not used (${flags.resume === undefined ? 'add --method mc to simulate it' : 'run the experiment again with --method mc to simulate it'})\n`,
            );
          const outcome = await executeRun(plan, interrupt, pool, { stage: flags.report });
          const { outDir, manifest } = outcome;
          if (outDir === null)
            throw new Interrupted(
              `interrupted before any trial of ${plan.prep.exp.name} finished; nothing was written${plan.previous ? ` (${relative(process.cwd(), plan.out.dir) || '.'} is as it was)` : ''}`,
            );
          const shown = relative(process.cwd(), outDir) || '.';
          const trials = manifest.sweep.points.reduce((s, p) => s + p.trials, 0);
          const exactPoints = manifest.sweep.points.filter((p) => p.method === 'exact').length;
          const state = manifest.partial ? 'interrupted: partial results' : 'done';
          process.stderr.write(
            `warbench: ${state}: ${manifest.sweep.points.length} point${manifest.sweep.points.length === 1 ? '' : 's'} (${exactPoints} exact), ${trials} trials in ${manifest.timings.seconds.toFixed(1)} s -> ${shown}\n`,
          );
          if (manifest.partial) {
            process.exitCode = EXIT_INTERRUPTED;
            process.stderr.write(
              `warbench: go on with: warbench run --resume ${shown}${outDir === plan.out.dir ? '' : ` (${relative(process.cwd(), plan.out.dir) || '.'} is left as it was)`}; warbench report ${shown} shows what finished\n`,
            );
            break;
          }
          if (flags.report)
            pages.push(
              await reportStaged(outcome, interrupt, hasWarbenchIndex(dirname(outDir)) || files.length > 1),
            );
        }
      } finally {
        await pool.close();
        interrupt.release();
      }
      if (!flags.report || pages.length === 0) return;
      // Several experiments, or a folder with an index already: keep the index current.
      const parents = new Set(pages.map((p) => dirname(dirname(p))));
      const parent = [...parents][0];
      const index =
        parents.size === 1 && (files.length > 1 || hasWarbenchIndex(parent))
          ? buildIndex(parent, sayIndexSkipped)
          : undefined;
      // one experiment: its own report, even where the index was brought up to date
      const shown = files.length === 1 || !index ? pages : [index];
      for (const page of shown) process.stdout.write(`${relative(process.cwd(), page) || page}\n`);
    });
}
