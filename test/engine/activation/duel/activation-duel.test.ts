import { describe, expect, it } from 'vitest';
import { Problems } from '../../../../src/engine/input/problems.ts';
import { parseYamlFile } from '../../../../src/engine/input/parse-yaml.ts';
import { loadRuleset } from '../../../../src/engine/families/load-ruleset.ts';
import { compileScenario } from '../../../../src/sims/prepare.ts';
import { SIMS } from '../../../../src/sims/registry.ts';
import type { DuelCompiled } from '../../../../src/sims/duel/duel-sim.ts';
import { distOf, monteCarlo } from '../../comparison/sim-harness.ts';

/** The duel under the activation ruleset, so its switches apply. */
function duel(
  yaml: string,
  switches: Record<string, string> = {},
  trials = 20_000,
): { c: DuelCompiled; decision: Record<string, number>; breaks: number } {
  const c = compileScenario(
    SIMS.duel,
    loadRuleset('activation'),
    parseYamlFile(yaml, 'duel.yaml').root(new Problems()),
    switches,
  ).compiled as DuelCompiled;
  const p = monteCarlo('duel', c, trials, 7);
  return { c, decision: distOf(c, p, 'decision'), breaks: distOf(c, p, 'defender_breaks').yes };
}

const CLOSE =
  'system: activation\naction: bombard\nguns: 12\nrange: close\nattacker: {men: 200, quality: average}\ndefender: {men: 2000, quality: average}\nminutes: 320';

describe('activation duel: guns at short range', () => {
  it('"Load Canister Short: 2 actions": canister is fired only with two successes (switch canisterActions: three with the Fire action)', () => {
    const two = duel(CLOSE);
    const three = duel(CLOSE, { canisterActions: 'loadThenFire' });
    expect(two.c.engine.mapping.attacker).toMatch(/canister with 2 actions/);
    expect(three.c.engine.mapping.attacker).toMatch(/canister with 3 actions/);
    expect(two.c.engine.mapping.choices).toMatch(/shortRangeGunChoice=/);
    expect(duel(CLOSE.replace('range: close', 'range: medium')).c.engine.mapping.attacker).not.toMatch(
      /canister/,
    );
  });

  it('"+1 to firing unit if target at 0M - M range", "-1 to firing unit if target at 2M - 3M range": the guns break the defender more often the closer they stand (mapping shortRangeGunChoice aimedShot)', () => {
    const [close, medium, long] = ['close', 'medium', 'long'].map(
      (r) => duel(CLOSE.replace('range: close', `range: ${r}`)).breaks,
    );
    expect(close).toBeGreaterThan(medium + 0.02);
    expect(medium).toBeGreaterThan(long + 0.02);
  });
});

const EQUAL =
  'system: activation\nattacker: {men: 2000, quality: average, formation: column}\ndefender: {men: 2000, quality: average, formation: line}\nminutes: 320';

describe("activation duel: the adapter's choices are mapping data", () => {
  it('"Roll to determine which player will get the first move": rolled, and counted as resting on the text', () => {
    const { c } = duel(EQUAL, {}, 10);
    expect(c.engine.mapping.activation).toMatch(/first move rolled/);
    const used = c.engine.choices!.used;
    expect(used.find((u) => u.field === 'firstMove')?.source).toBe('text');
    for (const f of [
      'minutesPerTurn',
      'activationDice',
      'defenderFireRange',
      'recoiledDefenderReturns',
      'fallBackLeavesPosition',
    ])
      expect(used.find((u) => u.field === f)?.source, f).toBe('mapping');
  });

  it('damage dice are "combat ability lost to casualties, decreasing morale, and/or desertion", not men: 4 regiments of 500 are 16 steps, none of them men', () => {
    const { c } = duel(EQUAL, {}, 10);
    expect(c.engine.attTotal).toBe(16);
    expect(c.engine.attMenPerUnit).toBeNaN();
    expect(c.engine.notDefined?.attacker_loss).toMatch(/not men/);
  });

  it('switch firesPerActivation `eachAction`: a defender fires once for each action, and the attacker takes the position less often (seeded)', () => {
    expect(duel(EQUAL, { firesPerActivation: 'eachAction' }).decision.attacker_takes_position).toBeLessThan(
      duel(EQUAL).decision.attacker_takes_position,
    );
  });
});

describe('activation duel: continuing melees', () => {
  const rounds = (sw: Record<string, string>) => {
    const { c } = duel(EQUAL.replace('minutes: 320', 'minutes: 320\nbudget: turns'), sw, 10);
    return monteCarlo('duel', c, 10_000, 3)[c.layout.meanOffset.minutes];
  };
  it("switch continuingMelee `onceARound`: one roll a round instead of one in each player's turn, so a decision takes more rounds (seeded)", () => {
    expect(rounds({ continuingMelee: 'onceARound' })).toBeGreaterThan(rounds({}) + 0.2);
  });
  it('switch seizeInitiative `wholeMelee`: "-1 for enemy in melee" on every roll of the melee the charge opened, so the attacker takes the position more often (seeded)', () => {
    expect(duel(EQUAL, { seizeInitiative: 'wholeMelee' }).decision.attacker_takes_position).toBeGreaterThan(
      duel(EQUAL).decision.attacker_takes_position,
    );
  });
  it("switch meleeAttacker `charger`: the charger keeps the attacker's side of the bands, and the seeded results move", () => {
    expect(duel(EQUAL, { meleeAttacker: 'charger' }).decision.attacker_takes_position).not.toBe(
      duel(EQUAL).decision.attacker_takes_position,
    );
  });
});
