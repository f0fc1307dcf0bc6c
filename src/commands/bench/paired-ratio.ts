import { median } from 'simple-statistics';

/**
 * One kernel's speed over another's, taken within each repetition (the two
 * timed side by side, so load from outside moves both halves of a pair
 * together), then the median of those ratios. Dividing the two medians
 * instead lets each median fall in a different repetition: under load that
 * ratio spreads several times wider than the paired one.
 */
export function pairedRatio(
  live: readonly number[],
  base: readonly number[],
): { ratio: number; repetitions: number[] } {
  if (live.length !== base.length || live.length === 0)
    throw new Error(
      `paired ratio: ${live.length} repetitions against ${base.length}; expected as many, and one or more`,
    );
  const repetitions = live.map((x, i) => x / base[i]);
  return { ratio: median(repetitions), repetitions };
}
