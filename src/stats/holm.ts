/**
 * Holm's step-down correction: adjusted p-values controlling the chance of
 * any false "significant" across all m comparisons. Order is kept; NaN
 * (a comparison without a p-value, e.g. an exact one) is left out of m.
 */
export function holm(p: readonly number[]): number[] {
  const idx = p
    .map((_, i) => i)
    .filter((i) => !Number.isNaN(p[i]))
    .sort((a, b) => p[a] - p[b]);
  const m = idx.length;
  const out = p.map(() => NaN);
  let running = 0;
  idx.forEach((i, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p[i]));
    out[i] = running;
  });
  return out;
}
