import { applyArtilleryHits, type HitRules } from './apply-hits.ts';
import { cellFor, type CompiledFire } from './compile-fire.ts';

/** Distinct states with their probabilities, keyed by their contents. */
export type Frontier = Map<string, { st: Int32Array; p: number }>;

/** Add probability `p` to state `st` (copied when new). */
export function addState(next: Frontier, st: Int32Array, p: number): void {
  const key = st.join(',');
  const seen = next.get(key);
  if (seen) seen.p += p;
  else next.set(key, { st: st.slice(), p });
}

/** One battery's fire as [M, B, probability]: the ten faces grouped by the cell they read (§4.2). */
export function fireOutcomes(f: CompiledFire): Array<[number, number, number]> {
  const byCell = new Map<number, number>();
  for (let die = 1; die <= 10; die++) {
    const cell = cellFor(f, die);
    byCell.set(cell, (byCell.get(cell) ?? 0) + 0.1);
  }
  return [...byCell].map(([cell, p]) => (cell < 0 ? [0, 0, p] : [f.rowM[cell], f.rowB[cell], p]));
}

/**
 * Every battery fires once on each state of the frontier, one die each, its
 * hits applied at once (§4.2, §4.6): the exact counterpart of fireVolley.
 * The target occupies the start of each state (the apply-hits layout).
 */
export function exactVolley(
  frontier: Frontier,
  fires: ReadonlyArray<Array<[number, number, number]>>,
  hit: HitRules,
  size: number,
): Frontier {
  const work = new Int32Array(size);
  const scratch = new Int32Array(1);
  for (const outcomes of fires) {
    const next: Frontier = new Map();
    for (const { st, p } of frontier.values()) {
      for (const [m, b, q] of outcomes) {
        work.set(st);
        applyArtilleryHits(work, hit, m, b, scratch);
        addState(next, work, p * q);
      }
    }
    frontier = next;
  }
  return frontier;
}
