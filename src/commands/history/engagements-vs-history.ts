import { basename, resolve } from 'node:path';
import { loadPatch } from '../../engine/ruleset/patch.ts';
import { loadRuleset } from '../../engine/families/load-ruleset.ts';
import { resolveSwitches } from '../../engine/ruleset/switches.ts';
import type { HistorySummary } from '../../results/history/history-summary.ts';
import { historyDistribution } from '../../results/history/history-summary.ts';
import { engagementCharts, type HistoryChart } from '../../report/history/history-charts.ts';
import { percentExact } from '../../report/charts/text.ts';
import {
  engagementAgainstHistory,
  type EngagementAgainstHistory,
} from '../../tuning/evaluate/engagement-history.ts';

export interface EngagementOptions {
  engagements: string[];
  patch?: string;
  trials: number;
  seed: number;
}

/** Each engagement under the shipped rules (and the patched ones) on the same seeds, with its charts beside the record and its lines of text. */
export function engagementsVsHistory(
  summary: HistorySummary,
  o: EngagementOptions,
): { charts: HistoryChart[]; lines: string[]; results: EngagementAgainstHistory[] } {
  const shipped = loadRuleset('republic-1.0-beta');
  const rulesets = [{ series: 'shipped rules', ruleset: shipped }];
  if (o.patch)
    rulesets.push({
      series: `with ${basename(o.patch)}`,
      ruleset: loadRuleset('republic-1.0-beta', [loadPatch(resolve(o.patch))]),
    });
  const switches = resolveSwitches(shipped.source.switches, {});
  const charts: HistoryChart[] = [];
  const lines: string[] = [
    '',
    `Simulated engagements beside the record (${o.trials} trials each, seed ${o.seed}; 95% intervals; the record's lower and upper quartiles):`,
  ];
  const results = o.engagements.map((file) => {
    const r = engagementAgainstHistory(resolve(file), rulesets, switches, o.trials, o.seed);
    const name = basename(file).replace(/\.ya?ml$/, '');
    const hours = (r.turns * 40) / 60;
    const subtitle = `${r.turns} game turns (${hours.toFixed(1)} hours at 40 minutes a turn, §1.1), ${r.kind === 'open' ? 'open field' : 'the defender in works'}; record: Livermore (1900), whole battles`;
    const rows = [...new Map(r.estimates.map((e) => [e.row.label, e.row])).values()].map((row) => ({
      label: row.label,
      history: row.history,
      unit: row.unit,
      marks: r.estimates
        .filter((e) => e.row === row)
        .map((e) => ({ series: e.series, est: e.est, low: e.low, high: e.high })),
    }));
    charts.push(...engagementCharts(summary, name, name, subtitle, rows));
    lines.push(`  ${file}: ${subtitle}`);
    for (const row of rows) {
      const d = historyDistribution(summary, row.history);
      const show = (x: number) => (row.unit === 'ratio' ? x.toFixed(2) : percentExact(x));
      const where = (x: number) =>
        x < d.q1 ? 'below the quartiles' : x > d.q3 ? 'above the quartiles' : 'inside the quartiles';
      lines.push(
        `    ${row.label}: record ${show(d.q1)} to ${show(d.q3)}; ${row.marks.map((m) => `${m.series} ${show(m.est)} (${show(m.low)} to ${show(m.high)}, ${where(m.est)})`).join('; ')}`,
      );
    }
    return r;
  });
  return { charts, lines, results };
}
