import type { HistorySummary } from '../../results/history/history-summary.ts';
import { historyValue } from '../../report/history/history-value.ts';

const show = (unit: string, x: number) => historyValue(unit, x).padStart(6);

/** The record's distributions as text: quartiles per distribution, the battles left out, the flags. */
export function formatHistory(s: HistorySummary, file: string): string {
  const w = Math.max(...s.distributions.map((d) => d.title.length));
  const lines = [
    `The historical record: Livermore (1900), from ${file}`,
    `${s.battles} battles; ${s.used} in the distributions (both sides known, aggregates left out)`,
    '',
    `${'distribution'.padEnd(w)}    n     min     Q1  median     Q3     max`,
  ];
  for (const d of s.distributions)
    lines.push(
      `${d.title.padEnd(w)} ${String(d.n).padStart(4)} ${[d.min, d.q1, d.median, d.q3, d.max].map((x) => show(d.unit, x)).join('  ')}`,
    );
  const oneDay = s.distributions.find((d) => d.name === 'kw_share_one_day')!;
  const h = s.hours;
  lines.push(
    '',
    `Per hour: a one-day battle's median ${historyValue('share', oneDay.median)} over ${h.low}-${h.high} hours of fighting is ${historyValue('share', oneDay.median / h.high)}-${historyValue('share', oneDay.median / h.low)} an hour (the record gives no hours; ${h.low}-${h.high} hours is ${h.status === 'assumption' ? 'an assumption' : 'sourced'}, in data/history/battle-hours.yaml).`,
    '',
    'Left out as aggregates:',
    ...s.leftOut.map((b) => `  ${b.id}. ${b.name}: ${b.flag}`),
    `Left out for a side's missing strength or killed and wounded: ${s.unknown.map((b) => b.id).join(', ')}`,
    `Left out of the missing shares as surrenders (the garrison given up): ${s.flagged
      .filter((f) => f.flag.startsWith('surrender:'))
      .map((f) => f.id)
      .join(', ')}`,
    '',
    'Flagged quirks:',
    ...s.flagged.map((f) => `  ${f.id}. ${f.name}: ${f.flag}`),
    '',
    'Whole-battle totals for whole armies, not all engaged all day; battles with 1,000 or more hit on one side.',
  );
  return lines.join('\n');
}
