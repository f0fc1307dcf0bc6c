import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../../engine/input/input-error.ts';
import type { Manifest } from '../../results/manifest.ts';
import { readResultDir } from '../../results/read-result-dir.ts';
import { valueWords } from '../../engine/notation/words.ts';
import { mergeLayouts } from '../../sims/merge-layouts.ts';
import { csvRows } from './read-csv.ts';

/** One row of results.csv, with numbers parsed. */
export interface ResultRow {
  point: number;
  metric: string;
  /** empty for a mean */
  outcome: string;
  kind: 'probability' | 'mean';
  estimate: number;
  stdError: number;
  low: number;
  high: number;
  trials: number;
  exact: number | null;
}

/** A sweep parameter with its values in the order the sweep lists them. */
export interface SweepParam {
  name: string;
  kind: string;
  values: string[];
  /** every value is a number, so curves can use a linear axis */
  numeric: boolean;
}

export interface PointInfo {
  index: number;
  label: string;
  /** each sweep parameter's value at this point, in words (`heavy rifle` for heavyRifle in results.csv) */
  values: Record<string, string>;
  trials: number;
  /** answered with exact odds (no trials) or by Monte Carlo */
  method: 'exact' | 'mc';
  /** share of trials resting on a provisional cell, when the sim reports it */
  provisional: number | null;
  /** share of trials resting on an adapter's mapping choice, when the sim reports it */
  mapping: number | null;
}

/** Everything a report is made from: the saved result files alone. */
export interface ResultSet {
  dir: string;
  manifest: Manifest;
  /** every value each parameter takes in the sweep, run or not */
  params: SweepParam[];
  /** the points that ran at least one trial: the only ones charted */
  points: PointInfo[];
  /** the rows of those points */
  rows: ResultRow[];
  /** points an interrupted run never reached (no trial, no estimate) */
  notRun: PointInfo[];
}

const PROVISIONAL = 'rests_on_provisional';
const MAPPING = 'rests_on_mapping';

function readRequired(dir: string, name: string): string {
  const file = join(dir, name);
  if (!existsSync(file))
    throw new InputError({
      file,
      field: '',
      expected: `a result file written by warbench run (${name} is missing)`,
    });
  return readFileSync(file, 'utf8');
}

function num(text: string | undefined): number {
  return text === '' ? NaN : Number(text);
}

/** The `yes` share of a rests_on_* distribution at one point, or null when the sim does not report it. */
function shareOf(rows: readonly ResultRow[], point: number, metric: string): number | null {
  return rows.find((r) => r.point === point && r.metric === metric && r.outcome === 'yes')?.estimate ?? null;
}

/**
 * results.csv's rows and where each column stands: the sweep parameters'
 * columns (after experiment and point) apart from the rest, each by its
 * place, so a parameter named as a result column (`kind`, a field of some
 * situations) keeps its own values. A name written twice reads its last column.
 */
function readResults(
  text: string,
  params: number,
): { rows: string[][]; paramAt: Map<string, number>; columnAt: Map<string, number> } {
  const [header = [], ...rows] = csvRows(text);
  const lead = 2;
  const paramAt = new Map<string, number>();
  const columnAt = new Map<string, number>();
  for (let i = 0; i < header.length; i++)
    (i >= lead && i < lead + params ? paramAt : columnAt).set(header[i], i);
  return { rows, paramAt, columnAt };
}

export function loadResults(dir: string): ResultSet {
  const read = readResultDir(dir).manifest;
  // charts and tables read one layout: every outcome and mean of any point that ran
  const manifest = {
    ...read,
    layout: mergeLayouts([read.layout, ...read.sweep.points.flatMap((p) => (p.layout ? [p.layout] : []))]),
  };
  const paramNames = manifest.sweep.params.map((p) => p.name);
  const { rows, paramAt, columnAt } = readResults(readRequired(dir, 'results.csv'), paramNames.length);
  const kindOf = new Map(manifest.sweep.params.map((p) => [p.name, p.kind]));
  const missing = [
    ...paramNames.filter((c) => rows.length > 0 && !paramAt.has(c)),
    ...['point', 'metric', 'outcome', 'kind', 'estimate'].filter((c) => rows.length > 0 && !columnAt.has(c)),
  ];
  if (missing.length > 0)
    throw new InputError({
      file: join(dir, 'results.csv'),
      field: 'header',
      expected: `columns ${missing.join(', ')}`,
    });

  const all: ResultRow[] = rows.map((cells) => {
    // a cell of a column the header names: '' where a short row stops before it; undefined with no such column
    const v = (name: string) => {
      const at = columnAt.get(name);
      return at === undefined ? undefined : (cells[at] ?? '');
    };
    const x = v('exact');
    return {
      point: Number(v('point')),
      metric: v('metric') as string,
      outcome: v('outcome') as string,
      kind: v('kind') === 'mean' ? 'mean' : 'probability',
      estimate: num(v('estimate')),
      stdError: num(v('std_error')),
      low: num(v('ci95_low')),
      high: num(v('ci95_high')),
      trials: num(v('trials')),
      exact: x === '' || x === undefined ? null : Number(x),
    };
  });
  const valuesAt = new Map<number, Record<string, string>>();
  for (let r = 0; r < rows.length; r++)
    if (!valuesAt.has(all[r].point))
      valuesAt.set(
        all[r].point,
        Object.fromEntries(
          paramNames.map((n) => {
            const at = paramAt.get(n);
            // a parameter with no column stays undefined, as a row with no such cell reads
            return [
              n,
              (at === undefined ? undefined : valueWords(rows[r][at] ?? '', kindOf.get(n))) as string,
            ];
          }),
        ),
      );

  const swept: PointInfo[] = manifest.sweep.points.map((p) => ({
    index: p.index,
    label: p.label,
    values: valuesAt.get(p.index) ?? {},
    trials: p.trials,
    method: p.method === 'exact' ? 'exact' : 'mc',
    provisional: shareOf(all, p.index, PROVISIONAL),
    mapping: shareOf(all, p.index, MAPPING),
  }));
  const params: SweepParam[] = manifest.sweep.params.map((p) => {
    const values = [...new Set(swept.map((pt) => pt.values[p.name]).filter((v) => v !== undefined))];
    return {
      name: p.name,
      kind: p.kind,
      values,
      numeric: values.length > 0 && values.every((v) => v.trim() !== '' && Number.isFinite(Number(v))),
    };
  });
  // A point with no trial has no estimate (unless answered exactly): leave it out of every chart and table.
  const answered = (p: PointInfo) => p.trials > 0 || p.method === 'exact';
  const points = swept.filter(answered);
  const ran = new Set(points.map((p) => p.index));
  return {
    dir,
    manifest,
    params,
    points,
    rows: all.filter((r) => ran.has(r.point)),
    notRun: swept.filter((p) => !answered(p)),
  };
}
