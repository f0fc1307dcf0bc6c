import { wilsonInterval } from './wilson-interval.ts';

/**
 * The widest 95% Wilson half-width over the counts in [from, to) of a tally
 * array, each a count out of `trials`: what a precision target is held to.
 */
export function maxWilsonHalfWidth(counts: Float64Array, from: number, to: number, trials: number): number {
  let widest = 0;
  for (let i = from; i < to; i++) {
    const [low, high] = wilsonInterval(counts[i], trials);
    widest = Math.max(widest, (high - low) / 2);
  }
  return widest;
}
