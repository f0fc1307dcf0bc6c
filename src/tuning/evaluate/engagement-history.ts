import { Problems } from '../../engine/input/problems.ts';
import { loadYamlFile } from '../../engine/input/parse-yaml.ts';
import type { Ruleset } from '../../engine/families/families.ts';
import { compileScenario } from '../../sims/prepare.ts';
import { SIMS } from '../../sims/registry.ts';
import type { EngagementCompiled } from '../../sims/engagement/engagement-sim.ts';
import { scaleToHours } from '../../results/history/battle-hours.ts';
import { historyDistribution, type HistorySummary } from '../../results/history/history-summary.ts';
import { historyBreakdown, type HistoryBreakdown } from './history-breakdown.ts';
import { historyReasons, type RowKind } from './history-reasons.ts';
import { type Where, whereIn } from '../../results/history/history-where.ts';
import { exprSlots, parseMetricExpr } from './metric-expr.ts';
import { estimateExpr, MonteCarloEvaluator } from './monte-carlo.ts';

/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/** Open field, or an assault on works (the defender behind medium or heavy cover somewhere). */
export type Kind = 'open' | 'works';

/** One comparison of an engagement with the record: a row of the record, the metric that matches it. */
export interface HistoryRow {
  label: string;
  /** the record's distribution (history-summary.ts names) */
  history: string;
  /** for a share that grows with the hours fought: the record's one-day battles of the kind, scaled to the hours played */
  hourly?: string;
  metric: string;
  unit: 'share' | 'ratio';
  /** what it measures, for the rules that keep it out of range */
  kind: RowKind;
}

/** The rows an engagement of this kind is set beside: each role's killed and wounded, the missing share, the ratio. */
export function historyRows(kind: Kind): HistoryRow[] {
  const k = kind === 'open' ? 'open' : 'fortified';
  const where = kind === 'open' ? 'open field' : 'against works';
  return [
    {
      label: `attacker, ${where}`,
      history: `kw_share_attacker_${k}`,
      hourly: `kw_share_attacker_${k}_one_day`,
      metric: 'killed and wounded share: attacker',
      unit: 'share',
      kind: 'kw attacker',
    },
    {
      label: `defender, ${kind === 'open' ? 'open field' : 'in works'}`,
      history: `kw_share_defender_${k}`,
      hourly: `kw_share_defender_${k}_one_day`,
      metric: 'killed and wounded share: defender',
      unit: 'share',
      kind: 'kw defender',
    },
    {
      // both sides pooled, as the record's battles are
      label: "missing, share of both sides' losses",
      history: 'missing_share_battle',
      metric:
        '(missing: attacker + missing: defender) / (killed and wounded: attacker + killed and wounded: defender + missing: attacker + missing: defender)',
      unit: 'share',
      kind: 'missing',
    },
    {
      label: `attacker over defender, ${where}`,
      history: `att_def_ratio_${k}`,
      metric: 'killed and wounded share: attacker / killed and wounded share: defender',
      unit: 'ratio',
      kind: 'ratio',
    },
  ];
}

export interface EngagementEstimate {
  row: HistoryRow;
  /** the rules' label: `shipped`, a patch's name */
  series: string;
  est: number;
  low: number;
  high: number;
}

export interface EngagementAgainstHistory {
  file: string;
  kind: Kind;
  turns: number;
  trials: number;
  estimates: EngagementEstimate[];
  /** each series' losses by cause, break turns and play after a break, read trial by trial */
  breakdowns: Array<{ series: string; breakdown: HistoryBreakdown }>;
}

/** The few fields of an engagement situation file read here (the sim's reader has checked the rest). */
interface EngagementFile {
  sides?: Record<string, unknown>;
  firstAttacker?: string;
  turns?: number;
  sectors?: Array<{ cover?: Record<string, string> } | null>;
}

/**
 * The defender's cover read from the situation: works when it has medium or
 * heavy cover in any sector. The defender is the side that does not attack
 * first (firstAttacker, by default the first side listed).
 */
function kindOf(situation: EngagementFile): Kind {
  const sides = Object.keys(situation.sides ?? {});
  const attacker = situation.firstAttacker ?? sides[0];
  const defender = sides.find((s) => s !== attacker) ?? '';
  const heavy = (situation.sectors ?? []).some((s) =>
    ['medium', 'heavy'].includes(s?.cover?.[defender] ?? ''),
  );
  return heavy ? 'works' : 'open';
}

/**
 * An engagement set beside the record: each row's metric under each set of
 * rules, on the same seeds (so the difference between the rules is theirs,
 * not the dice's), with its 95% interval.
 */
