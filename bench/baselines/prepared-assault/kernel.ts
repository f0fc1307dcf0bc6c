import { setUnit, T } from '../../../src/engine/republic/artillery/apply-hits.ts';
import { fireVolley } from '../../../src/engine/republic/artillery/volley.ts';
import { S } from '../../../src/engine/republic/assault/assault-state.ts';
import { fightOn } from '../../../src/engine/republic/assault/run-assault.ts';
import type { Stream } from '../../../src/engine/dice/stream.ts';
import {
  afterTheGuns,
  PA,
  type CompiledPreparedAssault,
} from '../../../src/engine/republic/prepared-assault/prepared-assault.ts';
import {
  compilePreparedAssaultChain,
  runPreparedAssaultChain,
  type PreparedAssaultChain,
} from './prepared-assault-chain.ts';

/** One prepared assault's end (assault state and PA results) into the tallies, `weight` times: the live sim's. */
export type TallyPrepared = (st: Int32Array, res: Int32Array, weight: number) => void;

/**
 * The prepared assault's kernels before the chain module, frozen here so
 * `warbench bench` times the chain's walk against them in the same run:
 * `lookupTables`, the guns on the fire chain's steps and each assault on
 * its own chain (stream version 3), and `interpreting`, the guns die by die
 * and the assault round by round.
 */
interface Frozen {
  chain: PreparedAssaultChain;
  t: Int32Array;
  st: Int32Array;
  res: Int32Array;
}

const frozen = new WeakMap<CompiledPreparedAssault, Frozen>();

function frozenOf(p: CompiledPreparedAssault): Frozen {
  let f = frozen.get(p);
  if (!f) {
    f = {
      chain: compilePreparedAssaultChain(p),
      t: new Int32Array(T.SIZE),
      st: new Int32Array(S.SIZE),
      res: new Int32Array(PA.SIZE),
    };
    frozen.set(p, f);
  }
  return f;
}

export function frozenLookupKernel(
  rng: Stream,
  p: CompiledPreparedAssault,
  trials: number,
  tally: TallyPrepared,
): void {
  const f = frozenOf(p);
  for (const a of f.chain.assaults) a.counts.fill(0);
  runPreparedAssaultChain(rng, p, f.chain, trials, f.st, f.res, f.t, () => tally(f.st, f.res, 1));
  for (const a of f.chain.assaults)
    for (let k = 0; k < a.counts.length; k++)
      if (a.counts[k] > 0) tally(a.chain.finals[k], a.res, a.counts[k]);
}

export function frozenInterpretingKernel(
  rng: Stream,
  p: CompiledPreparedAssault,
  trials: number,
  tally: TallyPrepared,
): void {
  const { t, st, res } = frozenOf(p);
  for (let trial = 0; trial < trials; trial++) {
    setUnit(t, T.MAIN, p.defenderBases, p.gunsMorale);
    fireVolley(rng, p.volley, p.fires, t);
    if (afterTheGuns(p, t, st, res)) fightOn(rng, p.assault, st);
    tally(st, res, 1);
  }
}
