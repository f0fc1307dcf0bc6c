import type { ResultSet } from '../load/load-results.ts';
import { esc } from '../markup/escape.ts';

/** How each point was answered, in words: exact odds, Monte Carlo, or which points got which. */
export function methodSummary(set: ResultSet): string | null {
  const byIndex = new Map(set.manifest.sweep.points.map((p) => [p.index, p.method ?? 'mc']));
  const exact = set.points.filter((p) => byIndex.get(p.index) === 'exact');
  if (exact.length === 0) return null;
  if (exact.length === set.points.length)
    return 'Every point is answered with <b>exact odds</b> (no sampling: no interval, no trials); rerun with <code>--method mc</code> to check them by Monte Carlo.';
  const mc = set.points.filter((p) => byIndex.get(p.index) !== 'exact');
  return `Exact odds at ${exact.length} point${exact.length === 1 ? '' : 's'}; Monte Carlo at ${mc.length} (the sim has no exact odds there): ${esc(mc.map((p) => p.label).join('; '))}.`;
}
