import { loadRuleset } from '../families/load-ruleset.ts';
import type { LoadedRuleset } from '../ruleset/loaded-ruleset.ts';
import { resolveSwitches } from '../ruleset/switches.ts';
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

// each adapter reads its own family's rules; the table is indexed by the family, so the rules it is given are its own
type Adapter = (rules: never, s: PlainSituation, switches: Record<string, string>) => DuelEngine;

const ADAPTERS: Record<System, Adapter> = {
  republic: republicAdapter,
  activation: activationAdapter,
  blake: blakeAdapter,
  'blue-and-gray': blueAndGrayAdapter,
  'half-a-league': halfALeagueAdapter,
};

/** Shipped rulesets loaded in this process, by id: every point of a sweep reads the same one, and the adapters only read it. */
const shipped = new Map<string, LoadedRuleset<unknown>>();

function shippedRuleset(id: string): LoadedRuleset<unknown> {
  let r = shipped.get(id);
  if (!r) shipped.set(id, (r = loadRuleset(id)));
  return r;
}

/**
 * Compile a plain situation under its system. The experiment's ruleset (and
 * its patches and switches) is used when it is of that system's family;
 * otherwise the system's shipped ruleset with its default switches.
 */
export function adaptSituation(
  s: PlainSituation,
  given: LoadedRuleset<unknown>,
  switches: Record<string, string>,
): { engine: DuelEngine; ruleset: LoadedRuleset<unknown> } {
  const own = given.family === s.system;
  const ruleset = own ? given : shippedRuleset(SYSTEM_RULESETS[s.system]);
  const sw = own ? switches : resolveSwitches(ruleset.source.switches, {});
  return { engine: ADAPTERS[s.system](ruleset.data as never, s, sw), ruleset };
}
