import { Z95 } from './wilson-interval.ts';

/** A normal 95% interval: estimate ± 1.96 standard errors (used for means). */
export function normalInterval(estimate: number, stdError: number, z = Z95): [number, number] {
  return [estimate - z * stdError, estimate + z * stdError];
}
