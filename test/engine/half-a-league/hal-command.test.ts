import { describe, expect, it } from 'vitest';
import { commandDice } from '../../../src/engine/half-a-league/rules/hal-rules.ts';
import { Problems } from '../../../src/engine/input/problems.ts';
import { parseYamlFile } from '../../../src/engine/input/parse-yaml.ts';
import { loadRulesetOf } from '../../../src/engine/families/load-ruleset.ts';
import { compileScenario } from '../../../src/sims/prepare.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import { monteCarlo } from '../comparison/sim-harness.ts';

const ruleset = loadRulesetOf('half-a-league', 'half-a-league');
const r = ruleset.data;

function takes(yaml: string, switches: Record<string, string>): number {
  const node = parseYamlFile(yaml, 'duel.yaml').root(new Problems());
  const c = compileScenario(SIMS.duel, ruleset, node, switches).compiled;
  return monteCarlo('duel', c, 40_000, 17)[0];
}

describe('Half a League command points (Leaders: Unit Commander)', () => {
  it('"Russian and Turks 1 die ; French and British 2 dice. Elite units +3 to each die."', () => {
    expect(
      ['russian', 'turkish', 'french', 'british'].map((n) => commandDice(r, n as 'russian').value),
    ).toEqual([1, 1, 2, 2]);
    expect(r.command.elitePerDie.value).toBe(3);
    expect(commandDice(r, 'british').cell.source).toBe('text');
  });

  it('"In Close combat: a plus 1 to all combat die when attacking or defending"', () => {
    expect(r.command.closeCombatPerDie.value).toBe(1);
  });

  it('"attacker must declare use first; if he declines defense may use": as written the attacker\'s +1 is not matched (switch defenceCommandPoint)', () => {
    const y =
      'system: half-a-league\nattacker: {men: 2000, quality: average, formation: line}\ndefender: {men: 2000, quality: average, formation: line}\nminutes: 40';
    const written = takes(y, {});
    const both = takes(y, { defenceCommandPoint: 'both' });
    // 40,000 trials: a standard error of 0.0025 each; the +1 a die on ten dice is worth far more
    expect(written - both).toBeGreaterThan(0.1);
  });
});
