import { InputError } from '../../engine/input/input-error.ts';
import type { ChartSpec } from '../../experiment/experiment.ts';
import type { ResultSet } from '../load/load-results.ts';
import { atLeastLabel, atLeastOf, orderedOutcomes } from './ordered-outcomes.ts';
import { outcomeLabel } from './text.ts';

/** What a chart plots: a mean, one outcome's chance, or a whole distribution. */
export interface MetricRef {
  name: string;
  title: string;
  kind: 'probability' | 'mean';
  /** unit for axis titles and CSV column names */
  unit: string;
  /** the distribution's outcomes in layout order (empty for a mean) */
  outcomes: string[];
  /** the one outcome plotted, for single-value charts of a distribution */
  outcome?: string;
  /** what the metric means, where the sim defines it (shown in the subtitle) */
  definition?: string;
  /** with `atLeast`: whether an outcome is the plotted one or more severe (their chances add up) */
  tail?: (outcome: string) => boolean;
}

export interface Where {
  file: string;
  field: string;
}

/**
 * Find the chart's metric in the layout. `single` charts (heatmap, curve,
 * compare) plot one number a point: a mean, or a distribution with `outcome`.
 */
export function resolveMetric(set: ResultSet, decl: ChartSpec, where: Where, single: boolean): MetricRef {
  const { distributions, means } = set.manifest.layout;
  // a name may be both (e.g. `rounds`): a chart of outcomes wants the distribution
  const wantsDist = !single || decl.outcome !== undefined;
  const mean = means.find((m) => m.name === decl.metric);
  const dist = distributions.find((d) => d.name === decl.metric);
  if (mean && (!wantsDist || !dist))
    return {
      name: mean.name,
      title: mean.title,
      kind: 'mean',
      unit: mean.unit,
      outcomes: [],
      definition: mean.definition,
    };
  if (!dist) {
    const names = [...distributions.map((d) => d.name), ...means.map((m) => m.name)];
    throw new InputError({
      file: where.file,
      field: `${where.field}.metric`,
      expected: `one of ${names.join(', ')}, got ${JSON.stringify(decl.metric)}`,
    });
  }
  const base: MetricRef = {
    name: dist.name,
    title: dist.title,
    kind: 'probability',
    unit: 'probability',
    outcomes: [...dist.outcomes],
    definition: dist.definition,
  };
  if (!single) return base;
  if (decl.outcome === undefined || !dist.outcomes.includes(decl.outcome)) {
    throw new InputError({
      file: where.file,
      field: `${where.field}.outcome`,
      expected: `one of ${dist.outcomes.join(', ')} for a ${decl.kind} of ${dist.name}, got ${JSON.stringify(decl.outcome)}`,
    });
  }
  const order = decl.atLeast ? orderedOutcomes(dist.outcomes, 2) : null;
  if (decl.atLeast && !order?.includes(decl.outcome)) {
    throw new InputError({
      file: where.file,
      field: `${where.field}.atLeast`,
      expected: `an outcome on an ordered scale; ${dist.name} (${dist.outcomes.join(', ')}) has none`,
    });
  }
  return { ...base, outcome: decl.outcome, ...(order ? { tail: atLeastOf(order, decl.outcome) } : {}) };
}

/** Outcomes that name a side: alone (`chance of attacker`) they do not say what the side did. */
const SIDE_OUTCOMES = new Set(['attacker', 'defender', 'both', 'neither', 'none']);

/** A title's head, before its explanation: `Who holds the ground: the side not forced back (§5.5)` -> `who holds the ground`. */
export function titleHead(title: string): string {
  return title.split(/: | \(|, /)[0].replace(/^[A-Z][a-z]/, (c) => c.toLowerCase());
}

/** A title that says whose the outcome is: `Defender's panic response (§5.5)`, `Main target's ...`. */
const WHOSE = /^[A-Z][A-Za-z ]*'s /;

/**
 * One outcome of a distribution in words, as a chance is said of it:
 * `Rt (rout)`; an outcome that means nothing alone (`yes`, `1`, `attacker`)
 * with its distribution's title: `bases lost by the main target = 1`,
 * `who holds the ground = attacker`; and one of a side's distribution with
 * whose it is: `defender's panic response = F (fall back)`.
 */
export function outcomeWords(title: string, outcome: string): string {
  const lower = title.replace(/^[A-Z][a-z]/, (c) => c.toLowerCase());
  if (outcome === 'yes') return lower;
  if (/^[+-]?\d+$/.test(outcome)) return `${lower} = ${outcome}`;
  if (SIDE_OUTCOMES.has(outcome)) return `${titleHead(title)} = ${outcome}`;
  // whose it is (`Defender's panic response`): the outcome alone does not say
  if (WHOSE.test(title)) return `${titleHead(title)} = ${outcomeLabel(outcome)}`;
  return outcomeLabel(outcome);
}

/** `chance of Rt (rout)`, `chance: who holds the ground = attacker`, `chance: bases lost by the main target, at least 1`. */
export function chanceOf(metric: MetricRef): string {
  if (metric.outcome === undefined) return 'chance';
  if (metric.tail)
    return `chance: ${metric.title.replace(/^[A-Z][a-z]/, (c) => c.toLowerCase())}, ${atLeastLabel(metric.outcome)}`;
  const words = outcomeWords(metric.title, metric.outcome);
  return words === outcomeLabel(metric.outcome) ? `chance of ${words}` : `chance: ${words}`;
}

/** A mean's title with its unit, unless the title already says it (`Defender P hits taken`, not `... (P hits)`). */
export function meanTitle(metric: Pick<MetricRef, 'title' | 'unit'>): string {
  return metric.title.toLowerCase().includes(metric.unit.toLowerCase())
    ? metric.title
    : `${metric.title} (${metric.unit})`;
}

/** The value axis title, with its unit. */
export function valueTitle(metric: MetricRef): string {
  if (metric.kind === 'mean') return meanTitle(metric);
  return `${chanceOf(metric)} (%)`; // exact odds or a share of trials alike
}
