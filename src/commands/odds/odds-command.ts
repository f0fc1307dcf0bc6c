import type { Command } from 'commander';
import { InputError } from '../../engine/input/input-error.ts';
import { SIMS } from '../../sims/registry.ts';
import { computeOdds, exactSims, type OddsOptions } from '../../tuning/odds/compute-odds.ts';
import { formatOdds, oddsCsv } from '../../tuning/odds/odds-summary.ts';

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

export function registerOdds(program: Command): void {
  program
    .command('odds')
    .description('Exact odds of one mechanic in one situation')
    .argument(
      '<mechanic>',
      `the mechanic: ${exactSims().join(', ')} (Monte Carlo only, for warbench run: ${Object.keys(SIMS)
        .filter((id) => !SIMS[id].exact)
        .sort()
        .join(', ')})`,
    )
    .argument('[situation]', 'a situation YAML file (default: the shipped example for the mechanic)')
    .option('--ruleset <id>', 'ruleset id from rulesets/ or a folder')
    .option('--patch <file>', 'apply a patch file (repeatable, in order)', collect, [])
    .option('--switch <name=value>', 'set an interpretation switch (repeatable)', collect, [])
    .option('--set <path=value>', 'override a situation field (repeatable)', collect, [])
    .option('--json', 'print JSON instead of a table')
    .option(
      '--verbose',
      'print every outcome table, every expected value and every switch (default: the headline tables, the modifier breakdown, the expected values that are not 0, and only the switches not at their default)',
    )
    .option(
      '--csv',
      'print CSV: one row per outcome (with its at-least chance on an ordered scale) and per expected value',
    )
    .addHelpText(
      'after',
      `
Examples:
  warbench odds assault
  warbench odds assault --verbose   (every table, every expected value, every switch)
  warbench odds assault experiments/situations/assault-stone-wall.yaml --set 'defender.units[0].grade=average'
  warbench odds assault --switch naturalRollMoraleHits=onlyIfLostModified --json
  warbench odds artillery --csv > artillery-odds.csv
  warbench odds assault --patch patches/pb-plus1-drive-away.yaml
  warbench odds maneuver --set moraleHits=4   (Demoralized: Assault and Advance forbidden, §2.3)
  warbench odds skirmish --switch skirmishBlockGrade=attacker   (the Block number by the attacker's grade, A13)`,
    )
    .action((mechanic: string, situation: string | undefined, opts: OddsOptions) => {
      if (opts.json && opts.csv)
        throw new InputError({
          file: '(command line)',
          field: '--csv',
          expected: 'either --json or --csv, not both (each is the whole output)',
        });
      const summary = computeOdds(mechanic, situation, opts);
      const { switchDefaults: _, ...json } = summary;
      process.stdout.write(
        opts.json
          ? `${JSON.stringify(json, null, 2)}\n`
          : opts.csv
            ? oddsCsv(summary)
            : `${formatOdds(summary, opts.verbose)}\n`,
      );
    });
}
