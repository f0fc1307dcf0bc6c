/**
 * Two-sided p-value of a standard normal statistic z: P(|Z| >= |z|).
 * erfc by Abramowitz & Stegun 7.1.26 (absolute error below 1.5e-7), enough
 * for a p-value; simple-statistics' normal table has only four decimals.
 */
export function normalPValue(z: number): number {
  if (!Number.isFinite(z)) return Number.isNaN(z) ? NaN : 0;
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return Math.min(1, poly * Math.exp(-x * x));
}
