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

/**
 * How a side's men fill its loss units, in words for the mapping (menLost's reading): "1900 men in 7 loss units of
 * 275: 6 hold 275 each, the last 250". Empty when the men are a whole number of units.
 */
export function menInUnits(men: number, total: number, menPer: number, spread: boolean): string {
  if (total * menPer === men) return '';
  const units = `${men} men in ${total} loss unit${total === 1 ? '' : 's'} of ${menPer}`;
  if (spread) return `${units}: each stands for ${+(men / total).toFixed(1)} (mapping partialUnit spread)`;
  const said = (n: number, what: string) => (n === 1 ? `1 holds ${what}` : `${n} hold ${what} each`);
  const parts: string[] = [];
  if (total * menPer < men) {
    // rounded down: the last unit lost holds the men left over
    if (total > 1) parts.push(said(total - 1, `${menPer}`));
    parts.push(`${total > 1 ? 'the last' : 'it'} holds ${men - (total - 1) * menPer}`);
  } else {
    // rounded up: units of the mapping's men until the men run out, then one of what is left, then none
    const full = Math.floor(men / menPer);
    const rest = men - full * menPer;
    if (full > 0) parts.push(said(full, `${menPer}`));
    const none = total - full - (rest > 0 ? 1 : 0);
    if (rest > 0)
      parts.push(
        full > 0
          ? `the ${none > 0 ? 'next' : 'last'} holds ${rest}`
          : `${total === 1 ? 'it' : '1'} holds ${rest}`,
      );
    if (none > 0) parts.push(`${none === 1 ? 'the last holds' : `the last ${none} hold`} none`);
  }
  return `${units}: ${parts.join(', ')} (mapping partialUnit lastLost)`;
}
