import { d10, d10Pair } from '../../../src/engine/dice/roll.ts';
import type { Stream } from '../../../src/engine/dice/stream.ts';
import { setUnit, T } from '../../../src/engine/republic/artillery/apply-hits.ts';
import {
  basesOf,
  compileFireChain,
  moraleOf,
  nodeCount,
  nodeOf,
  phasePOf,
  type FireStep,
} from '../artillery/fire-chain.ts';
import { S } from '../../../src/engine/republic/assault/assault-state.ts';
import { buildAssaultChain, type AssaultChain } from '../assault/assault-chain.ts';
import { fightOn } from '../../../src/engine/republic/assault/run-assault.ts';
import {
  afterTheGuns,
  PA,
  type CompiledPreparedAssault,
} from '../../../src/engine/republic/prepared-assault/prepared-assault.ts';

/**
 * A prepared assault on lookup tables: the guns' volley as fire-chain steps
 * (§4), then, for each way the guns can leave the defender without P hits,
 * the assault compiled into its own chain from there (§5). Built from the
 * same rule functions as runPreparedAssault and the exact odds.
 */
export interface PreparedAssaultChain {
  steps: FireStep[];
  /** chainOf[node]: the index in `assaults` of the assault fought from that node, or -1 */
  chainOf: Int32Array;
  assaults: Array<{ chain: AssaultChain; res: Int32Array; counts: Float64Array }>;
}

export function compilePreparedAssaultChain(c: CompiledPreparedAssault): PreparedAssaultChain {
  const steps = compileFireChain(c.fires, c.volley, c.defenderBases).steps;
  const chainOf = new Int32Array(nodeCount(c.defenderBases)).fill(-1);
  const assaults: PreparedAssaultChain['assaults'] = [];
  // the nodes the volley can end on, step by step from the defender as it stands
  let reach = new Set([nodeOf(c.defenderBases, c.gunsMorale, 0)]);
  for (const s of steps) {
    const next = new Set<number>();
    for (const node of reach) for (let f = 0; f < s.faces; f++) next.add(s.next[node * s.faces + f]);
    reach = next;
  }
  const t = new Int32Array(T.SIZE);
  for (const node of [...reach].sort((a, b) => a - b)) {
    if (phasePOf(node) !== 0) continue;
    const st = new Int32Array(S.SIZE);
    const res = new Int32Array(PA.SIZE);
    gunsLeft(c, node, 0, t);
    if (!afterTheGuns(c, t, st, res)) continue;
    const chain = buildAssaultChain(c.assault, 50_000, st);
    if (!chain) continue;
    chainOf[node] = assaults.length;
    assaults.push({ chain, res, counts: new Float64Array(chain.finals.length) });
  }
  return { steps, chainOf, assaults };
}

/** The defender as the guns left it (the fire's T layout): a node and the volley's P hits. */
function gunsLeft(c: CompiledPreparedAssault, node: number, p: number, t: Int32Array): void {
  setUnit(t, T.MAIN, basesOf(node), moraleOf(node));
  t[T.MAIN + T.P] = p;
  t[T.MAIN + T.LOST] = c.defenderBases - basesOf(node);
}

/**
 * Trials of a prepared assault: assaults fought on a chain are counted by
 * final state (chain.counts) and tallied once at the end by the caller; the
 * rest leave their end in `st` and `res` and go to `tally` one by one.
 */
export function runPreparedAssaultChain(
  rng: Stream,
  c: CompiledPreparedAssault,
  k: PreparedAssaultChain,
  trials: number,
  st: Int32Array,
  res: Int32Array,
  t: Int32Array,
  tally: () => void,
): void {
  const start = nodeOf(c.defenderBases, c.gunsMorale, 0);
  for (let trial = 0; trial < trials; trial++) {
    let node = start;
    let p = 0;
    for (let i = 0; i < k.steps.length; i++) {
      const s = k.steps[i];
      const at = node * s.faces + (s.faces === 100 ? d10Pair(rng) : d10(rng) - 1);
      p += s.dP[at];
      node = s.next[at];
    }
    const a = p === 0 ? k.chainOf[node] : -1;
    if (a >= 0) {
      const { chain, counts } = k.assaults[a];
      const trans = chain.trans;
      for (let x = 0; ; ) {
        const y = trans[x * 100 + d10Pair(rng)];
        if (y >= 0) x = y;
        else {
          counts[-1 - y]++;
          break;
        }
      }
      continue;
    }
    gunsLeft(c, node, p, t);
    if (afterTheGuns(c, t, st, res)) fightOn(rng, c.assault, st);
    tally();
  }
}
