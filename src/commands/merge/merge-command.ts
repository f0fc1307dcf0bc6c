import type { Command } from 'commander';
import { relative, resolve } from 'node:path';
import { mergeResults } from '../../results/merge-results.ts';

export function registerMerge(program: Command): void {
  program
    .command('merge')
    .description('Join the result folders of warbench run --shard k/n into one (identical to a single run)')
    .argument('<dirs...>', 'shard result folders, every shard once, in any order')
    .requiredOption('--out <dir>', "the merged result folder (new, or one holding this experiment's results)")
    .option(
      '--force',
      "write into a folder holding another experiment's results (replaced) or files warbench did not write (kept)",
    )
    .addHelpText(
      'after',
      `
Example:
  warbench run experiments/assault-grade-matrix.yaml --shard 1/2 --out s1
  warbench run experiments/assault-grade-matrix.yaml --shard 2/2 --out s2
  warbench merge s1 s2 --out merged          (see docs/shards.md)`,
    )
    .action((dirs: string[], opts: { out: string; force?: boolean }) => {
      const out = resolve(opts.out);
      const m = mergeResults(dirs, opts.out, { force: opts.force });
      process.stderr.write(
        `warbench: merged ${dirs.length} shards, ${m.sweep.points.length} point${m.sweep.points.length === 1 ? '' : 's'} -> ${relative(process.cwd(), out) || '.'}\n`,
      );
    });
}
