import { InputError } from '../../engine/input/input-error.ts';
import { rulesetWords } from '../../engine/families/families.ts';
import { join, relative } from 'node:path';
import { Problems } from '../../engine/input/problems.ts';
import { type YamlNode } from '../../engine/input/yaml-node.ts';
import { loadYamlFile } from '../../engine/input/parse-yaml.ts';
import { loadRuleset } from '../../engine/families/load-ruleset.ts';
import type { Ruleset } from '../../engine/families/families.ts';
import { loadPatchFile, wrongKind } from '../../experiment/file-kind.ts';
import { PROJECT_ROOT } from '../../engine/ruleset/paths.ts';
import { parseSwitchFlags } from '../../engine/ruleset/parse-switch-flags.ts';
import { findSim } from '../../sims/find-sim.ts';
import { compileScenario, parseSetFlags, situationWith } from '../../sims/prepare.ts';
import { inEveryPart, inlinedSituation } from '../../sims/mix/inline-mix.ts';
import type { Compiled, Sim } from '../../sims/sim.ts';

/** A situation as the command line gives it: mechanic, file, ruleset, patches, switches, field overrides. */
export interface SituationFlags {
  ruleset?: string;
  patch: string[];
  switch: string[];
  set: string[];
}

export interface CompiledSituation {
  sim: Sim;
  ruleset: Ruleset;
  situation: YamlNode;
  compiled: Compiled;
  switches: Record<string, string>;
}

/** Load the ruleset (patched), read the situation (the sim's example when none is given) and compile it. */
export function compileSituation(
  simId: string,
  situationFile: string | undefined,
  opts: SituationFlags,
  ruleset?: Ruleset,
): CompiledSituation {
  const sim = findSim(simId);
  const file = situationFile ?? relative(process.cwd(), join(PROJECT_ROOT, sim.exampleSituation));
  // an experiment, a patch or another mechanic's situation: one message saying which it is
  const kind = wrongKind(file, { situationFor: sim.id }, `a situation for ${sim.id}`);
  if (kind) throw kind;
  // a --set reaches every part of a mix, as a swept field does
  const problems = new Problems();
  const { yaml, parts } = inlinedSituation(loadYamlFile(file), problems);
  problems.throwIfAny(); // a bad weight or part: reported once, before the mix is read again to compile
  const situation = situationWith(yaml, inEveryPart(parseSetFlags(opts.set), parts), problems);
  const rules = ruleset ?? loadRuleset(opts.ruleset ?? sim.defaultRuleset, opts.patch.map(loadPatchFile));
  // a ruleset of another family is the --ruleset flag's mistake, not the situation's
  if (!sim.families.includes(rules.family))
    throw new InputError({
      file: '(command line)',
      field: '--ruleset',
      expected: `a ruleset of family ${sim.families.join(' or ')} for ${sim.id}, got ${rulesetWords(rules)}`,
    });
  const { compiled, switches } = compileScenario(sim, rules, situation, parseSwitchFlags(opts.switch), {
    file: '(command line)',
    field: '--switch',
  });
  return { sim, ruleset: rules, situation, compiled, switches };
}
