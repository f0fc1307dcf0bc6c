import { d10 } from '../../dice/roll.ts';
import type { Stream } from '../../dice/stream.ts';
import type { CompiledAssault } from './compile-assault.ts';
import { applyRound } from './round.ts';

/**
 * Fight one whole assault (§5.1 steps 1-8, follow-up rounds to a decision or
 * the round cap) into `st`, an Int32Array of S.SIZE. Allocates nothing.
 */
export function runAssault(rng: Stream, c: CompiledAssault, st: Int32Array): void {
  st.set(c.init);
  while (applyRound(c, st, d10(rng), d10(rng)));
}
