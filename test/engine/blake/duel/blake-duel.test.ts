import { describe, expect, it } from 'vitest';
import { Problems } from '../../../../src/engine/input/problems.ts';
import { parseYamlFile } from '../../../../src/engine/input/yaml-node.ts';
import { loadRuleset } from '../../../../src/engine/ruleset/load-ruleset.ts';
import { compileScenario } from '../../../../src/sims/prepare.ts';
import { SIMS } from '../../../../src/sims/registry.ts';
import type { DuelCompiled } from '../../../../src/sims/duel/duel-sim.ts';
import { distOf, monteCarlo } from '../../comparison/sim-harness.ts';

const EQUAL = 'system: blake\nattacker: {men: 2000, quality: average, formation: column}\ndefender: {men: 2000, quality: average, formation: line, cover: none}\nmaxRounds: 8';

/** The duel under the Blake ruleset, so its switches apply. */
function blakeDuel(yaml: string, switches: Record<string, string> = {}, trials = 10_000): { c: DuelCompiled; takes: number } {
  const c = compileScenario(SIMS.duel, loadRuleset('blake'), parseYamlFile(yaml, 'duel.yaml').root(new Problems()), switches).compiled as DuelCompiled;
  return { c, takes: distOf(c, monteCarlo('duel', c, trials, 11), 'decision').attacker_takes_position };
}

describe('Blake duel readings', () => {
  it('switch fireDicePer `figure`: the defensive volley rolls for each of the six figures a stand, and the assault is stopped far more often', () => {
    const stand = blakeDuel(EQUAL);
    const figure = blakeDuel(EQUAL, { fireDicePer: 'figure' });
    expect(stand.c.engine.mapping.fire).toMatch(/D10 a stand/);
    expect(figure.c.engine.mapping.fire).toMatch(/D10 a figure/);
    // seeded, 10,000 trials each
    expect(figure.takes).toBeLessThan(stand.takes / 2);
  });

  it('switch meleeRoll `attackerOnly`: the defender adds no die, so the same seed gives other decisions', () => {
    expect(blakeDuel(EQUAL, { meleeRoll: 'attackerOnly' }).takes).not.toBe(blakeDuel(EQUAL).takes);
  });
});
