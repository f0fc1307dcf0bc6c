/**
 * Where a sim's kernel writes its tallies. One Float64Array per chunk holds,
 * in order: for each distribution, one count per outcome; for each mean,
 * its sum and its sum of squares. Exact results use the same layout with the
 * expectation per trial (probabilities, E[X], E[X^2]), so Monte Carlo and
 * exact numbers line up slot by slot.
 */
export interface DistributionSpec {
  /** metric name in results.csv, e.g. `defender_response` */
  name: string;
  /** human title for charts and tables */
  title: string;
  outcomes: readonly string[];
  /** what the metric means, where a sim defines it once for every variant it compares (shown under charts) */
  definition?: string;
}

export interface MeanSpec {
  name: string;
  title: string;
  /** unit for axis titles, e.g. `M hits` */
  unit: string;
  definition?: string;
  /** the smallest value the mean can take (0 for a count); tune refuses a target below it */
  least?: number;
  /** the largest value the mean can take (1 for a share); tune refuses a target above it */
  most?: number;
}

export interface LayoutSpec {
  distributions: readonly DistributionSpec[];
  means: readonly MeanSpec[];
}

export interface Layout extends LayoutSpec {
  size: number;
  /** offset of each distribution's first outcome count */
  distOffset: Record<string, number>;
  /** offset of each mean's sum (its sum of squares follows) */
  meanOffset: Record<string, number>;
}

export function makeLayout(spec: LayoutSpec): Layout {
  let at = 0;
  const distOffset: Record<string, number> = {};
  const meanOffset: Record<string, number> = {};
  for (const d of spec.distributions) {
    distOffset[d.name] = at;
    at += d.outcomes.length;
  }
  for (const m of spec.means) {
    meanOffset[m.name] = at;
    at += 2;
  }
  return { ...spec, size: at, distOffset, meanOffset };
}

/** Add chunk tallies b into a (merging is done in chunk order). */
export function addInto(a: Float64Array, b: Float64Array): void {
  for (let i = 0; i < a.length; i++) a[i] += b[i];
}
