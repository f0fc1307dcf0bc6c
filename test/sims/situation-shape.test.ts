import { describe, expect, it } from 'vitest';
import { loadRuleset } from '../../src/engine/families/load-ruleset.ts';
import { parseYamlFile } from '../../src/engine/input/parse-yaml.ts';
import { Problems } from '../../src/engine/input/problems.ts';
import { compileScenario } from '../../src/sims/prepare.ts';
import { SIMS } from '../../src/sims/registry.ts';

function messageOf(simId: string, yaml: string): string {
  const sim = SIMS[simId];
  const node = parseYamlFile(yaml, 'situation.yaml').root(new Problems());
  try {
    compileScenario(sim, loadRuleset(sim.defaultRuleset), node, {});
  } catch (err) {
    return (err as Error).message;
  }
  return 'compiled';
}

describe('a situation file that is not a mapping of fields', () => {
  // before, blake-melee, activation and reference gave the odds of their defaults for a list, the others one message per field they lacked
  it.each(Object.keys(SIMS))('%s: one message at the file, for a list and for a scalar', (simId) => {
    expect(messageOf(simId, '- 1\n- 2\n')).toBe(
      "situation.yaml:1: expected a mapping of the situation's fields, got a list",
    );
    expect(messageOf(simId, 'hello\n')).toBe(
      'situation.yaml:1: expected a mapping of the situation\'s fields, got "hello"',
    );
  });
});
