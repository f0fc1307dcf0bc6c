import { d10Pair } from '../../../src/engine/dice/roll.ts';
import type { Stream } from '../../../src/engine/dice/stream.ts';
import type { CompiledAssault } from '../../../src/engine/republic/assault/compiled-assault.ts';
import { tallyAssault, type AssaultOffsets } from '../../../src/sims/republic/assault/assault-layout.ts';
import { buildAssaultChain, type AssaultChain } from './assault-chain.ts';

/**
 * The whole-assault kernel as it was before the chain module: its own
 * chain of the states that fight on (buildAssaultChain) and its own trial
 * loop, two d10 from one draw and one lookup a round. Frozen here so
 * `warbench bench` times the chain module's walk against it in the same
 * run; it draws the same dice and gives the same tallies.
 */
interface Frozen {
  chain: AssaultChain | undefined;
  counts: Float64Array;
}

const frozen = new WeakMap<CompiledAssault, Frozen>();

/** The frozen kernel on the live compiled assault (the interpreting kernel `fallback` when its chain is too large). */
export function frozenAssaultKernel(
  rng: Stream,
  a: CompiledAssault,
  offsets: AssaultOffsets,
  trials: number,
  acc: Float64Array,
  fallback: () => void,
): void {
  let f = frozen.get(a);
  if (!f) {
    const chain = buildAssaultChain(a);
    f = { chain, counts: new Float64Array(chain?.finals.length ?? 0) };
    frozen.set(a, f);
  }
  const chain = f.chain;
  if (!chain) return fallback();
  const trans = chain.trans;
  const counts = f.counts;
  counts.fill(0);
  for (let t = 0; t < trials; t++) {
    let s = 0;
    for (;;) {
      // one draw for both dice: (attacker's face - 1) * 10 + defender's face - 1
      const x = trans[s * 100 + d10Pair(rng)];
      if (x >= 0) s = x;
      else {
        counts[-1 - x]++;
        break;
      }
    }
  }
  for (let i = 0; i < counts.length; i++)
    if (counts[i] > 0) tallyAssault(offsets, chain.finals[i], acc, counts[i]);
}
