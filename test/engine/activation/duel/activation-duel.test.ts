import { describe, expect, it } from 'vitest';
import { Problems } from '../../../../src/engine/input/problems.ts';
import { parseYamlFile } from '../../../../src/engine/input/yaml-node.ts';
import { loadRuleset } from '../../../../src/engine/ruleset/load-ruleset.ts';
import { compileScenario } from '../../../../src/sims/prepare.ts';
import { SIMS } from '../../../../src/sims/registry.ts';
import type { DuelCompiled } from '../../../../src/sims/duel/duel-sim.ts';
import { distOf, monteCarlo } from '../../comparison/sim-harness.ts';

/** The duel under the activation ruleset, so its switches apply. */
function duel(yaml: string, switches: Record<string, string> = {}, trials = 20_000): { c: DuelCompiled; decision: Record<string, number>; breaks: number } {
  const c = compileScenario(SIMS.duel, loadRuleset('activation'), parseYamlFile(yaml, 'duel.yaml').root(new Problems()), switches).compiled as DuelCompiled;
  const p = monteCarlo('duel', c, trials, 7);
  return { c, decision: distOf(c, p, 'decision'), breaks: distOf(c, p, 'defender_breaks').yes };
}

const CLOSE = 'system: activation\naction: bombard\nguns: 12\nrange: close\nattacker: {men: 200, quality: average}\ndefender: {men: 2000, quality: average}\nmaxRounds: 8';

describe('activation duel: guns at short range', () => {
  it('"Load Canister Short: 2 actions": canister is fired only with two successes (switch canisterActions: three with the Fire action)', () => {
    const two = duel(CLOSE);
    const three = duel(CLOSE, { canisterActions: 'loadThenFire' });
    expect(two.c.engine.mapping.attacker).toMatch(/canister with 2 actions/);
    expect(three.c.engine.mapping.attacker).toMatch(/canister with 3 actions/);
    // with two actions the battery takes Aimed Shot instead when canister needs three: the decisions differ (seeded)
    expect(three.breaks).not.toBe(two.breaks);
    expect(two.c.engine.mapping.choices).toMatch(/shortRangeGunChoice=/);
    expect(duel(CLOSE.replace('range: close', 'range: medium')).c.engine.mapping.attacker).not.toMatch(/canister/);
  });
});
