import type { PatchedCellReach } from '../reach/patched-reach.ts';
import { stringify } from 'csv-stringify/sync';
import { atLeast, atLeastLabel, orderedOutcomes } from '../../report/charts/ordered-outcomes.ts';
import { fixed, identifierWords, outcomeLabel } from '../../report/charts/text.ts';
import { formatNumber } from '../../results/format-number.ts';
import { wrapText } from '../../report/terminal/wrap-lines.ts';
import { switchLine } from './switch-lines.ts';
import type { Layout } from '../../sims/layout.ts';
import type { ExactResult } from '../../sims/sim.ts';

/** Exact odds in plain data: what `odds --json` prints. */
export interface OddsSummary {
  sim: string;
  title: string;
  /** `name` says what the ruleset is: the shipped one, patched, or typed in */
  ruleset: { id: string; name?: string; hash: string; cells: number; provisionalCells: number };
  switches: Record<string, string>;
  /** each switch's default, to print only those not at it (left out of --json, which gives every value) */
  switchDefaults?: Record<string, string>;
  situation: unknown;
  distributions: Array<{
    name: string;
    title: string;
    outcomes: Array<{ outcome: string; probability: number }>;
  }>;
  means: Array<{ name: string; title: string; unit: string; expected: number; sd: number }>;
  /** probability mass not resolved (beyond a round cap) */
  leftover: number;
  /** probability that the result rests on a provisional cell */
  restsOnProvisional: number | null;
  /** how the rules read the situation (Sim.describe), where the sim says */
  reading?: Record<string, string>;
  note?: string;
  /** with patches: each patched cell and how often this situation reads it (0: the patch cannot change it here) */
  patchedCellsReached?: PatchedCellReach[];
}

export function summarise(
  layout: Layout,
  exact: ExactResult,
): Pick<OddsSummary, 'distributions' | 'means' | 'leftover' | 'restsOnProvisional' | 'note'> {
  const p = exact.perTrial;
  const distributions = layout.distributions.map((d) => ({
    name: d.name,
    title: d.title,
    outcomes: d.outcomes.map((o, i) => ({ outcome: o, probability: p[layout.distOffset[d.name] + i] })),
  }));
  const means = layout.means.map((m) => {
    const at = layout.meanOffset[m.name];
    const expected = p[at];
    return {
      name: m.name,
      title: m.title,
      unit: m.unit,
      expected,
      sd: Math.sqrt(Math.max(0, p[at + 1] - expected * expected)),
    };
  });
  const prov = layout.distOffset.rests_on_provisional;
  return {
    distributions,
    means,
    leftover: exact.leftover,
    // an exact sum of many products carries float noise of about 1e-15 past 0 and 1
    restsOnProvisional:
      prov === undefined ? null : Math.min(1, Math.max(0, Math.round(p[prov + 1] * 1e12) / 1e12)),
    ...(exact.note ? { note: exact.note } : {}),
  };
}

/** Exact odds print with two decimals (they are exact, not estimates), in the one shape: <0.01%, >99.99%. */
function pct(x: number): string {
  // exact sums of many products carry float noise of about 1e-15
  if (x <= 1e-12) return '0%';
  if (x >= 1 - 1e-12) return '100%';
  if (x < 0.00005) return '<0.01%';
  if (x >= 0.99995) return '>99.99%';
  return `${(x * 100).toFixed(2)}%`;
}

function bar(p: number): string {
  return '#'.repeat(Math.round(p * 40));
}

/** Which patched cells this situation reads: a patch whose cells are never read changes nothing here. */
function patchedLines(cells: PatchedCellReach[]): string[] {
  if (cells.length === 0) return [];
  const read = cells.filter((c) => c.reads > 0);
  const head =
    read.length === 0
      ? 'The patch changes no cell this situation reads: the odds are the unpatched ones.'
      : `Patched cells this situation reads (${read.length} of ${cells.length}), expected reads per trial:`;
  return [
    head,
    ...read.map(
      (c) => `  ${c.file}:${c.line ?? ''} ${c.field} = ${c.text}  ${fixed(c.reads, 4)}  (set by ${c.patch})`,
    ),
  ];
}

/** One distribution's outcomes, with the chance of each one or worse on an ordered scale. */
function distributionLines(d: OddsSummary['distributions'][number]): string[] {
  const order = orderedOutcomes(d.outcomes.map((o) => o.outcome));
  const shown = d.outcomes.filter((o) => o.probability > 0);
  const cumulative = order
    ? atLeast(order, (o) => d.outcomes.find((x) => x.outcome === o)!.probability).filter(
        (c) => c.probability < 1 - 1e-12 && shown.some((o) => o.outcome === c.outcome),
      )
    : [];
  const names = [
    ...shown.map((o) => outcomeLabel(o.outcome)),
    ...cumulative.map((c) => atLeastLabel(c.outcome)),
  ];
  const width = Math.max(...names.map((n) => n.length), 7);
  const lines = ['', d.title];
  for (const o of shown)
    lines.push(
      `  ${outcomeLabel(o.outcome).padEnd(width)}  ${pct(o.probability).padStart(7)}  ${bar(o.probability)}`,
    );
  if (cumulative.length) {
    lines.push(`  ${'-'.repeat(width)}`);
    for (const c of cumulative)
      lines.push(
        `  ${atLeastLabel(c.outcome).padEnd(width)}  ${pct(c.probability).padStart(7)}  ${bar(c.probability)}`,
      );
  }
  return lines;
}

