/**
 * The q-quantile of sorted values by linear interpolation between order
 * statistics (Hyndman and Fan's type 7, the default of R and numpy), so the
 * record's quartiles read the same here as in the source's own summary.
 */
export function quantileSorted(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const h = (sorted.length - 1) * q;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}
