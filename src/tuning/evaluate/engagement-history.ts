import { Problems } from '../../engine/input/problems.ts';
import { loadYamlFile } from '../../engine/input/parse-yaml.ts';
import type { LoadedRuleset } from '../../engine/ruleset/loaded-ruleset.ts';
import { compileScenario } from '../../sims/prepare.ts';
import { SIMS } from '../../sims/registry.ts';
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
  metric: string;
  unit: 'share' | 'ratio';
}

/** The rows an engagement of this kind is set beside: each role's killed and wounded, the missing share, the ratio. */
export function historyRows(kind: Kind): HistoryRow[] {
  const k = kind === 'open' ? 'open' : 'fortified';
  const where = kind === 'open' ? 'open field' : 'against works';
  return [
    {
      label: `attacker, ${where}`,
      history: `kw_share_attacker_${k}`,
      metric: 'killed and wounded share: attacker',
      unit: 'share',
    },
    {
      label: `defender, ${kind === 'open' ? 'open field' : 'in works'}`,
      history: `kw_share_defender_${k}`,
      metric: 'killed and wounded share: defender',
      unit: 'share',
    },
    {
      label: 'missing, share of losses',
      history: 'missing_share',
      metric:
        '(missing: attacker + missing: defender) / (killed and wounded: attacker + killed and wounded: defender + missing: attacker + missing: defender)',
      unit: 'share',
    },
    {
      label: `attacker over defender, ${where}`,
      history: `att_def_ratio_${k}`,
      metric: 'killed and wounded share: attacker / killed and wounded share: defender',
      unit: 'ratio',
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
}

/** The few fields of an engagement situation file read here (the sim's reader has checked the rest). */
interface EngagementFile {
  sides?: Record<string, unknown>;
  firstAttacker?: string;
  turns?: number;
  sectors?: Array<{ cover?: Record<string, string> } | null>;
}

/** The defender's cover read from the situation: works when it has medium or heavy cover in any sector. */
function kindOf(situation: EngagementFile): Kind {
  const sides = Object.keys(situation.sides ?? {});
  const defender = sides.find((s) => s !== situation.firstAttacker) ?? '';
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
  rulesets: ReadonlyArray<{ series: string; ruleset: LoadedRuleset<unknown> }>,
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
  for (const { series, ruleset } of rulesets) {
    const layout = compileScenario(sim, ruleset, node, switches).compiled.layout;
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
      estimates.push({ row: r, series, est: e.value, low: e.value - Z95 * e.se, high: e.value + Z95 * e.se });
    }
  }
  return { file, kind, turns: Number(situation.turns ?? 0), trials, estimates };
}
