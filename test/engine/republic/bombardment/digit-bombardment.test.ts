import { describe, expect, it, vi } from 'vitest';
import type { Stream } from '../../../../src/engine/dice/stream.ts';
import { chunkStream } from '../../../../src/engine/dice/stream.ts';
import { SIMS } from '../../../../src/sims/registry.ts';
import { compileText } from '../../../sims/republic/compile-situation.ts';
import { BOMBARDMENT_CASES } from './bombardment-cases.ts';

/**
 * The dice in hand, read as stream version 3 says a bombardment reads them:
 * nine d10 a draw (kept below 4,000,000,000), lowest digit first; a pair is
 * the next two digits as x % 100, one die the next digit; a pair wanted with
 * one digit left drops it. Written out plainly here, apart from the kernel.
 */
const hand = vi.hoisted(() => {
  const h = {
    digits: 0,
    left: 0,
    fill(rng: Stream) {
      let x = rng.int32() >>> 0;
      while (x >= 4_000_000_000) x = rng.int32() >>> 0;
      h.digits = x % 1_000_000_000;
      h.left = 9;
    },
    take(rng: Stream, dice: 1 | 2): number {
      if (h.left < dice) h.fill(rng);
      const face = h.digits % 10 ** dice;
      h.digits = Math.floor(h.digits / 10 ** dice);
      h.left -= dice;
      return face;
    },
  };
  return h;
});

// the fused kernel's d10Pair and d10 read the dice in hand, so it rolls what the digit kernel rolls
vi.mock('../../../../src/engine/dice/roll.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../src/engine/dice/roll.ts')>()),
  d10Pair: (rng: Stream) => hand.take(rng, 2),
  d10: (rng: Stream) => hand.take(rng, 1) + 1,
}));

const sim = SIMS.bombardment;

/** Raw tallies of `trials` trials from one seeded stream (one chunk), and the stream's next draw. */
function run(kernel: typeof sim.kernel, yaml: string, trials: number) {
  const c = compileText('bombardment', yaml);
  const acc = new Float64Array(c.layout.size);
  const rng = chunkStream(5, 0, 0);
  hand.left = 0;
  kernel(rng, c, trials, acc);
  return { acc: Array.from(acc), next: rng.int32() };
}

describe('the digit bombardment kernel: the fused tables read nine dice a draw', () => {
  for (const [name, yaml] of Object.entries(BOMBARDMENT_CASES)) {
    it(`${name}: the same tallies, and the stream left at the same draw, as the fused kernel rolling the same dice`, () => {
      const digit = run(sim.kernel, yaml, 20_000);
      expect(digit).toEqual(run(sim.baselines!.fused, yaml, 20_000));
      // and not a vacuous match: the brigade's fate varies between trials
      expect(digit.acc.filter((x) => x > 0 && x < 20_000).length).toBeGreaterThan(3);
    });
  }

});
