import type { Ruleset } from '../../engine/families/families.ts';
import type { EngagementCompiled } from '../../sims/engagement/engagement-sim.ts';
import { historyRows } from '../evaluate/engagement-history.ts';
import { historyBreakdown } from '../evaluate/history-breakdown.ts';
import { historyReasons, type RowKind } from '../evaluate/history-reasons.ts';
import { parseMetricExpr, showMetricExpr } from '../evaluate/metric-expr.ts';
import type { Sample } from '../evaluate/monte-carlo.ts';
import type { Situations } from './noisy-search.ts';
import type { Brief, Target } from './read-brief.ts';

/** The kind of record row a target's metric is: a role's killed and wounded, the missing share, the ratio. */
function rowKind(t: Target): RowKind | undefined {
  const shown = showMetricExpr(t.expr);
  // a sum of break-turn chances: how early the fight is decided
  if (shown.split(' + ').every((m) => /^break turn: .+:\d+$/.test(m))) return 'early break';
  const rows = [...historyRows('open'), ...historyRows('works')];
  return rows.find((r) => showMetricExpr(parseMetricExpr(r.metric)) === shown)?.kind;
}

/**
 * For an engagement target out of its range: the rules that keep it out,
 * read from the patched rules' final sample of its one situation (its
 * losses by cause, break turns, play after a break), as `warbench history`
 * gives them. Empty for a target inside, of a mix, or of another sim.
 */
export function historyWhy(
  brief: Brief,
  sit: Situations,
  i: number,
  after: number,
  samples: readonly Sample[],
  patched: Ruleset,
  switches: Record<string, string>,
): string[] {
  const t = brief.targets[i];
  const kind = rowKind(t);
  if (brief.sim.id !== 'engagement' || !kind || sit.of[i].length !== 1) return [];
  if (kind !== 'early break' && !t.history) return [];
  const where = after < t.low ? 'below' : after > t.high ? 'above' : 'inside';
  if (where === 'inside') return [];
  const k = sit.of[i][0].situation;
  const compiled = brief.sim.compile(patched, sit.parts[k].node, switches) as EngagementCompiled;
  return historyReasons(kind, where, [t.low, t.high], historyBreakdown(compiled, samples[k]));
}
