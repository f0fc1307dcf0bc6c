import { d10 } from '../../../src/engine/dice/roll.ts';
import type { Stream } from '../../../src/engine/dice/stream.ts';
import { type CompiledCascade, failsTest } from '../../../src/engine/republic/panic/cascade.ts';

/**
 * The frozen kernels' roll of a cascade (the live engagement draws the same
 * dice with rollCascadeDice and reads them with failsOn): §6.1 each
 * division's tests rolled up front, one 1D10 per condition, the internal
 * test (only if the division had a Panic 4 event) and the adjoining one; a
 * modified roll below the pass number fails.
 */
export function rollCascadeFails(rng: Stream, c: CompiledCascade, fails: Uint8Array): void {
  for (let d = 0; d < c.n; d++) {
    fails[2 * d] = c.internal[d] && failsTest(c, d, d10(rng)) ? 1 : 0;
    fails[2 * d + 1] = failsTest(c, d, d10(rng)) ? 1 : 0;
  }
}
