import { basename } from 'node:path';
import { readLivermore } from '../../results/history/read-livermore.ts';
import { summarizeHistory } from '../../results/history/history-summary.ts';
import { engagementCharts, type SimRow } from '../../report/history/history-charts.ts';
import { historyHtml } from '../../report/history/history-page.ts';
import type { Target } from './read-brief.ts';
import type { TargetResult } from './tune-result.ts';

/**
 * The tune's targets that name a distribution of the record (`history:`),
 * set beside it before and after the patch: a page like `warbench
 * history`'s, one pair of charts per situation. Undefined when no target
 * names one.
 */
export function tuneHistoryPage(
  title: string,
  targets: readonly Target[],
  results: readonly TargetResult[],
): string | undefined {
  const named = targets
    .map((t, i) => ({ t, r: results[i] }))
    .filter((x) => x.t.history && x.r.beforeInterval && x.r.interval);
  if (!named.length) return undefined;
  const summary = summarizeHistory(readLivermore());
  const bySituation = new Map<string, typeof named>();
  for (const x of named) {
    const key = x.t.parts.map((p) => basename(p.label).replace(/\.ya?ml$/, '')).join(' + ');
    bySituation.set(key, [...(bySituation.get(key) ?? []), x]);
  }
  const charts = [...bySituation].flatMap(([situation, xs], k) => {
    const rows: SimRow[] = xs.map(({ t, r }) => ({
      label: t.history!.replace(/_/g, ' '),
      history: t.history!,
      unit: t.history!.startsWith('att_def_ratio') ? 'ratio' : 'share',
      marks: [
        { series: 'shipped rules', est: r.before, low: r.beforeInterval![0], high: r.beforeInterval![1] },
        { series: 'with the patch', est: r.after, low: r.interval![0], high: r.interval![1] },
      ],
    }));
    return engagementCharts(
      summary,
      `situation-${k + 1}`,
      situation,
      `${title}: the simulated estimates (95% intervals, fresh seeds) beside the record, Livermore (1900)`,
      rows,
    );
  });
  return historyHtml(
    summary,
    charts,
    'data/history/livermore-1900.csv',
    `${title}: the sim beside the record`,
    'Each target that names a distribution of the record, before and after the patch. The record counts whole armies over whole battles; an engagement counts only its divisions, all engaged.',
  );
}
