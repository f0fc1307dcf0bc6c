import type { Layout } from '../../sims/layout.ts';
import { singleMetric } from '../evaluate/metric-expr.ts';
import { isChance, showMetric } from '../evaluate/metric-ref.ts';
import type { Target } from './read-brief.ts';

/**
 * A target of one metric whose value or range reaches outside what the metric can take is refused at it, as a
 * slip to be put right rather than searched for: a chance outside 0 to 1, or a mean below the least or above the
 * most its layout says it can take (a count below 0, a share above 1). Sums and ratios of metrics are not bounded
 * here.
 */
export function checkTargetBounds(t: Target, layout: Layout | undefined): void {
  const m = singleMetric(t.expr);
  if (!layout || !m) return;
  const written = () => (t.low === t.high ? t.boundNode.written() : `[${t.low}, ${t.high}]`);
  if (layout.distributions.some((d) => d.name === m.metric && d.outcomes.includes(m.outcome))) {
    if (t.low < 0 || t.high > 1)
      t.boundNode.failAt(
        `expected a chance from 0 to 1 for ${showMetric(m)} (0.25 for 25%), got ${written()}`,
      );
    return;
  }
  if (isChance(m)) return;
  const mean = layout.means.find((x) => x.name === m.metric);
  if (mean?.least !== undefined && t.low < mean.least)
    t.boundNode.failAt(
      `expected a target from ${mean.least}: ${showMetric(m)} cannot be below it, got ${written()}`,
    );
  else if (mean?.most !== undefined && t.high > mean.most)
    t.boundNode.failAt(
      `expected a target up to ${mean.most}: ${showMetric(m)} cannot be above it, got ${written()}`,
    );
}
