/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/**
 * The Wilson score interval for a proportion: `successes` of `trials`.
 * Unlike the normal (Wald) interval it stays inside [0, 1] and is honest
 * near 0 and 1, where balance questions ("is this cell ever reached?") live.
 */
export function wilsonInterval(successes: number, trials: number, z = Z95): [number, number] {
  if (trials <= 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const denom = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denom;
  // at 0 or all successes the bound is exactly 0 or 1 (rounding would leave 1e-22)
  return [
    successes <= 0 ? 0 : Math.max(0, centre - half),
    successes >= trials ? 1 : Math.min(1, centre + half),
  ];
}
