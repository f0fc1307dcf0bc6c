import type { CompiledAssault } from '../../../engine/republic/assault/compiled-assault.ts';
import { KeptByAssault } from '../../../engine/republic/assault/kept-by-assault.ts';
import type { ExactResult } from '../../sim.ts';

/** At most this many results are kept; the oldest goes first. */
const MAX_KEPT = 1000;

const kept = new KeptByAssault<ExactResult>(MAX_KEPT);

/**
 * The exact result of a compiled assault, worked out once per process for
 * each distinct compiled assault (see KeptByAssault): tuning and sensitivity
 * move one cell at a time and evaluate every situation again, and most of
 * them compile to an assault already worked out. Each caller gets its own
 * copy of the numbers.
 */
export function cachedExact(c: CompiledAssault, compute: () => ExactResult): ExactResult {
  const r = kept.get(c, compute);
  return { ...r, perTrial: r.perTrial.slice() };
}
