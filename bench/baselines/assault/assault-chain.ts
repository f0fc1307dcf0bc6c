import { S, stateKey } from '../../../src/engine/republic/assault/assault-state.ts';
import type { CompiledAssault } from '../../../src/engine/republic/assault/compiled-assault.ts';
import { applyRound } from '../../../src/engine/republic/assault/round.ts';

/**
 * An assault compiled into a Markov chain over its reachable states: for
 * each state that fights on and each of the 100 die pairs, the next state or
 * the final state. The kernel then only rolls dice and follows the table;
 * the rules are applied here, once, by the same applyRound the exact odds use.
 */
export interface AssaultChain {
  /** trans[state * 100 + (natA - 1) * 10 + natD - 1]: next state, or -1 - final index */
  trans: Int32Array;
  states: number;
  /** final states, one Int32Array view of S.SIZE each */
  finals: Int32Array[];
}

/** Build the chain from `init` (the situation's start by default), or undefined if it has more than `maxStates` states. */
export function buildAssaultChain(
  c: CompiledAssault,
  maxStates = 50_000,
  init: Int32Array = c.init,
): AssaultChain | undefined {
  const ids = new Map<string, number>([[stateKey(init), 0]]);
  const open: Int32Array[] = [init.slice()];
  const finalIds = new Map<string, number>();
  const finals: Int32Array[] = [];
  const rows: Int32Array[] = [];
  const work = new Int32Array(S.SIZE);
  for (let s = 0; s < open.length; s++) {
    const row = new Int32Array(100);
    for (let a = 1; a <= 10; a++) {
      for (let d = 1; d <= 10; d++) {
        work.set(open[s]);
        const goesOn = applyRound(c, work, a, d);
        const key = stateKey(work);
        if (goesOn) {
          let id = ids.get(key);
          if (id === undefined) {
            if (open.length >= maxStates) return undefined;
            id = open.length;
            ids.set(key, id);
            open.push(work.slice());
          }
          row[(a - 1) * 10 + d - 1] = id;
        } else {
          let f = finalIds.get(key);
          if (f === undefined) {
            f = finals.length;
            finalIds.set(key, f);
            finals.push(work.slice());
          }
          row[(a - 1) * 10 + d - 1] = -1 - f;
        }
      }
    }
    rows.push(row);
  }
  const trans = new Int32Array(rows.length * 100);
  rows.forEach((r, i) => trans.set(r, i * 100));
  return { trans, states: rows.length, finals };
}
