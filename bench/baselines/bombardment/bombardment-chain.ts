import { setUnit, T } from '../../../src/engine/republic/artillery/apply-hits.ts';
import {
  basesOf,
  compileFireChain,
  moraleOf,
  nodeCount,
  nodeOf,
  phasePOf,
  type FireChain,
  type FireStep,
} from '../artillery/fire-chain.ts';
import { desertAtPanic } from '../../../src/engine/republic/artillery/fire-panic.ts';
import { rallyTo } from '../../../src/engine/republic/rally/rally-roll.ts';
import type { CompiledBombardment } from '../../../src/engine/republic/bombardment/bombardment.ts';

/**
 * A bombardment compiled into lookup tables over the brigade's states
 * (fire-chain nodes): each volley a few table steps, the phase's end (Panic
 * 4 deserters, §4.7) and the rally (§2.3) one lookup each. Built from the
 * same rule functions as runBombardment and the exact odds.
 */
export interface BombardmentChain {
  first: FireStep[];
  later: FireStep[];
  /** endNext[node]: the node after the phase's Panic 4 deserters, the phase's P cleared */
  endNext: Int32Array;
  /** endP4[node]: the phase ended at Panic 4 */
  endP4: Uint8Array;
  /** rally[node * 10 + die - 1]: the node after the brigade's rally roll */
  rally: Int32Array;
  /** each node's bases and morale state, looked up rather than divided out in the trial loop */
  bases: Int32Array;
  morale: Int32Array;
  /** scratch: the P hits so far */
  p: Int32Array;
}

export function compileBombardmentChain(c: CompiledBombardment): BombardmentChain {
  const n = nodeCount(c.bases);
  const chain = (fires: CompiledBombardment['first']): FireChain =>
    compileFireChain(fires, c.volley, c.bases);
  const endNext = new Int32Array(n);
  const endP4 = new Uint8Array(n);
  const rally = new Int32Array(n * 10);
  const st = new Int32Array(T.SIZE);
  const r = c.rally;
  for (let node = 0; node < n; node++) {
    setUnit(st, T.MAIN, basesOf(node), moraleOf(node));
    st[T.MAIN + T.P] = phasePOf(node);
    endP4[node] = desertAtPanic(c.panic, st, T.MAIN, 0) === 4 ? 1 : 0;
    endNext[node] = nodeOf(st[T.MAIN + T.BASES], moraleOf(node), 0);
    const m = moraleOf(node);
    // §2.3 the loss modifier reads the bases lost so far (deserters included)
    const mod = r.leaderModifier + r.lossModifier[c.bases - basesOf(node)];
    for (let die = 1; die <= 10; die++)
      rally[node * 10 + die - 1] = nodeOf(
        basesOf(node),
        m > 0 ? rallyTo(r.columns, r.old[m], die + mod, r.asPrinted) : m,
        0,
      );
  }
  const ids = Array.from({ length: n }, (_, i) => i);
  return {
    first: chain(c.first).steps,
    later: chain(c.later).steps,
    endNext,
    endP4,
    rally,
    bases: Int32Array.from(ids, basesOf),
    morale: Int32Array.from(ids, moraleOf),
    p: new Int32Array(1),
  };
}
