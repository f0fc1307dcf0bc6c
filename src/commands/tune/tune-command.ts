import { relative } from 'node:path';
import type { Command } from 'commander';
import { readBrief } from '../../tuning/tune/read-brief.ts';
import { formatTune } from '../../tuning/tune/format-tune.ts';
import { runTune } from '../../tuning/tune/run-tune.ts';
import { letSignalsIn } from '../../experiment/interrupt.ts';

interface TuneFlags {
  out?: string;
  json?: boolean;
  force?: boolean;
}

export function registerTune(program: Command): void {
  program
    .command('tune')
    .description(
      'Tune the provisional cells of any Republic table to a balance brief: the fewest changes that meet its targets while every audit rule and guard rail holds; exact sims on exact values, Monte Carlo sims (engagement, duel) by paired Monte Carlo in a seeded search; writes a patch and reports each target before and after, with the side effects',
    )
    .argument(
      '<brief>',
      'a balance brief YAML (experiments/briefs/*.yaml): targets with a situation or weighted mix, a metric, a value or range and a weight',
    )
    .option('--out <dir>', 'where to write patch.yaml and tune.json (default out/tune-<brief name>/)')
    .option('--json', 'print JSON')
    .option(
      '--force',
      'write into a folder holding files tune did not write (a patch.yaml or tune.json of the same name is replaced)',
    )
    .addHelpText(
      'after',
      `
Examples:
  warbench tune experiments/briefs/republic-assault.yaml
  warbench audit --strict --patch out/tune-republic-assault/patch.yaml   (after it: the tuned table passes the audit)
  warbench odds assault experiments/situations/assault.yaml --patch out/tune-republic-assault/patch.yaml   (a target checked by odds)

A brief (see experiments/briefs/republic-assault.yaml, docs/calibration.md)
lists targets, each a situation, situationFile or weighted mix, a metric
(winner:attacker, mean_rounds, a sum, or a ratio of sums), a value or range
and a weight; costPerCell is what one changed cell costs in the metric's
units; protect: holds metrics still; move: limits the tables. For a Monte
Carlo sim, seed: and trials: set the search; the patch is checked on fresh
seeds and again on other fresh seeds (met only where both agree), and a
verify-<situation>.yaml beside it reruns each situation with warbench run.
--json prints the report as JSON.

The folder is tune's: one holding other files (a patch.yaml you wrote, a
result) is refused without --force. Ctrl-C stops it, writing nothing (exit 130).`,
    )
    .action(async (file: string, flags: TuneFlags) => {
      const out = flags.out ?? `out/tune-${readBrief(file).name}`;
      // the search lets a Ctrl-C in between cells: warbench's own handler ends it there, nothing written
      const r = await runTune(file, out, {
        force: flags.force ?? false,
        between: letSignalsIn,
        log: (line) => process.stderr.write(`${line}\n`),
      });
      const shown = {
        ...r,
        patchFile: relative(process.cwd(), r.patchFile) || r.patchFile,
        ...(r.historyPage ? { historyPage: relative(process.cwd(), r.historyPage) } : {}),
      };
      process.stdout.write(flags.json ? `${JSON.stringify(shown, null, 2)}\n` : `${formatTune(shown)}\n`);
    });
}
