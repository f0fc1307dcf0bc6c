/** Standard error of an estimated proportion p from n trials: sqrt(p(1-p)/n). */
export function proportionStdError(p: number, trials: number): number {
  return trials > 0 ? Math.sqrt((p * (1 - p)) / trials) : NaN;
}
