import type { Stream } from '../dice/stream.ts';
import type { ChainTables } from './build-chain.ts';
import { walkTrials } from './walk-chain.ts';

/**
 * Trials walked for a caller that reads only the final states (runTrials):
 * walkTrials without events, gains or a trial written out, each trial adding
 * one to `final` at its final state's number. Allocates nothing.
 */
export function countFinals(
  rng: Stream,
  t: ChainTables,
  trials: number,
  hand: Int32Array,
  final: Float64Array,
): void {
  walkTrials(rng, t, trials, hand, final, null, null);
}
