import { atLeast, atLeastLabel, orderedOutcomes } from '../report/charts/ordered-outcomes.ts';
import { outcomeLabel } from '../report/charts/text.ts';
import { computeOdds } from '../tuning/odds/compute-odds.ts';
import type { OddsSummary } from '../tuning/odds/odds-summary.ts';
import type { Layout } from '../sims/layout.ts';
import { exactDifferences } from '../tuning/compare/differences.ts';
import type { Difference } from '../tuning/compare/compare-types.ts';
import { sentence } from '../tuning/compare/sentence.ts';
import { compileSituation } from '../tuning/reach/compile-situation.ts';
import type { Workbench, WorkbenchQuestion } from './workbench.ts';

/** One metric of the edited chart against the shipped one: compare's sentence on its largest change. */
export interface MetricChange {
  metric: string;
  /** the metric's title in the layout */
  title: string;
  sentence: string;
  /** every outcome (or the mean) of the metric, exact */
  differences: Difference[];
}

/** A distribution's outcomes in words, and on an ordered scale its "at least" chances, as `odds` prints them. */
export interface DistributionView {
  name: string;
  labels: Record<string, string>;
  atLeast: Array<{ outcome: string; label: string; probability: number }>;
}

export interface OddsAnswer {
  /** what `warbench odds --json` prints for the same ruleset, patch, switches and --set */
  odds: OddsSummary;
  views: DistributionView[];
  /** the server's time to answer, in ms, and of it the time reading the edited ruleset (none when kept from an earlier answer) */
  ms: number;
  readMs: number;
}

export interface ChangesAnswer {
  /** the edited chart against the shipped one, exact, a metric at a time */
  changes: MetricChange[];
  ms: number;
}

/** Per metric, the outcome that moved most, in compare's words, under the metric's title. */
function byMetric(layout: Layout, diffs: Difference[]): MetricChange[] {
  const titles = new Map([...layout.distributions, ...layout.means].map((m) => [m.name, m.title]));
  const metrics = [...new Set(diffs.map((d) => d.metric))].filter((m) => m !== 'rests_on_provisional');
  return metrics.map((metric) => {
    const own = diffs.filter((d) => d.metric === metric);
    const head = own.reduce((a, b) => (Math.abs(b.diff) > Math.abs(a.diff) ? b : a));
    return {
      metric,
      title: titles.get(metric) ?? metric,
      sentence: sentence(head, true, own),
      differences: own,
    };
  });
}

/** Exact odds with the edits, as `warbench odds --json` gives them for the edits saved as a patch. */
export function oddsAnswer(wb: Workbench, q: WorkbenchQuestion): OddsAnswer {
  const started = performance.now();
  // the edited ruleset the workbench keeps: reading its files again would cost most of an answer
  const rules = wb.edited(q);
  const read = performance.now();
  const odds = computeOdds(q.sim, q.situation, { set: q.set, switch: q.switch, patch: [] }, rules);
  return {
    odds,
    views: odds.distributions.map(view),
    ms: performance.now() - started,
    readMs: read - started,
  };
}

function view(d: OddsSummary['distributions'][number]): DistributionView {
  const order = orderedOutcomes(d.outcomes.map((o) => o.outcome));
  const p = new Map(d.outcomes.map((o) => [o.outcome, o.probability]));
  const at = order ? atLeast(order, (o) => p.get(o) ?? 0).slice(1) : [];
  return {
    name: d.name,
    labels: Object.fromEntries(d.outcomes.map((o) => [o.outcome, outcomeLabel(o.outcome)])),
    atLeast: at.map((c) => ({ ...c, label: atLeastLabel(c.outcome) })),
  };
}

/** What the edits change against the shipped ruleset in this situation: exact differences, a sentence a metric as compare words it. */
export function changesAnswer(wb: Workbench, q: WorkbenchQuestion): ChangesAnswer {
  const started = performance.now();
  const flags = { set: q.set, switch: q.switch, patch: [] };
  const b = compileSituation(q.sim, q.situation, flags, wb.edited(q));
  const a = compileSituation(q.sim, q.situation, flags, wb.shippedRuleset());
  const changes = byMetric(
    b.compiled.layout,
    exactDifferences(
      b.compiled.layout,
      a.sim.exact!.call(a.sim, a.compiled).perTrial,
      b.sim.exact!.call(b.sim, b.compiled).perTrial,
    ),
  );
  return { changes, ms: performance.now() - started };
}
