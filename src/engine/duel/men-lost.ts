/**
 * How a force's men fill its loss units when they are not a whole number of
 * units (mapping `partialUnit`): `lastLost`, each unit stands for the
 * mapping's men per unit until the force's men run out, and the last unit
 * lost holds what is left (fewer men when the force rounded up to it, more
 * when it rounded down); `spread`, every unit stands for an equal share of
 * the force's men.
 */
export const PARTIAL_UNITS = ['lastLost', 'spread'] as const;
export type PartialUnit = (typeof PARTIAL_UNITS)[number];

/**
 * Men lost when `lost` of a force's `total` loss units are gone: never more
 * than the `men` engaged, and all of them once every unit is lost.
 */
export function menLost(lost: number, total: number, menPer: number, men: number, spread: boolean): number {
  if (lost >= total) return men;
  return spread ? (lost * men) / total : Math.min(lost * menPer, men);
}
