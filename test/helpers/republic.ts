import { Problems } from '../../src/engine/input/problems.ts';
import { parseYaml } from '../../src/engine/input/parse-yaml.ts';
import { compileAssault } from '../../src/engine/republic/assault/compile-assault.ts';
import { readAssaultSituation } from '../../src/engine/republic/assault/situation.ts';
import { loadRulesetOf } from '../../src/engine/families/load-ruleset.ts';
import { resolveSwitches } from '../../src/engine/ruleset/switches.ts';

export const republic = loadRulesetOf('republic', 'republic-1.0-beta');

/** Compile an assault from inline YAML with the shipped ruleset. */
export function assaultFrom(yaml: string, switches: Record<string, string> = {}) {
  const problems = new Problems();
  const s = readAssaultSituation(
    parseYaml(yaml, 'test.yaml', problems),
    republic.data.restrictions,
    switches,
  );
  problems.throwIfAny();
  return compileAssault(republic.data, s, resolveSwitches(republic.source.switches, switches));
}
