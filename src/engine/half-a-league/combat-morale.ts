/** A combat morale check's end (combatMorale): failed, passed on the die, or passed by spending the benefit. */
export const MORALE_FAILS = 0;
export const MORALE_PASSES = 1;
export const MORALE_SPENT = 2;

/**
 * Leaders "In a Combat Morale Check: Automatically pass", declared before the
 * die (switch moraleBenefitDeclared `beforeDie`): only on a check a 1 would
 * fail, so no point goes on a check that cannot fail.
 */
export function declaredBeforeDie(base: number, passOn: number, beforeDie: boolean): boolean {
  return beforeDie && base + 1 < passOn;
}

/**
 * MORALE (f): stands plus leader plus one die, `passOn` or better; with the
 * commander's benefit (a command point), declared before the die when a 1
 * would fail (beforeDie, the die unread), or spent once the die has failed
 * (afterFailedDie).
 */
export function combatMorale(
  base: number,
  die: number,
  passOn: number,
  benefit: boolean,
  beforeDie: boolean,
): number {
  if (benefit && declaredBeforeDie(base, passOn, beforeDie)) return MORALE_SPENT;
  if (base + die >= passOn) return MORALE_PASSES;
  return benefit && !beforeDie ? MORALE_SPENT : MORALE_FAILS;
}
