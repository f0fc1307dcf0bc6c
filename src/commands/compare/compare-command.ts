import type { Command } from 'commander';
import { InputError } from '../../engine/input/input-error.ts';
import { parseMethod } from '../../experiment/point-method.ts';
import { formatComparison } from '../../tuning/compare/format-comparison.ts';
import { runCompare } from '../../tuning/compare/run-compare.ts';
import { writeComparison } from '../../tuning/compare/write-comparison.ts';
import { numberFlag } from '../run/run-command.ts';

interface CompareFlags {
  on?: string;
  across?: string;
  method?: string;
  trials?: string;
  seed?: string;
  metric?: string;
  json?: boolean;
  verbose?: boolean;
  out?: string;
}

export function registerCompare(program: Command): void {
  program
    .command('compare')
    .description(
      'Is B better than A? Per sweep point: the exact difference, or paired Monte Carlo (both sides read the same dice) with Holm-corrected p-values, a sentence, and the total variation distance',
    )
    .argument(
      '<A>',
      'an experiment file; or a patch file, ruleset folder or id (a typed-in chart), switch reading name=value, or shipped, applied to the experiment given with --on',
    )
    .argument(
      '[B]',
      "the other side, as A; leave out to compare an experiment's swept patch sets or switches with its first",
    )
    .option(
      '--on <experiment>',
      'the experiment both sides run (when A or B is a patch, ruleset, switch reading or shipped)',
    )
    .option(
      '--across <param>',
      'with one experiment: the swept parameter whose values are compared, as the sweep names it (patches, switch:<name>, ruleset) (default: the first swept patch set, switch or ruleset of two or more values)',
    )
    .option(
      '--method <m>',
      'auto (default): exact where both sides have exact odds; mc: paired Monte Carlo everywhere; exact: refuse Monte Carlo',
    )
    .option('--trials <n>', 'Monte Carlo trials per point, in 40 chunks', '200000')
    .option('--seed <n>', "the seed (default: the experiment's)")
    .option(
      '--metric <name[:outcome]>',
      "the metric each sentence speaks of (default: the first chart's, e.g. winner:attacker)",
    )
    .option(
      '--out <dir>',
      'also write the page compare.html with compare.json, .vl.json, .svg and .png (estimate and difference panels) there',
    )
    .option('--json', 'print JSON')
    .option('--verbose', "add each point's sentence and its largest total variation distance")
    .addHelpText(
      'after',
      `
Examples:
  warbench compare shipped patches/pb-plus1-drive-away.yaml --on experiments/assault-grade-matrix.yaml
  warbench compare experiments/assault-cell-variants.yaml --method mc --trials 20000
  warbench compare shipped naturalRollMoraleHits=onlyIfLostModified --on experiments/assault-grade-matrix.yaml --json
  warbench compare republic-1.0-beta rulesets/republic-1.0-beta --on experiments/assault-cover-sweep.yaml   (a typed-in chart folder against the shipped one)
  warbench compare shipped patches/average-p2-fall-back.yaml --on experiments/assault-grade-matrix.yaml --metric defender_response:F --out compare-p2`,
    )
    .action(async (a: string, b: string | undefined, flags: CompareFlags, cmd: Command) => {
      const trials = numberFlag('--trials', flags.trials)!;
      if (!(Number.isSafeInteger(trials) && trials >= 40))
        throw new InputError({
          file: '(command line)',
          field: '--trials',
          expected: `a whole number from 40, got ${flags.trials}`,
        });
      const seed = numberFlag('--seed', flags.seed);
      if (seed !== undefined && !(Number.isSafeInteger(seed) && seed >= 0))
        throw new InputError({
          file: '(command line)',
          field: '--seed',
          expected: `a whole number from 0, got ${flags.seed}`,
        });
      const method = parseMethod(flags.method);
      // exact differences take no trials: a --trials given would be ignored (run refuses it as well)
      if (method === 'exact' && cmd.getOptionValueSource('trials') === 'cli')
        throw new InputError({
          file: '(command line)',
          field: '--trials',
          expected: `no such flag with --method exact: exact differences take no trials (--method auto or mc simulates), got ${flags.trials}`,
        });
      const comparison = runCompare({
        a,
        b,
        on: flags.on,
        across: flags.across,
        method,
        trials,
        seed,
        metric: flags.metric,
      });
      if (flags.out !== undefined) await writeComparison(flags.out, comparison);
      process.stdout.write(
        flags.json
          ? `${JSON.stringify(comparison, null, 2)}\n`
          : `${formatComparison(comparison, flags.verbose)}\n`,
      );
    });
}
