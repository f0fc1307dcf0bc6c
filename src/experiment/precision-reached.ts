import type { Layout } from '../sims/layout.ts';
import { maxWilsonHalfWidth } from '../stats/max-wilson-half-width.ts';

/** True when every proportion the layout reports has a 95% half-width of at most `target`. */
export function precisionReached(
  layout: Layout,
  tallies: Float64Array,
  trials: number,
  target: number,
): boolean {
  for (const d of layout.distributions) {
    const at = layout.distOffset[d.name];
    if (maxWilsonHalfWidth(tallies, at, at + d.outcomes.length, trials) > target) return false;
  }
  return true;
}
