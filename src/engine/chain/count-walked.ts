import type { Stream } from '../dice/stream.ts';
import type { ChainTables } from './build-chain.ts';
import type { ChainOdds } from './exact-chain.ts';
import { walkTrials } from './walk-chain.ts';

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
 * `trials` trials walked (walkTrials, its dice: nine-d10 draws, `hand`
 * carrying the digits left from one trial to the next) into `into`,
 * cleared first. `walk` receives the last trial (W layout, W.SIZE).
 * Allocates nothing.
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
  into.gain = 0;
  into.gainSquare = 0;
  walkTrials(rng, t, trials, hand, final, into, walk);
  // an event's first clocks counted as it happens: the trials without it never saw it (clock 0 reads as never)
  first.forEach((f, b) => {
    f[0] = 0;
    never[b] = trials - f.reduce((a, x) => a + x, 0);
  });
}
