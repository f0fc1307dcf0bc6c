import { InputError } from '../engine/input/input-error.ts';

/**
 * Bounds on the size of a run, the same in experiment files and on the
 * command line. 10^12 trials a point is about a day on one core at 10^7
 * trials a second; every sweep point is compiled (and solved exactly, where
 * the sim can) before the first trial, so points are bounded too.
 */
export const MAX_TRIALS = 1_000_000_000_000;
export const MAX_POINTS = 10_000;
export { MAX_MIX_PARTS } from '../sims/mix/mix-limits.ts';
/** Targets of a tune brief: every candidate move evaluates each one exactly. */
export const MAX_TARGETS = 100;

/** A trial count a user gave, checked against MAX_TRIALS at the flag that gave it, before any work. */
export function checkTrials(field: string, n: number, least = 1, what = 'trials'): void {
  if (!(Number.isSafeInteger(n) && n >= least && n <= MAX_TRIALS)) {
    throw new InputError({
      file: '(command line)',
      field,
      expected: `a whole number of ${what} from ${least} to ${MAX_TRIALS}, got ${JSON.stringify(n)}`,
    });
  }
}

/** Points of a sweep, as a product of the value counts: never expanded to count them. */
export function sweepSize(counts: readonly number[]): number {
  return counts.reduce((n, c) => n * c, 1);
}
