/** P(k successes in n trials of chance p), k = 0..n. */
export function binomial(n: number, p: number): Float64Array {
  const out = new Float64Array(n + 1);
  out[0] = 1;
  for (let i = 1; i <= n; i++) {
    for (let k = i; k >= 1; k--) out[k] = out[k] * (1 - p) + out[k - 1] * p;
    out[0] *= 1 - p;
  }
  return out;
}
