import type { Command } from 'commander';
import { InputError } from '../../engine/input/input-error.ts';
import { parseShard } from '../../experiment/run-options.ts';
import { runExperiment } from '../../experiment/run-experiment.ts';
import { relative } from 'node:path';

interface RunFlags {
  trials?: string;
  seed?: string;
  workers?: string;
  precision?: string;
  out?: string;
  quick?: boolean;
  shard?: string;
  progress: boolean;
}

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
    .description('Run an experiment file on every core and write manifest.json, results.csv and outcomes.csv')
    .argument('<file>', 'an experiment YAML file (experiments/*.yaml)')
    .option('--trials <n>', 'trials per sweep point (with --precision: the most per point)')
    .option('--seed <n>', 'the seed (overrides the file)')
    .option('--workers <n>', 'worker threads (default: every core); results do not depend on it')
    .option('--precision <h>', 'stop each point at the first chunk where every proportion\'s 95% half-width is at most h')
    .option('--out <dir>', 'result folder (default out/<name>/)')
    .option('--quick', `a smoke run: at most 20000 trials per point`)
    .option('--shard <k/n>', 'run only shard k of n (points k-1, k-1+n, ...); join shards with warbench merge')
    .option('--no-progress', 'no progress output')
    .addHelpText(
      'after',
      `
Examples:
  warbench run experiments/assault-grade-matrix.yaml
  warbench run experiments/assault-grade-matrix.yaml --seed 7 --workers 2 --out A
  warbench run experiments/cover-sweep.yaml --precision 0.002
  warbench run experiments/assault-grade-matrix.yaml --shard 1/4 --out shard-1   (see docs/shards.md)`,
    )
    .action(async (file: string, flags: RunFlags) => {
      const { outDir, manifest } = await runExperiment({
        file,
        trials: numberFlag('--trials', flags.trials),
        seed: numberFlag('--seed', flags.seed),
        workers: numberFlag('--workers', flags.workers),
        precision: numberFlag('--precision', flags.precision),
        out: flags.out,
        quick: flags.quick,
        shard: flags.shard === undefined ? undefined : parseShard(flags.shard),
        progress: flags.progress,
      });
      const trials = manifest.sweep.points.reduce((s, p) => s + p.trials, 0);
      const state = manifest.partial ? 'interrupted: partial results' : 'done';
      process.stderr.write(`warbench: ${state}: ${manifest.sweep.points.length} points, ${trials} trials in ${manifest.timings.seconds.toFixed(1)} s -> ${relative(process.cwd(), outDir) || '.'}\n`);
    });
}
