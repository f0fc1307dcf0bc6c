import { outcomeWords, titleHead } from '../../report/charts/metric.ts';
import { outcomeLabel } from '../../report/charts/text.ts';
import type { Layout } from '../../sims/layout.ts';
import { didYouMean, nearestName, someOf } from '../../engine/input/did-you-mean.ts';

/**
 * A metric as a brief or flag names it: `winner:attacker` (a chance) or
 * `mean_rounds` (a mean). Names may hold colons themselves (`men lost:
 * Union`, `panicked: Second:yes`), so a written metric is only split for
 * good against a layout (resolveMetric); before that, parseMetricRef's
 * split at the last colon is a guess for display.
 */
export interface MetricRef {
  metric: string;
  outcome: string;
}

export function parseMetricRef(text: string): MetricRef {
  const at = text.lastIndexOf(':');
  return at < 0
    ? { metric: text.trim(), outcome: '' }
    : { metric: text.slice(0, at).trim(), outcome: text.slice(at + 1).trim() };
}

export function showMetric(m: MetricRef): string {
  return m.outcome ? `${m.metric}:${m.outcome}` : m.metric;
}

/** A name as compared: spaces around a colon do not count (`men lost: Union` = `men lost:Union`). */
const bare = (text: string) => text.trim().replace(/\s*:\s*/g, ':');

/**
 * The one reading of a metric name, for every command: a mean by its whole
 * name, else a distribution and one of its outcomes whose joined name is
 * the text (wherever the colons fall); or what was expected instead.
 */
export function resolveMetric(
  layout: Pick<Layout, 'distributions' | 'means'>,
  m: MetricRef | string,
): MetricRef | string {
  const text = bare(typeof m === 'string' ? m : showMetric(m));
  const mean = layout.means.find((x) => bare(x.name) === text);
  if (mean) return { metric: mean.name, outcome: '' };
  for (const d of layout.distributions) {
    const outcome = d.outcomes.find((o) => bare(`${d.name}:${o}`) === text);
    if (outcome !== undefined) return { metric: d.name, outcome };
  }
  const named = layout.distributions.find(
    (d) => text === bare(d.name) || text.startsWith(`${bare(d.name)}:`),
  );
  if (named) {
    const outcome = text.slice(bare(named.name).length + 1);
    return `an outcome of ${named.name} after the colon (${named.outcomes.join(', ')}), e.g. ${named.name}:${named.outcomes[0]}${didYouMean(outcome, named.outcomes)}`;
  }
  const names = [...layout.distributions.map((x) => x.name), ...layout.means.map((x) => x.name)];
  const near = nearestName(parseMetricRef(text).metric, names) ?? nearestName(text, names);
  const dist = layout.distributions.find((x) => x.name === near);
  if (near) return `a metric; did you mean ${dist ? `${near}:${dist.outcomes[0]}` : near}?`;
  return `a metric: a distribution and outcome (${someOf(
    layout.distributions.map((x) => `${x.name}:${x.outcomes[0]}`),
    8,
  )}) or a mean (${someOf(
    layout.means.map((x) => x.name),
    8,
  )})`;
}

/** The layout slot of a metric, or what was expected instead. */
export function metricSlot(layout: Layout, m: MetricRef | string): number | string {
  const r = resolveMetric(layout, m);
  if (typeof r === 'string') return r;
  return r.outcome
    ? layout.distOffset[r.metric] +
        layout.distributions.find((d) => d.name === r.metric)!.outcomes.indexOf(r.outcome)
    : layout.meanOffset[r.metric];
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
export function metricWords(layout: Pick<Layout, 'distributions' | 'means'>, written: MetricRef): string {
  const r = resolveMetric(layout, written);
  const m = typeof r === 'string' ? written : r;
  const d = layout.distributions.find((x) => x.name === m.metric);
  if (d && m.outcome)
    return m.outcome === 'yes'
      ? `the chance that ${outcomeWords(d.title, 'yes')}`
      : `the chance of ${titleHead(d.title)} = ${outcomeLabel(m.outcome)}`;
  return layout.means.find((x) => x.name === m.metric)?.title ?? showMetric(m);
}
