import { wilsonInterval, Z95 } from './wilson-interval.ts';

/**
 * The standard error reported for a proportion: the Wilson 95% half-width
 * over 1.96. Away from 0 and 1 it equals sqrt(p(1-p)/n) to within 1/n; at
 * 0 of n it stays positive, so "within k standard errors" still means
 * something for outcomes never seen.
 */
export function wilsonStdError(successes: number, trials: number): number {
  if (trials <= 0) return NaN;
  const [low, high] = wilsonInterval(successes, trials);
  return (high - low) / 2 / Z95;
}
