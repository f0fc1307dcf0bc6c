import { D_INDEX, S, stateKey } from './assault-state.ts';
import type { CompiledAssault } from './compiled-assault.ts';
import { applyRound } from './round.ts';

/**
 * The exact distribution of a whole assault: every round's 100 die pairs,
 * carried forward over the distinct states that fight on, to a decision or
 * the round cap. Each final state is passed to `tally` with its probability.
 * Returns the mass left unresolved at the cap. By default the assault starts
 * from the situation's state with probability 1; `from` and `mass` start it
 * elsewhere (after the guns of a prepared assault, say). `onRound`, where
 * given, is called after every round with its probability (for cell reach,
 * which reads `c.trace`).
 */
export function exactAssault(
  c: CompiledAssault,
  tally: (st: Int32Array, weight: number) => void,
  from: Int32Array = c.init,
  mass = 1,
  onRound?: (weight: number) => void,
): number {
  let frontier = new Map<string, { st: Int32Array; p: number }>([
    [stateKey(from), { st: from.slice(), p: mass }],
  ]);
  const work = new Int32Array(S.SIZE);
  let leftover = 0;
  while (frontier.size > 0) {
    const next = new Map<string, { st: Int32Array; p: number }>();
    for (const { st, p } of frontier.values()) {
      const w = p / 100;
      for (let a = 1; a <= 10; a++) {
        for (let d = 1; d <= 10; d++) {
          work.set(st);
          const goesOn = applyRound(c, work, a, d);
          onRound?.(w);
          if (!goesOn) {
            tally(work, w);
            if (work[S.DECISION] === D_INDEX.unresolved) leftover += w;
            continue;
          }
          const key = stateKey(work);
          const seen = next.get(key);
          if (seen) seen.p += w;
          else next.set(key, { st: work.slice(), p: w });
        }
      }
    }
    frontier = next;
  }
  return leftover;
}
