import type { Command } from 'commander';
import { InputError } from '../../engine/input/input-error.ts';
import type { LoadedRuleset } from '../../engine/ruleset/loaded-ruleset.ts';
import { compileSituation } from '../../tuning/reach/compile-situation.ts';
import { patchedReach } from '../../tuning/reach/patched-reach.ts';
import { parseSwitchFlags } from './parse-switch-flags.ts';
import { findSim } from '../../sims/find-sim.ts';
import { SIMS } from '../../sims/registry.ts';
import { formatOdds, oddsCsv, summarise, type OddsSummary } from './odds-summary.ts';
import { rulesetLabel } from '../ruleset-label.ts';
import { switchDefaults } from './switch-lines.ts';

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

export { parseSwitchFlags };

/** The sims with exact odds, which `odds` answers. */
function exactSims(): string[] {
  return Object.keys(SIMS).filter((id) => SIMS[id].exact).sort();
}

export interface OddsOptions {
  ruleset?: string;
  patch: string[];
  switch: string[];
  set: string[];
  json?: boolean;
  csv?: boolean;
  verbose?: boolean;
}

/** Exact odds of one mechanic in one situation (on `loaded`, a ruleset already read, instead of opts.ruleset and opts.patch). */
export function computeOdds(simId: string, situationFile: string | undefined, opts: OddsOptions, loaded?: LoadedRuleset<any>): OddsSummary {
  const sim = findSim(simId);
  if (!sim.exact) throw new InputError({ file: '(command line)', field: 'mechanic', expected: `one with exact odds (${exactSims().join(', ')}); ${simId} is Monte Carlo only: run it in an experiment with warbench run` });
  const { ruleset, situation, compiled, switches } = compileSituation(simId, situationFile, opts, loaded);
  return {
    sim: sim.id,
    title: sim.title,
    ruleset: { id: ruleset.source.id, name: rulesetLabel(ruleset.source), hash: ruleset.source.hash, cells: ruleset.ledger.total, provisionalCells: ruleset.ledger.provisional },
    switches,
    switchDefaults: switchDefaults(ruleset.source.switches),
    situation: situation.value(),
    ...summarise(compiled.layout, sim.exact(compiled)),
    ...(sim.describe ? { reading: sim.describe(compiled) } : {}),
    ...(sim.reach && ruleset.source.patches.length ? { patchedCellsReached: patchedReach(ruleset.ledger.cells, sim.reach(compiled)) } : {}),
  };
}

export function registerOdds(program: Command): void {
  program
    .command('odds')
    .description('Exact odds of one mechanic in one situation')
    .argument('<mechanic>', `the mechanic: ${exactSims().join(', ')} (Monte Carlo only, for warbench run: ${Object.keys(SIMS).filter((id) => !SIMS[id].exact).sort().join(', ')})`)
    .argument('[situation]', 'a situation YAML file (default: the shipped example for the mechanic)')
    .option('--ruleset <id>', 'ruleset id from rulesets/ or a folder')
    .option('--patch <file>', 'apply a patch file (repeatable, in order)', collect, [])
    .option('--switch <name=value>', 'set an interpretation switch (repeatable)', collect, [])
    .option('--set <path=value>', 'override a situation field (repeatable)', collect, [])
    .option('--json', 'print JSON instead of a table')
    .option('--verbose', 'print every outcome table, every expected value and every switch (default: the headline tables, the modifier breakdown, the expected values that are not 0, and only the switches not at their default)')
    .option('--csv', 'print CSV: one row per outcome (with its at-least chance on an ordered scale) and per expected value')
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
      if (opts.json && opts.csv) throw new InputError({ file: '(command line)', field: '--csv', expected: 'either --json or --csv, not both (each is the whole output)' });
      const summary = computeOdds(mechanic, situation, opts);
      const { switchDefaults: _, ...json } = summary;
      process.stdout.write(opts.json ? `${JSON.stringify(json, null, 2)}\n` : opts.csv ? oddsCsv(summary) : `${formatOdds(summary, opts.verbose)}\n`);
    });
}
