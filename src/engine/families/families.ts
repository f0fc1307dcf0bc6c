import { republicFamily } from '../republic/rules/republic-rules.ts';
import { activationFamily } from '../activation/rules/activation-rules.ts';
import { blueAndGrayFamily } from '../blue-and-gray/rules/bg-rules.ts';
import { halfALeagueFamily } from '../half-a-league/rules/hal-rules.ts';
import { blakeFamily } from '../blake/rules/blake-rules.ts';
import type { RulesetFamily } from '../ruleset/loaded-ruleset.ts';

/** Every family of rules warbench can read; a ruleset names its family. */
export const FAMILIES: Record<string, RulesetFamily<unknown>> = {
  republic: republicFamily,
  blake: blakeFamily,
  activation: activationFamily,
  'blue-and-gray': blueAndGrayFamily,
  'half-a-league': halfALeagueFamily,
};
