import { describe, expect, it } from 'vitest';
import { Problems } from '../../../src/engine/input/problems.ts';
import { parseYamlFile } from '../../../src/engine/input/parse-yaml.ts';
import { loadRuleset } from '../../../src/engine/families/load-ruleset.ts';
import { compileScenario } from '../../../src/sims/prepare.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import { monteCarlo } from '../../engine/comparison/sim-harness.ts';

/** The duel under the activation ruleset, so its switches apply. */
function takes(switches: Record<string, string>): number {
  const y =
    'system: activation\nbudget: turns\nattacker: {men: 2000, quality: average, formation: column}\ndefender: {men: 2000, quality: average}';
  const c = compileScenario(
    SIMS.duel,
    loadRuleset('activation'),
    parseYamlFile(y, 'duel.yaml').root(new Problems()),
    switches,
  ).compiled;
  return monteCarlo('duel', c, 20_000, 5)[0];
}

describe('activation duel: rallying from rout (switch routRally)', () => {
  it('"Routing can only be stopped by rolling three successful activations": counted over the turns, routed defenders come back more often and the attacker takes the position less', () => {
    const oneRoll = takes({});
    const overTurns = takes({ routRally: 'threeActivations' });
    // seeded: 0.621 against 0.607, about three standard errors of the difference apart (a column fired at takes
    // its -2 Shooting since switch formationShooting, which narrowed it from 0.706 against 0.672)
    expect(overTurns).toBeLessThan(oneRoll - 0.01);
  });
});
