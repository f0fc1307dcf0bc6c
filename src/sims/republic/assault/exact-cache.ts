import { compiledAssaultKey } from '../../../engine/republic/assault/compiled-key.ts';
import type { CompiledAssault } from '../../../engine/republic/assault/compiled-assault.ts';
import type { ExactResult } from '../../sim.ts';

/** At most this many results are kept; the oldest goes first. */
const MAX_KEPT = 1000;

const kept = new Map<string, ExactResult>();

/**
 * The exact result of a compiled assault, worked out once per process for
 * each distinct compiled assault: tuning and sensitivity move one cell at a
 * time and evaluate every situation again, and most of them compile to an
 * assault already worked out (the cell is in another column, or the grade's
 * Panic Index line is not theirs). The key is everything the computation
 * reads, so a kept result is the one `compute` would give; each caller gets
 * its own copy of the numbers.
 */
export function cachedExact(c: CompiledAssault, compute: () => ExactResult): ExactResult {
  const key = compiledAssaultKey(c);
  let r = kept.get(key);
  if (r) {
    // most recently used last: the oldest is the first in line to go
    kept.delete(key);
  } else {
    r = compute();
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  }
  kept.set(key, r);
  return { ...r, perTrial: r.perTrial.slice() };
}
