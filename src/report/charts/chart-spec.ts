import type { ChartSpec } from '../../experiment/experiment.ts';
import type { ResultSet } from '../load/load-results.ts';
import { CHART_CONFIG } from './chart-config.ts';
import type { ChartTable } from './chart-table.ts';
import { mappingNote, provisionalNote } from './provisional-note.ts';
import type { Grouping } from './sweep-axes.ts';
import { wrapWords } from './text.ts';

/** Characters a subtitle line holds before it wraps, so titles do not widen small charts. */
const SUBTITLE_WIDTH = 72;

/** A chart made from saved results: its Vega-Lite spec and the numbers behind it. */
export interface BuiltChart {
  /** file stem under charts/ */
  id: string;
  decl: ChartSpec;
  spec: Record<string, unknown>;
  table: ChartTable;
  /** the provisional note in its subtitle, if any */
  note: string | null;
}

/** The charted metric's definition, where the sim gives one (the same for every variant compared). */
function definitionLine(set: ResultSet, decl: ChartSpec): string | null {
  const { distributions, means } = set.manifest.layout;
  const d = [...distributions, ...means].find((m) => m.name === decl.metric)?.definition;
  return d ? `Definition: ${d}` : null;
}

/** The time budget the charted points ran under, where the sim states one (its reading's `budget`). */
function budgetLine(set: ResultSet): string | null {
  const ran = new Set(set.points.map((p) => p.index));
  const budgets = [
    ...new Set(
      set.manifest.sweep.points
        .filter((p) => ran.has(p.index))
        .map((p) => p.reading?.budget)
        .filter((b): b is string => !!b),
    ),
  ];
  if (budgets.length === 0) return null;
  if (budgets.length === 1) return `Time budget, every point: ${budgets[0]}`;
  return `Time budget by point: ${budgets.length > 2 ? `${budgets[0]} … ${budgets[budgets.length - 1]}` : budgets.join(' | ')}`;
}

/** How the points were answered: `2,000 trials per point`, `exact odds (no sampling)`, or both, never "0 trials". */
export function trialsText(set: ResultSet): string {
  const exact = set.points.filter((p) => p.method === 'exact').length;
  const trials = new Set(set.points.filter((p) => p.method !== 'exact').map((p) => p.trials));
  const mc =
    trials.size === 0
      ? ''
      : trials.size === 1
        ? `${[...trials][0].toLocaleString('en-US')} trials per point`
        : 'trials per point vary (see table)';
  if (exact === 0) return mc;
  if (exact === set.points.length) return 'exact odds (no sampling)';
  return `exact odds at ${exact} of ${set.points.length} points, ${mc.replace(' per point', ' at each other point')}`;
}

/** Every point answered with exact odds: no interval to draw or to speak of. */
export function allExact(set: ResultSet): boolean {
  return set.points.length > 0 && set.points.every((p) => p.method === 'exact');
}

/** Wrap a single-view body in the top-level spec: title, subtitle, config, data. */
export function topLevel(
  set: ResultSet,
  decl: ChartSpec,
  what: string,
  values: object[],
  body: Record<string, unknown>,
): Record<string, unknown> {
  // with a mapping share, the provisional share is said beside it in one line
  const note = mappingNote(set) ?? provisionalNote(set);
  const trialText = trialsText(set);
  const lines = [
    decl.subtitle ?? null,
    `${what} · ${trialText}`,
    budgetLine(set),
    definitionLine(set, decl),
    note,
  ].filter((l): l is string => l !== null);
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: decl.title, subtitle: lines.flatMap((l) => wrapWords(l, SUBTITLE_WIDTH)) },
    data: { values },
    ...body,
    config: CHART_CONFIG,
  };
}

/** Assemble a built chart: the full spec with title and notes, and its table. */
export function finishChart(
  set: ResultSet,
  decl: ChartSpec,
  id: string,
  parts: { what: string; values: object[]; body: Record<string, unknown>; table: ChartTable },
): BuiltChart {
  return {
    id,
    decl,
    spec: topLevel(set, decl, parts.what, parts.values, parts.body),
    table: parts.table,
    note: provisionalNote(set),
  };
}

/**
 * Room for a chart's panels side by side on a 1280 px page: the page's
 * margins, the chart's padding, a y axis and a legend to the right taken off.
 */
const PANEL_ROOM = 860;
/** A panel's own y-axis labels and the gap to the next panel. */
const PANEL_GAP = 70;

/** How many panels of a plot `plotWidth` px wide fit side by side (one to three). */
export function panelColumns(plotWidth: number): number {
  return Math.max(1, Math.min(3, Math.floor((PANEL_ROOM + PANEL_GAP) / (plotWidth + PANEL_GAP))));
}

/**
 * Put the body in one panel per combination of the other varying
 * parameters, as many to a row as fit a 1280 px page beside the legend.
 */
export function panels(
  grouping: Grouping,
  body: Record<string, unknown>,
  plotWidth: number,
): Record<string, unknown> {
  if (grouping.params.length === 0) return body;
  const { width, height, ...inner } = body;
  return {
    facet: { field: 'group', type: 'nominal', sort: grouping.labels, title: grouping.title },
    columns: panelColumns(plotWidth),
    spec: { width, height, ...inner },
    resolve: { axis: { x: 'independent' } },
  };
}
