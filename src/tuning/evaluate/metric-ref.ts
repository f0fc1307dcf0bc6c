import { outcomeWords, titleHead } from '../../report/charts/metric.ts';
import { outcomeLabel } from '../../report/charts/text.ts';
import type { Layout } from '../../sims/layout.ts';
import { didYouMean, nearestName, someOf } from '../../engine/input/did-you-mean.ts';

/** A metric as a brief or flag names it: `winner:attacker` (a chance) or `mean_rounds` (a mean). */
export interface MetricRef {
  metric: string;
  outcome: string;
  /** as written, when read from text (a mean's name may hold `: `) */
  text?: string;
}

export function parseMetricRef(text: string): MetricRef {
  // a name may hold a colon of its own (`break turn: Union:3`): the outcome follows the last
  const at = text.lastIndexOf(':');
  return at < 0 ? { metric: text.trim(), outcome: '' } : { metric: text.slice(0, at).trim(), outcome: text.slice(at + 1).trim(), text: text.trim() };
}

export function showMetric(m: MetricRef): string {
  return m.text ?? (m.outcome ? `${m.metric}:${m.outcome}` : m.metric);
}

/** The layout slot of a metric, or what was expected instead. */
export function metricSlot(layout: Layout, m: MetricRef): number | string {
  // a mean named with a colon (`killed and wounded: attacker`)
  if (m.outcome && showMetric(m) in layout.meanOffset) return layout.meanOffset[showMetric(m)];
  const d = layout.distributions.find((x) => x.name === m.metric);
  if (d) {
    const i = d.outcomes.indexOf(m.outcome);
    return i >= 0 ? layout.distOffset[d.name] + i : `an outcome of ${d.name} after the colon (${d.outcomes.join(', ')}), e.g. ${d.name}:${d.outcomes[0]}${didYouMean(m.outcome, d.outcomes)}`;
  }
  if (m.metric in layout.meanOffset && !m.outcome) return layout.meanOffset[m.metric];
  const names = [...layout.distributions.map((x) => x.name), ...layout.means.map((x) => x.name)];
  const near = nearestName(m.metric, names);
  const dist = layout.distributions.find((x) => x.name === near);
  if (near) return `a metric; did you mean ${dist ? `${near}:${dist.outcomes[0]}` : near}?`;
  return `a metric: a distribution and outcome (${someOf(layout.distributions.map((x) => `${x.name}:${x.outcomes[0]}`), 8)}) or a mean (${someOf(layout.means.map((x) => x.name), 8)})`;
}

/** Is the metric a chance (shown in percentage points) rather than a mean? */
export function isChance(m: MetricRef): boolean {
  return m.outcome !== '';
}

/**
 * The metric in words, by its layout's title, naming the distribution with
 * its outcome (a line of its own has no chart title beside it): `the chance
 * of defender's panic response = Rt (rout)`, `the chance that the defender
 * breaks`, `Rounds fought (mean)`.
 */
export function metricWords(layout: Pick<Layout, 'distributions' | 'means'>, m: MetricRef): string {
  const d = layout.distributions.find((x) => x.name === m.metric);
  if (d && m.outcome) return m.outcome === 'yes' ? `the chance that ${outcomeWords(d.title, 'yes')}` : `the chance of ${titleHead(d.title)} = ${outcomeLabel(m.outcome)}`;
  return layout.means.find((x) => x.name === m.metric)?.title ?? showMetric(m);
}
