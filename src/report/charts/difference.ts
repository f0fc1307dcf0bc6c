import { pointsText, signedMean } from './text.ts';
import type { ValueRecord } from './values.ts';

/** A variant's difference from the baseline at the same other settings. */
export interface Difference {
  diff: number | null;
  diffLow: number | null;
  diffHigh: number | null;
  diffText: string;
}

const Z95 = 1.959963984540054;

function signed(kind: 'probability' | 'mean', x: number): string {
  return kind === 'probability' ? pointsText(x) : signedMean(x);
}

/**
 * Differences from the baseline variant with a 95% normal interval. Sweep
 * points draw independent streams, so the variances add.
 */
export function difference<T extends { rec: ValueRecord }>(
  cells: readonly T[],
  variantOf: (c: T) => string,
  rowOf: (c: T) => string,
  baseline: string,
  kind: 'probability' | 'mean',
): Difference[] {
  const base = new Map(cells.filter((c) => variantOf(c) === baseline).map((c) => [rowOf(c), c.rec]));
  return cells.map((c) => {
    const b = base.get(rowOf(c));
    if (variantOf(c) === baseline || !b)
      return {
        diff: null,
        diffLow: null,
        diffHigh: null,
        diffText: variantOf(c) === baseline ? 'baseline' : 'no baseline',
      };
    const diff = c.rec.est - b.est;
    const half = Z95 * Math.sqrt(c.rec.se ** 2 + b.se ** 2);
    return {
      diff,
      diffLow: diff - half,
      diffHigh: diff + half,
      diffText: `${signed(kind, diff)} (${signed(kind, diff - half)} to ${signed(kind, diff + half)})`,
    };
  });
}
