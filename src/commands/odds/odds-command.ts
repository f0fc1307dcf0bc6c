import type { Command } from 'commander';
import { InputError } from '../../engine/input/input-error.ts';
import { Problems } from '../../engine/input/problems.ts';
import { loadYamlFile } from '../../engine/input/yaml-node.ts';
import { loadRuleset } from '../../engine/ruleset/load-ruleset.ts';
import { loadPatch } from '../../engine/ruleset/patch.ts';
import { PROJECT_ROOT } from '../../engine/ruleset/paths.ts';
import { findSim } from '../../sims/find-sim.ts';
import { compileScenario, parseSetFlag, situationWith } from '../../sims/prepare.ts';
import { SIMS } from '../../sims/registry.ts';
import { formatOdds, oddsCsv, summarise, type OddsSummary } from './odds-summary.ts';
import { join, relative } from 'node:path';
import { rulesetLabel } from '../ruleset-label.ts';

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

export function parseSwitchFlags(flags: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of flags) {
    const eq = f.indexOf('=');
    if (eq <= 0) throw new InputError({ file: '(command line)', field: '--switch', expected: `name=value, got ${JSON.stringify(f)}` });
    out[f.slice(0, eq)] = f.slice(eq + 1);
  }
  return out;
}

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
}

/** Exact odds of one mechanic in one situation. */
export function computeOdds(simId: string, situationFile: string | undefined, opts: OddsOptions): OddsSummary {
  const sim = findSim(simId);
  if (!sim.exact) throw new InputError({ file: '(command line)', field: 'mechanic', expected: `one with exact odds (${exactSims().join(', ')}); ${simId} is Monte Carlo only: run it in an experiment with warbench run` });
  const file = situationFile ?? relative(process.cwd(), join(PROJECT_ROOT, sim.exampleSituation));
  const problems = new Problems();
  const situation = situationWith(loadYamlFile(file), opts.set.map(parseSetFlag), problems);
  const ruleset = loadRuleset(opts.ruleset ?? sim.defaultRuleset, opts.patch.map(loadPatch));
  const { compiled, switches } = compileScenario(sim, ruleset, situation, parseSwitchFlags(opts.switch), { file: '(command line)', field: '--switch' });
  return {
    sim: sim.id,
    title: sim.title,
    ruleset: { id: ruleset.source.id, name: rulesetLabel(ruleset.source), hash: ruleset.source.hash, cells: ruleset.ledger.total, provisionalCells: ruleset.ledger.provisional },
    switches,
    situation: situation.value(),
    ...summarise(compiled.layout, sim.exact(compiled)),
    ...(sim.describe ? { reading: sim.describe(compiled) } : {}),
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
    .option('--csv', 'print CSV: one row per outcome (with its at-least chance on an ordered scale) and per expected value')
    .addHelpText(
      'after',
      `
Examples:
  warbench odds assault
  warbench odds assault experiments/situations/assault-stone-wall.yaml --set 'defender.units[0].grade=average'
  warbench odds assault --switch naturalRollMoraleHits=onlyIfLostModified --json
  warbench odds artillery --csv > artillery-odds.csv
  warbench odds assault --patch patches/pb-plus1-drive-away.yaml
  warbench odds maneuver --set moraleHits=4   (Demoralized: Assault and Advance forbidden, §2.3)
  warbench odds skirmish --switch skirmishBlockGrade=attacker   (the Block number by the attacker's grade, A13)`,
    )
    .action((mechanic: string, situation: string | undefined, opts: OddsOptions) => {
      const summary = computeOdds(mechanic, situation, opts);
      process.stdout.write(opts.json ? `${JSON.stringify(summary, null, 2)}\n` : opts.csv ? oddsCsv(summary) : `${formatOdds(summary)}\n`);
    });
}
