import type { Stream } from '../../../src/engine/dice/stream.ts';
import { B, type CompiledBombardment } from '../../../src/engine/republic/bombardment/bombardment.ts';
import { compileBombardmentChain } from './bombardment-chain.ts';
import { layOutDigits, runDigitBombardment, type DigitBombardment } from './digit-bombardment.ts';
import { fuseBombardment } from './fused-bombardment.ts';

/**
 * The bombardment kernel as it was before the chain module: its own
 * tables (the fire chain, fused with the phase's end, laid out for nine
 * dice a draw) and its own trial loop. Frozen here so `warbench bench`
 * times the chain's walk against it in the same run; on a brigade that is
 * not a deep target it draws the same dice and gives the same tallies.
 */
interface Frozen {
  digits: DigitBombardment;
  res: Int32Array;
  p: Int32Array;
  dice: Int32Array;
}

const frozen = new WeakMap<CompiledBombardment, Frozen>();

/** The frozen kernel on the live compiled bombardment; `at` the layout's offsets as the live sim keeps them. */
export function frozenBombardmentKernel(
  rng: Stream,
  b: CompiledBombardment,
  at: Int32Array,
  trials: number,
  acc: Float64Array,
): void {
  let f = frozen.get(b);
  if (!f) {
    f = {
      digits: layOutDigits(fuseBombardment(b, compileBombardmentChain(b))),
      res: new Int32Array(B.SIZE),
      p: new Int32Array(1),
      dice: new Int32Array(2),
    };
    frozen.set(b, f);
  }
  const res = f.res;
  const never = b.turns;
  f.dice[1] = 0;
  for (let t = 0; t < trials; t++) {
    runDigitBombardment(rng, b, f.digits, f.dice, f.p, res);
    acc[at[0] + (res[B.SHAKEN_TURN] === 0 ? never : res[B.SHAKEN_TURN] - 1)] += 1;
    acc[at[1] + (res[B.DEMORALIZED_TURN] === 0 ? never : res[B.DEMORALIZED_TURN] - 1)] += 1;
    acc[at[2] + res[B.LOST]] += 1;
    acc[at[3] + res[B.END]] += 1;
    acc[at[5]] += res[B.P];
    acc[at[5] + 1] += res[B.P] * res[B.P];
    acc[at[6]] += res[B.LOST];
    acc[at[6] + 1] += res[B.LOST] * res[B.LOST];
    acc[at[7] + (res[B.PANIC4_TURN] === 0 ? never : res[B.PANIC4_TURN] - 1)] += 1;
  }
  acc[at[4] + (b.provisional ? 1 : 0)] += trials;
}
