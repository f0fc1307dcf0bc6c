/** A strength multiplier as the rules write it: `2/3`, `3/2`, `1`, `0`. */
export interface Fraction {
  num: number;
  den: number;
}

export function parseFraction(text: string): Fraction | string {
  const m = /^(\d+)(?:\/(\d+))?$/.exec(text.trim());
  if (!m || (m[2] !== undefined && Number(m[2]) === 0)) return 'a fraction like 2/3, 3/2 or 1';
  return { num: Number(m[1]), den: m[2] === undefined ? 1 : Number(m[2]) };
}

/**
 * Multiply and round to the nearest integer (§9.19, §10.21, §12.21); an
 * exact half rounds up, or down with `halfDown` (switch halfRounding).
 */
export function scale(strength: number, f: Fraction, halfDown = false): number {
  return halfDown
    ? Math.ceil((2 * strength * f.num - f.den) / (2 * f.den))
    : Math.floor((2 * strength * f.num + f.den) / (2 * f.den));
}
