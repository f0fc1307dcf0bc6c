import { chunkStream } from '../../engine/dice/stream.ts';
import { PHASES, runEngagement, type PhaseClock } from '../../engagement/turn/run-engagement.ts';
import type { EngagementCompiled } from '../../sims/engagement/engagement-sim.ts';

/** Time spent in each phase (PHASES), in nanoseconds, counted lap by lap. */
class PhaseTimes implements PhaseClock {
  readonly ns = new Float64Array(PHASES.length);
  private last = 0n;
  lap(phase: number): void {
    const now = process.hrtime.bigint();
    if (phase >= 0) this.ns[phase] += Number(now - this.last);
    this.last = now;
  }
}

/**
 * Where an engagement's time goes: `trials` engagements run in this thread
 * with each phase of each player turn timed, as shares of the whole run
 * (the rest: setting the field, the turn's bookkeeping, the tallies'
 * course, and the clock itself). Timing adds a little to every phase, so
 * the shares are a guide, not the kernel's speed.
 */
export function phaseShares(x: EngagementCompiled, trials: number): Record<string, number> {
  const clock = new PhaseTimes();
  const rng = chunkStream(3, 0, 0);
  const start = process.hrtime.bigint();
  for (let t = 0; t < trials; t++) runEngagement(rng, x.engagement, x.field, x.course, clock);
  const total = Number(process.hrtime.bigint() - start);
  const shares: Record<string, number> = {};
  let phases = 0;
  PHASES.forEach((p, i) => {
    shares[p] = clock.ns[i] / total;
    phases += clock.ns[i];
  });
  shares.rest = Math.max(0, 1 - phases / total);
  return shares;
}
