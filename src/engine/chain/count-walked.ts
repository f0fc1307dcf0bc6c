import type { Stream } from '../dice/stream.ts';
import type { ChainTables } from './build-chain.ts';
import type { ChainOdds } from './exact-chain.ts';
import { walkChain, W } from './walk-chain.ts';

/**
 * Trials counted along the tables, the Monte Carlo counterpart of
 * ChainOdds: trials where it has chances (final[state], first[event][clock],
 * never[event]), and the summed gain's sum and sum of squares over the
 * trials where it has their mean and mean square. A kernel then tallies a
 * chunk as the exact odds tally the whole.
 */
export type ChainCounts = ChainOdds;

/** Counts sized for `t`, all zero. */
export function chainCounts(t: ChainTables): ChainCounts {
  const clocks = t.clocks.reduce((a, b) => Math.max(a, b), 0) + 1;
  return {
    final: new Float64Array(t.states.length),
    first: t.events.map(() => new Float64Array(clocks)),
    never: new Float64Array(t.events.length),
    gain: 0,
    gainSquare: 0,
  };
}

/**
 * `trials` trials walked (walkChain, its dice: nine-d10 draws, `hand`
 * carrying the digits left from one trial to the next) into `into`,
 * cleared first. `walk` is scratch (W.SIZE). Allocates nothing.
 */
export function countWalked(
  rng: Stream,
  t: ChainTables,
  trials: number,
  hand: Int32Array,
  walk: Int32Array,
  into: ChainCounts,
): void {
  const { final, first, never } = into;
  final.fill(0);
  for (const f of first) f.fill(0);
  let gains = 0;
  let squares = 0;
  for (let k = 0; k < trials; k++) {
    walkChain(rng, t, hand, walk);
    final[walk[W.STATE]]++;
    const gain = walk[W.GAIN];
    gains += gain;
    squares += gain * gain;
    // each event at its first clock, clock 0 (never) among them: no branch to mispredict
    for (let b = 0; b < first.length; b++) first[b][walk[W.FIRST + b]]++;
  }
  into.gain = gains;
  into.gainSquare = squares;
  first.forEach((f, b) => {
    never[b] = f[0];
    f[0] = 0;
  });
}
