import { typedSwitches } from '../ruleset/typed-switches.ts';
import type { BlakeRules } from './rules/blake-rules.ts';
import type { FacingTroops } from './rules/facing.ts';

/**
 * The summed modifier of a facing-change test (CHANGING FACE AND INCLINING):
 * troop type, close order mounted over 45 degrees, and "-1 for each test
 * conducted for the same stand/s during the same game turn": each earlier
 * test, or every test this one included (switch facingRepeat `everyTest`).
 * Switch facingRegularsAB=asOthers gives A and B regulars the "all others" -2.
 */
export function facingModifier(
  r: BlakeRules,
  troops: FacingTroops,
  mountedOver45: boolean,
  attempt: number,
  given: Readonly<Record<string, string>>,
): number {
  const switches = typedSwitches('blake', given);
  const f = r.facing;
  const base =
    switches.facingRegularsAB === 'asOthers' && (troops === 'regularA' || troops === 'regularB')
      ? f.othersModifier.value
      : f.modifier[troops].value;
  const tests = switches.facingRepeat === 'everyTest' ? attempt : attempt - 1;
  return base + (mountedOver45 ? f.mountedOver45.value : 0) + tests * f.perRepeat.value;
}
