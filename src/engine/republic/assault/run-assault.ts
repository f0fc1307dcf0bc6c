import { d10Pair } from '../../dice/roll.ts';
import type { Stream } from '../../dice/stream.ts';
import type { CompiledAssault } from './compiled-assault.ts';
import { applyRound } from './round.ts';

/**
 * Fight one whole assault (§5.1 steps 1-8, follow-up rounds to a decision or
 * the round cap) into `st`, an Int32Array of S.SIZE. Allocates nothing.
 */
export function runAssault(rng: Stream, c: CompiledAssault, st: Int32Array): void {
  st.set(c.init);
  fightOn(rng, c, st);
}

/** Rounds from the state in `st` to a decision or the round cap; both dice of a round from one draw (d10Pair). */
export function fightOn(rng: Stream, c: CompiledAssault, st: Int32Array): void {
  let x = d10Pair(rng);
  while (applyRound(c, st, ((x / 10) | 0) + 1, (x % 10) + 1)) x = d10Pair(rng);
}
