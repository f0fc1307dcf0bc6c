import { chainRun, exactTrials } from '../../chain/chain-run.ts';
import { assaultProcess } from './assault-process.ts';
import { D_INDEX, S } from './assault-state.ts';
import type { CompiledAssault } from './compiled-assault.ts';

/**
 * The exact distribution of a whole assault, over its chain (assaultProcess):
 * every round's 100 die pairs carried to a decision or the round cap. Each
 * final state (S layout, a view) is passed to `tally` with its probability. Returns the mass left unresolved at the cap. By
 * default the assault starts from the situation's state with probability 1;
 * `from` and `mass` start it elsewhere (after the guns of a prepared
 * assault, say).
 */
export function exactAssault(
  c: CompiledAssault,
  tally: (st: Int32Array, weight: number) => void,
  from: Int32Array = c.init,
  mass = 1,
): number {
  let leftover = 0;
  exactTrials(chainRun(assaultProcess(c, from)), (st, w) => {
    tally(st.subarray(0, S.SIZE), w * mass);
    if (st[S.DECISION] === D_INDEX.unresolved) leftover += w * mass;
  });
  return leftover;
}
