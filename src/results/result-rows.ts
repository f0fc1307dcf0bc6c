import { makeLayout, type LayoutSpec } from '../sims/layout.ts';
import { meanFromSums } from '../stats/mean-from-sums.ts';
import { normalInterval } from '../stats/normal-interval.ts';
import { wilsonInterval } from '../stats/wilson-interval.ts';
import { wilsonStdError } from '../stats/wilson-std-error.ts';
import { formatNumber } from './format-number.ts';
import type { PointTallies } from './tallies-file.ts';

export const RESULT_COLUMNS = [
  'metric',
  'outcome',
  'kind',
  'unit',
  'estimate',
  'std_error',
  'ci95_low',
  'ci95_high',
  'trials',
  'exact',
  'method',
];

/** An exactly answered value: itself as estimate and interval, no error, no trials. */
function exactCells(x: number): string[] {
  return [x, 0, x, x, 0, x].map(formatNumber);
}

/**
 * results.csv rows of one point (after its experiment, point and parameter
 * columns): each outcome's probability with a Wilson interval, then each
 * mean with a normal interval, beside the exact value where known. The unit
 * column says what the numbers count: `probability`, or the mean's unit.
 */
export function resultRows(spec: LayoutSpec, t: PointTallies): string[][] {
  const layout = makeLayout(spec);
  const n = t.trials;
  const rows: string[][] = [];
  const method = t.method ?? 'mc';
  const exact = method === 'exact' ? t.exact : null;
  for (const d of layout.distributions) {
    const at = layout.distOffset[d.name];
    d.outcomes.forEach((outcome, i) => {
      if (exact)
        return rows.push([
          d.name,
          outcome,
          'probability',
          'probability',
          ...exactCells(exact[at + i]),
          method,
        ]);
      const k = t.tallies[at + i];
      const p = n > 0 ? k / n : NaN;
      const [low, high] = n > 0 ? wilsonInterval(k, n) : [NaN, NaN];
      rows.push([
        d.name,
        outcome,
        'probability',
        'probability',
        ...[p, wilsonStdError(k, n), low, high, n, t.exact ? t.exact[at + i] : null].map(formatNumber),
        method,
      ]);
    });
  }
  for (const m of layout.means) {
    const at = layout.meanOffset[m.name];
    if (exact) {
      rows.push([m.name, '', 'mean', m.unit, ...exactCells(exact[at]), method]);
      continue;
    }
    const { mean, stdError } = meanFromSums(t.tallies[at], t.tallies[at + 1], n);
    const [low, high] = normalInterval(mean, stdError);
    rows.push([
      m.name,
      '',
      'mean',
      m.unit,
      ...[mean, stdError, low, high, n, t.exact ? t.exact[at] : null].map(formatNumber),
      method,
    ]);
  }
  return rows;
}

export const OUTCOME_COLUMNS = [
  'distribution',
  'outcome',
  'count',
  'trials',
  'probability',
  'exact_probability',
];

/** outcomes.csv rows of one point: the full count of every outcome. */
export function outcomeRows(spec: LayoutSpec, t: PointTallies): string[][] {
  const layout = makeLayout(spec);
  const n = t.trials;
  return layout.distributions.flatMap((d) => {
    const at = layout.distOffset[d.name];
    return d.outcomes.map((outcome, i) => {
      // an exact point has no counts: its probability is the exact one
      if (t.method === 'exact' && t.exact)
        return [d.name, outcome, '', '0', ...[t.exact[at + i], t.exact[at + i]].map(formatNumber)];
      const k = t.tallies[at + i];
      return [
        d.name,
        outcome,
        ...[k, n, n > 0 ? k / n : NaN, t.exact ? t.exact[at + i] : null].map(formatNumber),
      ];
    });
  });
}
