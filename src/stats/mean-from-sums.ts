/** Mean, sample standard deviation and standard error from a sum and a sum of squares. */
export interface MeanEstimate {
  mean: number;
  sd: number;
  stdError: number;
}

export function meanFromSums(sum: number, sumSquares: number, trials: number): MeanEstimate {
  if (trials <= 0) return { mean: NaN, sd: NaN, stdError: NaN };
  const mean = sum / trials;
  // the unbiased sample variance; clamped because rounding can make it -0.0…
  const variance = trials > 1 ? Math.max(0, (sumSquares - trials * mean * mean) / (trials - 1)) : 0;
  const sd = Math.sqrt(variance);
  return { mean, sd, stdError: sd / Math.sqrt(trials) };
}