export function engagementAgainstHistory(
  file: string,
  rulesets: ReadonlyArray<{ series: string; ruleset: Ruleset }>,
  switches: Record<string, string>,
  trials: number,
  seed: number,
): EngagementAgainstHistory {
  const sim = SIMS.engagement;
  const problems = new Problems();
  const node = loadYamlFile(file).root(problems);
  problems.throwIfAny();
  const situation = node.value() as EngagementFile;
  const kind = kindOf(situation);
  const rows = historyRows(kind);
  const estimates: EngagementEstimate[] = [];
  const breakdowns: EngagementAgainstHistory['breakdowns'] = [];
  for (const { series, ruleset } of rulesets) {
    const compiled = compileScenario(sim, ruleset, node, switches).compiled as EngagementCompiled;
    const layout = compiled.layout;
    for (const r of rows) {
      const slots = exprSlots(layout, parseMetricExpr(r.metric));
      if (typeof slots === 'string') throw new Error(`engagement metric missing: ${slots}`);
    }
    const sample = new MonteCarloEvaluator(sim, ruleset, switches).sample(
      { node, weight: 1, share: 1, label: file },
      0,
      trials,
      seed,
    );
    for (const r of rows) {
      const e = estimateExpr(parseMetricExpr(r.metric), [{ sample, weight: 1 }]);
      // a share lies within 0 to 1 and a ratio of shares above 0: the normal interval is cut there
      const top = r.unit === 'share' ? 1 : Number.POSITIVE_INFINITY;
      estimates.push({
        row: r,
        series,
        est: e.value,
        low: Math.max(0, e.value - Z95 * e.se),
        high: Math.min(top, e.value + Z95 * e.se),
      });
    }
    breakdowns.push({ series, breakdown: historyBreakdown(compiled, sample) });
  }
  return { file, kind, turns: Number(situation.turns ?? 6), trials, estimates, breakdowns };
}

/** An estimate judged against the record: over the whole battle, and over the engagement's own hours. */
export interface JudgedEstimate extends EngagementEstimate {
  /** the record's lower and upper quartiles, whole battles */
  whole: [number, number];
  wholeWhere: Where;
  /** the range it is judged by: a share of strength, the one-day battles' quartiles scaled to the hours the engagement plays; else the whole */
  judged: [number, number];
  /** the hours `judged` is scaled to (the mean played), null when it is the whole-battle range */
  hours: number | null;
  where: Where;
  /** the rules that keep it out of the judged range, from the run's own breakdown */
  reasons: string[];
}

/**
 * Why an estimate is `not sure`: the edge its interval reaches across, and, when the estimate itself lies past
 * that edge, the rules that would keep it out (historyReasons as if it were out).
 */
function notSureReasons(
  e: EngagementEstimate,
  range: readonly [number, number],
  out: (where: Where) => string[],
): string[] {
  const edge = e.low < range[0] ? range[0] : range[1];
  const show = (x: number) => (e.row.unit === 'share' ? `${(x * 100).toFixed(1)}%` : x.toFixed(2));
  const lean: Where = e.est < range[0] ? 'below' : e.est > range[1] ? 'above' : 'inside';
  return [
    `its 95% interval (${show(e.low)} to ${show(e.high)}) reaches across the range's edge at ${show(edge)}, so the trials run cannot say which side it lies: more trials (--trials) would; the estimate itself is ${lean === 'inside' ? 'inside' : lean}`,
    ...(lean === 'inside' ? [] : out(lean)),
  ];
}

/** The engagement's hours as stated: its game turns at 40 minutes (§1.1). */
export const engagementHours = (turns: number) => (turns * 40) / 60;

/**
 * Each estimate against the record: the whole-battle quartiles, and (for a
 * side's killed and wounded, a share that grows with the hours fought) the
 * quartiles of the record's one-day battles of the kind, scaled to the hours
 * the engagement plays on average (its break may end it early) by the hours
 * of a one-day battle (data/history/battle-hours.yaml); a ratio or a share of
 * losses is judged as it stands. Out of range, the rules that keep it out.
 */
export function judgeAgainstHistory(summary: HistorySummary, r: EngagementAgainstHistory): JudgedEstimate[] {
  return r.estimates.map((e) => {
    const d = historyDistribution(summary, e.row.history);
    const whole: [number, number] = [d.q1, d.q3];
    const breakdown = r.breakdowns.find((b) => b.series === e.series)!.breakdown;
    const hours = e.row.hourly ? breakdown.hoursPlayed : null;
    const oneDay = e.row.hourly ? historyDistribution(summary, e.row.hourly) : null;
    // the one-day battles' range over `h` hours of fighting
    const rangeAt = oneDay
      ? (h: number) => scaleToHours([oneDay.q1, oneDay.q3], h, summary.hours)
      : undefined;
    const judged = rangeAt && hours !== null ? rangeAt(hours) : whole;
    const where = whereIn(e.low, e.high, judged);
    const reasons = (w: Where) => historyReasons(e.row.kind, w, judged, breakdown, rangeAt);
    return {
      ...e,
      whole,
      wholeWhere: whereIn(e.low, e.high, whole),
      judged,
      hours,
      where,
      reasons: where === 'not sure' ? notSureReasons(e, judged, reasons) : reasons(where),
    };
  });
}
