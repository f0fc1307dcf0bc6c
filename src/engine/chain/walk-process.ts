import { d10, d10Nine, d10Pair } from '../dice/roll.ts';
import type { Stream } from '../dice/stream.ts';
import type { ChainProcess } from './chain-process.ts';

/**
 * One trial of a process whose states are too many for the tables
 * (buildChain's packing): its steps applied directly, the dice read as
 * walkChain (or countDrawn) reads them, so a seed gives the same trials either way. The
 * trial's final state is left in `st`; `out` is scratch for a step's
 * report (3). The steps' work allocates what their `apply` allocates.
 */
export function walkProcess(
  rng: Stream,
  p: ChainProcess,
  hand: Int32Array,
  st: Int32Array,
  out: Int32Array,
): void {
  st.set(p.start);
  let digits = hand[0];
  let left = hand[1];
  for (const { kind: k } of p.schedule) {
    const kind = p.kinds[k];
    if (kind.idle?.(st)) continue;
    let face: number;
    if (p.oneDrawAStep) face = kind.faces === 100 ? d10Pair(rng) : d10(rng) - 1;
    else if (kind.faces === 100) {
      if (left < 2) {
        digits = d10Nine(rng);
        left = 9;
      }
      face = digits % 100;
      digits = (digits / 100) | 0;
      left -= 2;
    } else {
      if (left === 0) {
        digits = d10Nine(rng);
        left = 9;
      }
      face = digits % 10;
      digits = (digits / 10) | 0;
      left -= 1;
    }
    kind.apply(st, face, out);
    if (p.done(st)) break;
  }
  hand[0] = digits;
  hand[1] = left;
}
