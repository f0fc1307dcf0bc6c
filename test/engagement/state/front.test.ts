import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeFieldState, refreshFronts } from '../../../src/engagement/state/field-state.ts';
import { runEngagement } from '../../../src/engagement/turn/run-engagement.ts';
import { chunkStream } from '../../../src/engine/dice/stream.ts';
import type { EngagementCompiled } from '../../../src/sims/engagement/engagement-sim.ts';
import { compileText } from '../../sims/republic/compile-situation.ts';

const shipped = (name: string) => readFileSync(`experiments/situations/engagement-${name}.yaml`, 'utf8');

/**
 * Play `trials` engagements and, as each phase ends, compare the fronts the
 * field keeps (FieldState.front) with the fronts searched afresh: a write of
 * a unit's pos or bases that does not call refreshFront shows here.
 */
function staleFronts(text: string, switches: Record<string, string>, trials: number): string[] {
  const c = (compileText('engagement', text, switches) as EngagementCompiled).engagement;
  const f = makeFieldState(c);
  const kept = new Int32Array(f.front.length);
  const stale: string[] = [];
  let checked = 0;
  const clock = {
    lap(phase: number) {
      kept.set(f.front);
      refreshFronts(c, f);
      checked++;
      if (!kept.every((u, k) => u === f.front[k]))
        stale.push(`phase ${phase}: kept ${Array.from(kept)}, searched ${Array.from(f.front)}`);
    },
  };
  const rng = chunkStream(9, 0, 0);
  for (let t = 0; t < trials; t++) runEngagement(rng, c, f, new Float64Array(4 * c.s.turns), clock);
  expect(checked).toBeGreaterThan(trials * 6);
  return stale;
}

describe('the front of each sector, kept as units move and lose bases', () => {
  it.each(['brigade', 'division', 'corps', 'division-day', 'division-day-works'])(
    'is the front searched afresh at the end of every phase: %s',
    (name) => {
      expect(staleFronts(shipped(name), {}, 60).slice(0, 3)).toEqual([]);
    },
  );

  it.each([
    'carryPosition=withinMove',
    'divisionalPanicBatteries=moveOnly',
    'forcedMoveMatch=allForcedMoves',
    'basesLostCount=baseHits',
  ])('and so under %s (division)', (reading) => {
    const [name, option] = reading.split('=');
    expect(staleFronts(shipped('division'), { [name]: option }, 60).slice(0, 3)).toEqual([]);
  });
});