/** How many outcome tables the quiet output shows: the sim's headline ones, which come first in its layout. */
const HEADLINE_TABLES = 2;

/**
 * A plain-text rendering for the terminal, lines within 100 columns: the
 * headline tables, then how the rules read the situation (the modifier
 * breakdown first), then the expected values that are not zero. `verbose`
 * adds every other table, the zero expected values and every switch.
 */
export function formatOdds(s: OddsSummary, verbose = false): string {
  const lines: string[] = [];
  lines.push(`${s.title}`);
  lines.push(
    `ruleset ${s.ruleset.name ?? s.ruleset.id} (${s.ruleset.provisionalCells} of ${s.ruleset.cells} cells provisional)`,
  );
  const sw = switchLine(s.switches, s.switchDefaults ?? s.switches, verbose);
  if (sw) lines.push(sw);
  const tables = s.distributions.filter((d) => d.name !== 'rests_on_provisional');
  const shownTables = verbose ? tables : tables.slice(0, HEADLINE_TABLES);
  for (const d of tables.slice(0, HEADLINE_TABLES)) lines.push(...distributionLines(d));
  lines.push('', ...readingLines(s.reading));
  for (const d of shownTables.slice(HEADLINE_TABLES)) lines.push(...distributionLines(d));
  const means = verbose ? s.means : s.means.filter((m) => Math.abs(m.expected) >= 0.0005 || m.sd >= 0.0005);
  if (means.length) {
    lines.push('', 'Expected values (mean ± standard deviation)');
    const width = Math.min(Math.max(...means.map((m) => m.title.length)), 60);
    for (const m of means)
      lines.push(`  ${m.title.padEnd(width)}  ${fixed(m.expected, 3)} ± ${fixed(m.sd, 3)} ${m.unit}`);
  }
  lines.push('');
  if (s.restsOnProvisional !== null)
    lines.push(`Rests on provisional cells: ${pct(s.restsOnProvisional)} of outcomes.`);
  if (s.leftover > 0)
    lines.push(`Still undecided at the round cap: ${pct(s.leftover)} (counted as unresolved above).`);
  if (s.note) lines.push(s.note);
  if (s.patchedCellsReached) lines.push(...patchedLines(s.patchedCellsReached));
  const moreTables = tables.length - shownTables.length;
  const zeroMeans = s.means.length - means.length;
  const hidden = [
    moreTables && `${moreTables} more outcome ${moreTables === 1 ? 'table' : 'tables'}`,
    zeroMeans &&
      `${zeroMeans} ${zeroMeans === 1 ? 'expected value that prints' : 'expected values that print'} as 0.000`,
  ].filter(Boolean);
  if (hidden.length)
    lines.push(
      `--verbose shows ${hidden.join(' and ')}${sw.startsWith('switches: all') ? ', and every switch' : ''}.`,
    );
  return wrapText(lines.join('\n'));
}

/**
 * How the rules read the situation, the modifier breakdown first, so a
 * designer can check each modifier and the difference before the dice.
 */
function readingLines(reading: Record<string, string> | undefined): string[] {
  if (!reading || Object.keys(reading).length === 0)
    return ['How the rules read the situation: this mechanic does not itemise its modifiers.'];
  const entries = Object.entries(reading).sort(
    ([a], [b]) => Number(b === 'breakdown') - Number(a === 'breakdown'),
  );
  const lines = ['How the rules read the situation (modifiers and what they add up to)'];
  for (const [k, v] of entries) lines.push(`  ${readingLabel(k)}: ${v}`);
  return lines;
}

/** A reading's name in words, a mix part's prefix as the mix names it (`mix[0] (60.0%) column`): its place in the file and its weight. */
function readingLabel(key: string): string {
  const part = /^((?:mix\[\d+\] \(\d+(?:\.\d+)?%\) )+)(.*)$/.exec(key);
  return part ? `${part[1]}${identifierWords(part[2])}` : identifierWords(key);
}

/** The odds as CSV: one row per outcome (with its at-least chance on an ordered scale), one per expected value. */
export function oddsCsv(s: OddsSummary): string {
  const rows: Array<Array<string | number>> = [
    [
      'metric',
      'metric_title',
      'outcome',
      'outcome_words',
      'probability',
      'probability_at_least',
      'expected',
      'sd',
      'unit',
    ],
  ];
  for (const d of s.distributions) {
    const order = orderedOutcomes(d.outcomes.map((o) => o.outcome));
    const cumulative = order
      ? atLeast(order, (o) => d.outcomes.find((x) => x.outcome === o)!.probability)
      : [];
    for (const o of d.outcomes) {
      const c = cumulative.find((x) => x.outcome === o.outcome);
      rows.push([
        d.name,
        d.title,
        o.outcome,
        outcomeLabel(o.outcome),
        formatNumber(o.probability),
        c ? formatNumber(c.probability) : '',
        '',
        '',
        'probability 0-1',
      ]);
    }
  }
  for (const m of s.means)
    rows.push([m.name, m.title, '', '', '', '', formatNumber(m.expected), formatNumber(m.sd), m.unit]);
  return stringify(rows);
}
