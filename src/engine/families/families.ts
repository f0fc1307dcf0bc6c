import { republicFamily, type RepublicRules } from '../republic/rules/republic-rules.ts';
import { activationFamily, type ActivationRules } from '../activation/rules/activation-rules.ts';
import { blueAndGrayFamily, type BgRules } from '../blue-and-gray/rules/bg-rules.ts';
import { halfALeagueFamily, type HalRules } from '../half-a-league/rules/hal-rules.ts';
import { blakeFamily, type BlakeRules } from '../blake/rules/blake-rules.ts';
import type { LoadedRuleset, RulesetFamily } from '../ruleset/loaded-ruleset.ts';

/** Each family of rules warbench can read, by name, and the rules its reader gives. */
export interface FamilyRules {
  republic: RepublicRules;
  blake: BlakeRules;
  activation: ActivationRules;
  'blue-and-gray': BgRules;
  'half-a-league': HalRules;
}

export type FamilyName = keyof FamilyRules;

/** Every family's reader; a ruleset names its family. */
export const FAMILIES: { [F in FamilyName]: RulesetFamily<FamilyRules[F]> } = {
  republic: republicFamily,
  blake: blakeFamily,
  activation: activationFamily,
  'blue-and-gray': blueAndGrayFamily,
  'half-a-league': halfALeagueFamily,
};

/**
 * A loaded ruleset of one of the families `F` (any by default): its
 * `family` says which, and narrows `data` to that family's rules.
 */
export type Ruleset<F extends FamilyName = FamilyName> = {
  [K in F]: LoadedRuleset<FamilyRules[K]> & { family: K };
}[F];

/** A ruleset as a message names it: its id, and its family where the id does not say it ("blake", "my-copy (a blake ruleset)"). */
export function rulesetWords(r: { source: { id: string }; family: string }): string {
  return r.source.id === r.family ? r.source.id : `${r.source.id} (a ${r.family} ruleset)`;
}

/** Whether `name` is a family warbench reads (own keys only: `constructor` is not one). */
export function isFamilyName(name: string): name is FamilyName {
  return Object.hasOwn(FAMILIES, name);
}

/** Whether `ruleset` is of one of `families` (a sim's): its data then that family's rules. */
export function isOfFamily<F extends FamilyName>(
  ruleset: LoadedRuleset<unknown>,
  families: readonly F[],
): ruleset is Ruleset<F> {
  return (families as readonly string[]).includes(ruleset.family);
}
