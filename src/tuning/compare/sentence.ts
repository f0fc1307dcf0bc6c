import type { Difference } from './compare-types.ts';

const EPS = 1e-12;

function amount(d: Difference, x: number): string {
  return d.kind === 'probability'
    ? `${(Math.abs(x) * 100).toFixed(1)} percentage points`
    : `${Math.abs(x).toFixed(3)} ${d.unit}`;
}

function what(d: Difference): string {
  return d.title;
}

function direction(d: Difference): string {
  if (d.kind === 'probability') return d.diff > 0 ? 'more often' : 'less often';
  return d.diff > 0 ? 'higher' : 'lower';
}

/**
 * The plain sentence for one point's headline difference: exact, no
 * detectable difference at the interval's width, or B's gain with its
 * 95% half-width.
 */
export function sentence(d: Difference, exact: boolean, all: readonly Difference[]): string {
  const untouched = all.every((x) => Math.abs(x.diff) < EPS && x.stdError === 0);
  if (untouched)
    return exact
      ? 'no difference: every outcome has exactly the same odds (the change touches nothing this point reaches)'
      : 'identical on every trial: the change touches nothing this point reaches (difference exactly 0)';
  if (exact) {
    if (Math.abs(d.diff) < EPS) return `exactly the same ${what(d)} (exact odds; other outcomes differ)`;
    return `${what(d)}: ${amount(d, d.diff)} ${direction(d)} with B (exact)`;
  }
  if (d.stdError === 0 && Math.abs(d.diff) < EPS)
    return `${what(d)} identical on every trial (other outcomes differ)`;
  if (!d.significant) return `no detectable difference in ${what(d)} at ±${amount(d, d.halfWidth)}`;
  return `${what(d)}: ${amount(d, d.diff)} ± ${amount(d, d.halfWidth)} ${direction(d)} with B`;
}
