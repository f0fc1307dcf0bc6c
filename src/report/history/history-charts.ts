import { historyDistribution, type HistorySummary } from '../../results/history/history-summary.ts';
import { historyChartSpec, type SimMark } from './history-chart.ts';

export interface HistoryChart {
  id: string;
  title: string;
  spec: Record<string, unknown>;
}

const SOURCE =
  'Livermore (1900), whole battles; boxes: quartiles; whiskers: extremes; dots: each side or battle';

/** The record's page charts: losses by duration and role, open field against fortified, the ratio, missing. */
export function historyCharts(s: HistorySummary, sims: readonly SimMark[] = []): HistoryChart[] {
  const row = (label: string, name: string) => ({ label, distribution: historyDistribution(s, name) });
  const chart = (id: string, title: string, rows: ReturnType<typeof row>[]): HistoryChart => ({
    id,
    title,
    spec: historyChartSpec(
      title,
      SOURCE,
      rows,
      sims.filter((m) => rows.some((r) => r.label === m.row)),
    ),
  });
  return [
    chart('kw-share', 'Killed and wounded as a share of strength, per side', [
      row('every side', 'kw_share'),
      row('one-day battles', 'kw_share_one_day'),
      row('two days or more', 'kw_share_longer'),
      row('attacker', 'kw_share_attacker'),
      row('defender', 'kw_share_defender'),
    ]),
    chart('kw-share-works', 'Killed and wounded by role: open field against fortified lines', [
      row('attacker, open field', 'kw_share_attacker_open'),
      row('defender, open field', 'kw_share_defender_open'),
      row('attacker, against works', 'kw_share_attacker_fortified'),
      row('defender, in works', 'kw_share_defender_fortified'),
    ]),
    chart(
      'kw-share-one-day',
      "Killed and wounded by role, one-day battles: the range an engagement's hours are judged by",
      [
        row('attacker, open field', 'kw_share_attacker_open_one_day'),
        row('defender, open field', 'kw_share_defender_open_one_day'),
        row('attacker, against works', 'kw_share_attacker_fortified_one_day'),
        row('defender, in works', 'kw_share_defender_fortified_one_day'),
      ],
    ),
    chart('ratio', "The attacker's loss rate over the defender's", [
      row('open field', 'att_def_ratio_open'),
      row('assault on fortified lines', 'att_def_ratio_fortified'),
    ]),
    chart('missing', 'Missing and captured as a share of losses', [
      row('every side', 'missing_share'),
      row('one-day battles', 'missing_share_one_day'),
      row("both sides' losses, by battle", 'missing_share_battle'),
    ]),
  ];
}

/** One row of a simulated engagement set beside the record: the record's distribution and the simulated estimates. */
export interface SimRow {
  label: string;
  history: string;
  unit: 'share' | 'ratio';
  marks: Array<{ series: string; est: number; low: number; high: number }>;
}

/**
 * An engagement beside the record: its killed and wounded by role and its
 * missing share on one chart, the attacker-to-defender ratio on another,
 * each row the record's distribution for the engagement's kind with the
 * simulated estimates (95% intervals) beside it.
 */
export function engagementCharts(
  s: HistorySummary,
  id: string,
  title: string,
  subtitle: string,
  rows: readonly SimRow[],
): HistoryChart[] {
  const chart = (suffix: string, heading: string, unit: SimRow['unit']): HistoryChart | undefined => {
    const own = rows.filter((r) => r.unit === unit);
    if (!own.length) return undefined;
    const sims: SimMark[] = own.flatMap((r) => r.marks.map((m) => ({ row: r.label, ...m })));
    return {
      id: `${id}-${suffix}`,
      title: heading,
      spec: historyChartSpec(
        heading,
        subtitle,
        own.map((r) => ({ label: r.label, distribution: historyDistribution(s, r.history) })),
        sims,
      ),
    };
  };
  return [
    chart('shares', `${title}: killed and wounded, and missing`, 'share'),
    chart('ratio', `${title}: the attacker's loss rate over the defender's`, 'ratio'),
  ].filter((c): c is HistoryChart => !!c);
}
