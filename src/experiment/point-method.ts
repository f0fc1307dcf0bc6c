import { InputError } from '../engine/input/input-error.ts';
import type { ExactResult } from '../sims/sim.ts';

/** How a run answers: exact odds, Monte Carlo, or exact wherever the sim has it. */
export const METHODS = ['auto', 'exact', 'mc'] as const;
export type Method = (typeof METHODS)[number];

/** How one point was answered. */
export type PointMethod = 'exact' | 'mc';

/** `--method` as typed; a wrong word is bad input naming the flag. */
export function parseMethod(text: string | undefined, field = '--method'): Method {
  if (text === undefined) return 'auto';
  if (!(METHODS as readonly string[]).includes(text))
    throw new InputError({
      file: '(command line)',
      field,
      expected: `one of ${METHODS.join(', ')}, got ${JSON.stringify(text)}`,
    });
  return text as Method;
}

/**
 * Exact first: a point with exact odds is answered exactly unless Monte
 * Carlo is asked for (to check them). `exact` on a point without exact odds
 * is bad input, so a designer never mistakes a simulation for exact odds.
 */
export function pointMethod(
  method: Method,
  exact: ExactResult | null,
  where: { sim: string; label: string },
): PointMethod {
  if (method === 'mc') return 'mc';
  if (exact) return 'exact';
  if (method === 'exact') {
    throw new InputError({
      file: '(command line)',
      field: '--method',
      expected: `auto or mc: sim ${where.sim} has no exact odds (at ${where.label})`,
    });
  }
  return 'mc';
}
