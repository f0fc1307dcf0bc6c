import { basename } from 'node:path';
import { checkKind, loadPatchFile } from '../../experiment/file-kind.ts';
import { loadRuleset } from '../../engine/families/load-ruleset.ts';
import { resolveSwitches } from '../../engine/ruleset/switches.ts';
import type { HistorySummary } from '../../results/history/history-summary.ts';
import { engagementCharts, type HistoryChart } from '../../report/history/history-charts.ts';
import type { EngagementTable } from '../../report/history/engagement-history-table.ts';
import { historyValue } from '../../report/history/history-value.ts';
import {
  engagementAgainstHistory,
  engagementHours,
  judgeAgainstHistory,
  type EngagementAgainstHistory,
  type JudgedEstimate,
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
): {
  charts: HistoryChart[];
  lines: string[];
  tables: EngagementTable[];
  results: Array<EngagementAgainstHistory & { judged: JudgedEstimate[] }>;
} {
  const shipped = loadRuleset('republic-1.0-beta');
  const rulesets = [{ series: 'shipped rules', ruleset: shipped }];
  if (o.patch)
    rulesets.push({
      series: `with ${basename(o.patch)}`,
      ruleset: loadRuleset('republic-1.0-beta', [loadPatchFile(o.patch)]),
    });
  const switches = resolveSwitches(shipped.source.switches, {});
  const charts: HistoryChart[] = [];
  const tables: EngagementTable[] = [];
  const lines: string[] = [
    '',
    `Simulated engagements beside the record (${o.trials} trials each, seed ${o.seed}; 95% intervals; the record's lower and upper quartiles):`,
    `  whole battle: Livermore's whole-battle quartiles as they stand; over its hours: a side's killed and wounded judged against the quartiles of the record's one-day battles of the kind, scaled to the hours the engagement plays on average (its game turns at 40 minutes, §1.1, up to a break that ends it) by ${summary.hours.low}-${summary.hours.high} hours of fighting in a one-day battle (${summary.hours.status === 'assumption' ? 'an assumption' : 'sourced'}: data/history/battle-hours.yaml), the lower quartile over the long day, the upper over the short; ratios and the missing share of both sides' losses (the record's battles pooled the same way) are judged as they stand. Out of range, the rules that keep it out, from the run's own breakdown.`,
  ];
  for (const file of o.engagements)
    checkKind(file, { situationFor: 'engagement' }, 'a situation for engagement');
  const results = o.engagements.map((file) => {
    const r = engagementAgainstHistory(file, rulesets, switches, o.trials, o.seed);
    const name = basename(file).replace(/\.ya?ml$/, '');
    const hours = engagementHours(r.turns);
    const judged = judgeAgainstHistory(summary, r);
    const subtitle = `${r.turns} game turn${r.turns === 1 ? '' : 's'} (${hours.toFixed(1)} hours at 40 minutes a turn, §1.1), ${r.kind === 'open' ? 'open field' : 'the defender in works'}; record: Livermore (1900), whole battles`;
    const rows = [...new Map(r.estimates.map((e) => [e.row.label, e.row])).values()].map((row) => ({
      label: row.label,
      history: row.history,
      unit: row.unit,
      marks: r.estimates
        .filter((e) => e.row === row)
        .map((e) => ({ series: e.series, est: e.est, low: e.low, high: e.high })),
    }));
    charts.push(...engagementCharts(summary, name, name, subtitle, rows));
    tables.push({
      file,
      subtitle,
      hours,
      judged: judged.map((j) => ({ ...j, label: j.row.label, unit: j.row.unit })),
    });
    lines.push(`  ${file}: ${subtitle}`);
    for (const row of rows) {
      const own = judged.filter((j) => j.row.label === row.label);
      const show = (x: number) => historyValue(row.unit, x);
      const range = (x: readonly [number, number]) => `${show(x[0])} to ${show(x[1])}`;
      lines.push(
        `    ${row.label}:`,
        `      whole battle: record ${range(own[0].whole)}; ${own.map((m) => `${m.series} ${show(m.est)} (${show(m.low)} to ${show(m.high)}, ${m.wholeWhere})`).join('; ')}`,
      );
      if (own[0].hours !== null)
        lines.push(
          `      over the hours it plays: ${own.map((m) => `${m.series} ${m.hours!.toFixed(1)} hours, record (one-day battles) ${range(m.judged)}, ${m.where}`).join('; ')}`,
        );
      for (const m of own)
        for (const why of m.reasons) lines.push(`      why ${m.where} (${m.series}): ${why}`);
    }
    return { ...r, judged };
  });
  return { charts, lines, tables, results };
}
