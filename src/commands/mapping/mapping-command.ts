import type { Command } from 'commander';
import { join, relative } from 'node:path';
import { SYSTEMS } from '../../engine/duel/plain-situation.ts';
import { InputError } from '../../engine/input/input-error.ts';
import { Problems } from '../../engine/input/problems.ts';
import { loadYamlFile } from '../../engine/input/parse-yaml.ts';
import { checkKind } from '../../experiment/file-kind.ts';
import { loadRuleset } from '../../engine/families/load-ruleset.ts';
import { PROJECT_ROOT } from '../../engine/ruleset/paths.ts';
import type { DuelCompiled } from '../../sims/duel/duel-sim.ts';
import { duelSim } from '../../sims/duel/duel-sim.ts';
import { compileScenario, parseSetFlags, situationWith } from '../../sims/prepare.ts';

/**
 * Each system's reading of one plain duel situation, as its adapter maps it.
 * A situation one system cannot read is bad input for all (exit 2, the
 * field named), never printed as a reading.
 */
export function duelMappings(
  situationFile: string | undefined,
  sets: string[],
): Array<{ system: string; mapping: Record<string, string> }> {
  const file = situationFile ?? relative(process.cwd(), join(PROJECT_ROOT, duelSim.exampleSituation));
  checkKind(file, { situationFor: 'duel' }, 'a situation for duel');
  const yaml = loadYamlFile(file);
  const ruleset = loadRuleset(duelSim.defaultRuleset);
  const overrides = parseSetFlags(sets);
  // every system is shown: a system named in the file or by --set would be read nowhere
  const named = overrides.find((o) => o.path === 'system');
  if (named)
    throw new InputError({
      file: '(command line)',
      field: '--set',
      expected: `a situation field other than system: mapping shows every system (${SYSTEMS.join(', ')}), got ${named.origin.file.replace(/^--set /, '')}`,
    });
  const problems = new Problems();
  const given = situationWith(yaml, overrides, problems).get('system');
  if (given.exists) given.oneOf(SYSTEMS);
  problems.throwIfAny();
  return SYSTEMS.map((system) => {
    const node = situationWith(
      yaml,
      [...overrides, { path: 'system', value: system, origin: { file: '(mapping)' } }],
      new Problems(),
    );
    const { compiled } = compileScenario(duelSim, ruleset, node, {});
    return { system, mapping: duelSim.describe!(compiled as DuelCompiled) };
  });
}

export function registerMapping(program: Command): void {
  program
    .command('mapping')
    .description(
      'Show how each rule system maps a plain duel situation (the adapters in rulesets/comparison/)',
    )
    .argument('[situation]', 'a duel situation YAML file (default: experiments/situations/duel.yaml)')
    .option(
      '--set <path=value>',
      'override a situation field (repeatable)',
      (v: string, p: string[]) => [...p, v],
      [],
    )
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      `
Examples:
  warbench mapping
  warbench mapping --set attacker.quality=green --json
  warbench mapping experiments/situations/duel.yaml --set defender.cover=light`,
    )
    .action((situation: string | undefined, opts: { set: string[]; json?: boolean }) => {
      const rows = duelMappings(situation, opts.set);
      if (opts.json) return void process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
      const lines: string[] = [];
      for (const r of rows) {
        lines.push(r.system);
        for (const [k, v] of Object.entries(r.mapping)) lines.push(`  ${k.padEnd(10)} ${v}`);
      }
      process.stdout.write(`${lines.join('\n')}\n`);
    });
}
