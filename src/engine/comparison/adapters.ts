import { shippedRuleset as loadShipped } from '../families/shipped-rulesets.ts';
import { menInUnits } from '../duel/men-lost.ts';
import type { FamilyRules, Ruleset } from '../families/families.ts';
import { resolveSwitches } from '../ruleset/switches.ts';
import type { YamlNode } from '../input/yaml-node.ts';
import type { DuelEngine } from '../duel/duel-engine.ts';
import type { PlainSituation, System } from '../duel/plain-situation.ts';
import { activationAdapter } from './activation-adapter.ts';
import { blakeAdapter } from './blake-adapter.ts';
import { blueAndGrayAdapter } from './blue-and-gray-adapter.ts';
import { halfALeagueAdapter } from './half-a-league-adapter.ts';
import { republicAdapter } from './republic-adapter.ts';

/** The ruleset each system reads when the experiment's ruleset is of another family. */
export const SYSTEM_RULESETS: Record<System, string> = {
  republic: 'republic-1.0-beta',
  blake: 'blake',
  activation: 'activation',
  'blue-and-gray': 'blue-and-gray',
  'half-a-league': 'half-a-league',
};

/** Each system's adapter, reading its own family's rules. */
const ADAPTERS: {
  [F in System]: (
    rules: FamilyRules[F],
    s: PlainSituation,
    switches: Record<string, string>,
    at: YamlNode,
  ) => DuelEngine;
} = {
  republic: republicAdapter,
  activation: activationAdapter,
  blake: blakeAdapter,
  'blue-and-gray': blueAndGrayAdapter,
  'half-a-league': halfALeagueAdapter,
};

function shippedRuleset(system: System): Ruleset {
  return loadShipped(system, SYSTEM_RULESETS[system]);
}

/**
 * Compile a plain situation under its system. The experiment's ruleset (and
 * its patches and switches) is used when it is of that system's family;
 * otherwise the system's shipped ruleset with its default switches. `at` is
 * the situation as written, for a field one system cannot take.
 */
export function adaptSituation(
  s: PlainSituation,
  at: YamlNode,
  given: Ruleset,
  switches: Record<string, string>,
): { engine: DuelEngine; ruleset: Ruleset } {
  const own = given.family === s.system;
  const ruleset = own ? given : shippedRuleset(s.system);
  const sw = own ? switches : resolveSwitches(ruleset.source.switches, {});
  const engine = adapt(ruleset, s, sw, at);
  // the most men each side can lose (a bombardment's guns have no men: their men per unit is not defined)
  engine.attMen = s.attacker.men;
  engine.defMen = s.defender.men;
  // what a last, partial loss unit holds, where the men are not a whole number of units (mapping partialUnit)
  const spread = engine.partialUnit === 'spread';
  const fill = [
    ['attacker', menInUnits(s.attacker.men, engine.attTotal, engine.attMenPerUnit ?? NaN, spread)],
    ['defender', menInUnits(s.defender.men, engine.defTotal, engine.defMenPerUnit ?? NaN, spread)],
  ].filter(
    ([side, words]) =>
      words !== '' && !words.includes('NaN') && !(`${side}_loss` in (engine.notDefined ?? {})),
  );
  if (engine.partialUnit && fill.length > 0)
    engine.mapping = { ...engine.mapping, men: fill.map(([side, words]) => `${side} ${words}`).join('; ') };
  // a budget is whole game turns (turnsIn), at least one: a shorter one would be fought, and reported, as a whole turn
  const perTurn = engine.minutesPerTurn;
  if (perTurn !== undefined && s.minutes < perTurn) {
    at.get('minutes').fail(
      `expected at least ${perTurn} minutes: one game turn of ${s.system} stands for ${perTurn} (minutesPerTurn in rulesets/comparison/${s.system}.yaml)`,
    );
    at.problems.throwIfAny();
  }
  return { engine, ruleset };
}

/** The adapter of the ruleset's own family, given its rules. */
function adapt<F extends System>(
  ruleset: Ruleset<F>,
  s: PlainSituation,
  switches: Record<string, string>,
  at: YamlNode,
): DuelEngine {
  return ADAPTERS[ruleset.family](ruleset.data, s, switches, at);
}
