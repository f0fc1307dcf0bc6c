import { d10, d10Pair } from '../../dice/roll.ts';
import type { Stream } from '../../dice/stream.ts';
import { setUnit, T } from '../artillery/apply-hits.ts';
import { basesOf, compileFireChain, moraleOf, nodeCount, nodeOf, phasePOf, type FireChain, type FireStep } from '../artillery/fire-chain.ts';
import { desertAtPanic } from '../artillery/fire-panic.ts';
import { rallyTo } from '../rally/rally-roll.ts';
import { DEMORALIZED, MORALE_STATES } from '../rules/grades.ts';
import { B, type CompiledBombardment } from './bombardment.ts';

const SHAKEN = MORALE_STATES.indexOf('shaken');

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
  const chain = (fires: CompiledBombardment['first']): FireChain => compileFireChain(fires, c.volley, c.bases);
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
    for (let die = 1; die <= 10; die++) rally[node * 10 + die - 1] = nodeOf(basesOf(node), m > 0 ? rallyTo(r.columns, r.old[m], die + mod, r.asPrinted) : m, 0);
  }
  const ids = Array.from({ length: n }, (_, i) => i);
  return { first: chain(c.first).steps, later: chain(c.later).steps, endNext, endP4, rally, bases: Int32Array.from(ids, basesOf), morale: Int32Array.from(ids, moraleOf), p: new Int32Array(1) };
}

/** One volley's steps from `node`: the node after it, its P hits added to p[0]. */
export function volley(rng: Stream, steps: FireStep[], node: number, p: Int32Array): number {
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i];
    const at = s.faces === 100 ? node * 100 + d10Pair(rng) : node * 10 + d10(rng) - 1;
    p[0] += s.dP[at];
    node = s.next[at];
  }
  return node;
}

/** One bombardment on the tables: the same steps as runBombardment (§2.3, §4.2, §4.7). Allocates nothing. */
export function runBombardmentChain(rng: Stream, c: CompiledBombardment, k: BombardmentChain, res: Int32Array): void {
  const bases = k.bases;
  const morale = k.morale;
  const p = k.p;
  p[0] = 0;
  let shaken = 0;
  let demoralized = 0;
  let panic4 = 0;
  let node = nodeOf(c.bases, c.morale, 0);
  for (let turn = 1; turn <= c.turns && bases[node] > 0; turn++) {
    for (let f = 0; f < c.firesPerTurn && bases[node] > 0; f++) {
      node = volley(rng, turn === 1 && f === 0 ? k.first : k.later, node, p);
      if (panic4 === 0 && k.endP4[node] === 1) panic4 = turn;
      node = k.endNext[node];
      const m = morale[node];
      if (m >= SHAKEN && shaken === 0) shaken = turn;
      if (m >= DEMORALIZED && demoralized === 0) demoralized = turn;
      // §2.3 the rally step of the brigade's own command phase
      if (f === 0 && m > 0 && bases[node] > 0) node = k.rally[node * 10 + d10(rng) - 1];
    }
  }
  res[B.SHAKEN_TURN] = shaken;
  res[B.DEMORALIZED_TURN] = demoralized;
  res[B.PANIC4_TURN] = panic4;
  res[B.P] = p[0];
  res[B.LOST] = c.bases - bases[node];
  res[B.END] = bases[node] === 0 ? MORALE_STATES.length : morale[node];
}
