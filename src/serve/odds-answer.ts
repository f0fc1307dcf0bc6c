import { computeOdds } from '../commands/odds/odds-command.ts';
import type { OddsSummary } from '../commands/odds/odds-summary.ts';
import { exactDifferences } from '../tuning/compare/differences.ts';
import type { Difference } from '../tuning/compare/compare-types.ts';
import { sentence } from '../tuning/compare/sentence.ts';
import { compileSituation } from '../tuning/reach/compile-situation.ts';
import type { Workbench, WorkbenchQuestion } from './workbench.ts';

/** One metric of the edited chart against the shipped one: compare's sentence on its largest change. */
export interface MetricChange {
  metric: string;
  sentence: string;
  /** every outcome (or the mean) of the metric, exact */
  differences: Difference[];
}

export interface OddsAnswer {
  /** what `warbench odds --json` prints for the same ruleset, patch, switches and --set */
  odds: OddsSummary;
  /** the edited chart against the shipped one, exact, a metric at a time */
  changes: MetricChange[];
  /** the server's time to answer, in ms */
  ms: number;
}

/** Per metric, the outcome that moved most, in compare's words. */
function byMetric(diffs: Difference[]): MetricChange[] {
  const metrics = [...new Set(diffs.map((d) => d.metric))].filter((m) => m !== 'rests_on_provisional');
  return metrics.map((metric) => {
    const own = diffs.filter((d) => d.metric === metric);
    const head = own.reduce((a, b) => (Math.abs(b.diff) > Math.abs(a.diff) ? b : a));
    return { metric, sentence: sentence(head, true, own), differences: own };
  });
}

/** Exact odds with the edits, and what the edits change against the shipped ruleset (exact). */
export function oddsAnswer(wb: Workbench, q: WorkbenchQuestion): OddsAnswer {
  const started = performance.now();
  const flags = { set: q.set, switch: q.switch };
  return wb.withPatch(q, (patch) => {
    const odds = computeOdds(q.sim, q.situation, { ...flags, ruleset: q.ruleset, patch });
    const b = compileSituation(q.sim, q.situation, { ...flags, patch: [] }, wb.edited(q));
    const a = compileSituation(q.sim, q.situation, { ...flags, patch: [] }, wb.shippedRuleset());
    const changes = byMetric(exactDifferences(b.compiled.layout, a.sim.exact!.call(a.sim, a.compiled).perTrial, b.sim.exact!.call(b.sim, b.compiled).perTrial));
    return { odds, changes, ms: performance.now() - started };
  });
}
