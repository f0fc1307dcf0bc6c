import type { BlakeRules } from './rules/blake-rules.ts';
import type { FacingTroops } from './rules/facing.ts';

/**
 * The summed modifier of a facing-change test (CHANGING FACE AND INCLINING):
 * troop type, close order mounted over 45 degrees, -1 per earlier test this turn.
 * Switch facingRegularsAB=asOthers gives A and B regulars the "all others" -2.
 */
export function facingModifier(r: BlakeRules, troops: FacingTroops, mountedOver45: boolean, attempt: number, regularsAB: string): number {
  const f = r.facing;
  const base = regularsAB === 'asOthers' && (troops === 'regularA' || troops === 'regularB') ? f.othersModifier.value : f.modifier[troops].value;
  return base + (mountedOver45 ? f.mountedOver45.value : 0) + (attempt - 1) * f.perRepeat.value;
}
