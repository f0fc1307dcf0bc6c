import type { Command } from 'commander';
import { InputError } from '../../engine/input/input-error.ts';
import { parseShard } from '../../experiment/run-options.ts';
import { runExperiment } from '../../experiment/run-experiment.ts';
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { readExperiment } from '../../experiment/read-experiment.ts';
import { parseMethod } from '../../tuning/point-method.ts';
import { buildIndex } from '../../report/build-index.ts';
import { buildReportLazily } from '../../report/build-report-lazily.ts';

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
}

/** The conventional exit code of a run stopped by Ctrl-C (128 + SIGINT). */
export const EXIT_INTERRUPTED = 130;

/** A number flag; a malformed one is bad input (exit 2). */
export function numberFlag(flag: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text.replace(/_/g, ''));
  if (text.trim() === '' || !Number.isFinite(n)) throw new InputError({ file: '(command line)', field: flag, expected: `a number, got ${JSON.stringify(text)}` });
  return n;
}

export function registerRun(program: Command): void {
  program
    .command('run')
    .description('Run experiment files on every core: manifest.json, results.csv, outcomes.csv, charts and report.html for each')
    .argument('<files...>', 'one or more experiment YAML files (experiments/*.yaml)')
    .option('--trials <n>', 'trials per sweep point (with --precision: the most per point)')
    .option('--seed <n>', 'the seed (overrides the file)')
    .option('--workers <n>', 'worker threads (default: every core); results do not depend on it')
    .option('--precision <h>', 'stop each point at the first chunk where every proportion\'s 95% half-width is at most h')
    .option('--out <dir>', 'result folder (default out/<name>/); with several files, the folder that holds one result folder per experiment')
    .option('--quick', `a smoke run: at most 20000 trials per point`)
    .option('--shard <k/n>', 'run only shard k of n (points k-1, k-1+n, ...); join shards with warbench merge')
    .option('--method <m>', 'auto (default): exact odds where the sim has them, Monte Carlo elsewhere; exact: exact only; mc: Monte Carlo everywhere (to check the exact odds)')
    .option('--no-progress', 'no progress output')
    .option('--no-report', 'write the results only: no charts or report.html (warbench report DIR builds them later)')
    .addHelpText(
      'after',
      `
Examples:
  warbench run experiments/assault-grade-matrix.yaml --quick
  warbench run experiments/assault-grade-matrix.yaml --method mc --quick --out grade-matrix-mc
  warbench run experiments/assault-grade-matrix.yaml --seed 7 --workers 2 --trials 50000 --out A
  warbench run experiments/assault-cover-sweep.yaml --precision 0.01
  warbench run experiments/assault-grade-matrix.yaml --quick --shard 1/4 --out shard-1   (see docs/shards.md)
  warbench run experiments/duel-*.yaml --quick   (several experiments, then out/index.html)`,
    )
    .action(async (files: string[], flags: RunFlags) => {
      const pages: string[] = [];
      for (const file of files) {
        const out = files.length > 1 && flags.out ? join(flags.out, readExperiment(file).name) : flags.out;
        const { outDir, manifest } = await runExperiment({
          file,
          trials: numberFlag('--trials', flags.trials),
          seed: numberFlag('--seed', flags.seed),
          workers: numberFlag('--workers', flags.workers),
          precision: numberFlag('--precision', flags.precision),
          out,
          quick: flags.quick,
          shard: flags.shard === undefined ? undefined : parseShard(flags.shard),
          progress: flags.progress,
          method: parseMethod(flags.method),
        });
        const trials = manifest.sweep.points.reduce((s, p) => s + p.trials, 0);
        const exactPoints = manifest.sweep.points.filter((p) => p.method === 'exact').length;
        const state = manifest.partial ? 'interrupted: partial results' : 'done';
        process.stderr.write(`warbench: ${state}: ${manifest.sweep.points.length} points (${exactPoints} exact), ${trials} trials in ${manifest.timings.seconds.toFixed(1)} s -> ${relative(process.cwd(), outDir) || '.'}\n`);
        if (manifest.partial) process.exitCode = EXIT_INTERRUPTED;
        if (flags.report) pages.push((await buildReportLazily(outDir, { indexLink: existsSync(join(dirname(outDir), 'index.html')) || files.length > 1 })).page);
        if (manifest.partial) break;
      }
      if (!flags.report || pages.length === 0) return;
      // Several experiments, or a folder with an index already: keep the index current.
      const parents = new Set(pages.map((p) => dirname(dirname(p))));
      const parent = [...parents][0];
      const index = parents.size === 1 && (files.length > 1 || existsSync(join(parent, 'index.html'))) ? buildIndex(parent) : undefined;
      // one experiment: its own report, even where the index was brought up to date
      const shown = files.length === 1 || !index ? pages : [index];
      for (const page of shown) process.stdout.write(`${relative(process.cwd(), page) || page}\n`);
    });
}
