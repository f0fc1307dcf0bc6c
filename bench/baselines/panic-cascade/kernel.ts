import { d10Pair } from '../../../src/engine/dice/roll.ts';
import type { Stream } from '../../../src/engine/dice/stream.ts';
import { runCascade, type CompiledCascade } from '../../../src/engine/republic/panic/cascade.ts';
import { rollCascadeFails } from './roll-cascade-fails.ts';

/** One trial's (or one fail pattern's) tallies from the cascade's totals and flags, `weight` times: the live sim's. */
export type TallyCascade = (res: Int32Array, weight: number) => void;

/**
 * The panic cascade's kernels before the chain module, frozen here so
 * `warbench bench` times the chain's walk against them in the same run:
 * `patterns`, both of a division's tests from one draw, trials counted by
 * their pattern of failed tests and each pattern's cascade run once (stream
 * version 3), and `interpreting`, every trial's tests rolled and its
 * cascade run. Both leave the flags in c.panicked for `tally`.
 */
interface Frozen {
  fails: Uint8Array;
  res: Int32Array;
  patterns?: Float64Array;
}

/** Divisions up to which trials are counted by fail pattern (2^16 patterns). */
const PATTERN_DIVISIONS = 8;

const frozen = new WeakMap<CompiledCascade, Frozen>();

function frozenOf(k: CompiledCascade): Frozen {
  let f = frozen.get(k);
  if (!f) {
    f = {
      fails: new Uint8Array(2 * k.n),
      res: new Int32Array(4),
      ...(k.n <= PATTERN_DIVISIONS ? { patterns: new Float64Array(1 << (2 * k.n)) } : {}),
    };
    frozen.set(k, f);
  }
  return f;
}

export function frozenInterpretingKernel(
  rng: Stream,
  k: CompiledCascade,
  trials: number,
  tally: TallyCascade,
): void {
  const f = frozenOf(k);
  for (let t = 0; t < trials; t++) {
    rollCascadeFails(rng, k, f.fails);
    runCascade(k, f.fails, f.res);
    tally(f.res, 1);
  }
}

export function frozenPatternKernel(
  rng: Stream,
  k: CompiledCascade,
  trials: number,
  tally: TallyCascade,
): void {
  const f = frozenOf(k);
  const counts = f.patterns;
  if (!counts) return frozenInterpretingKernel(rng, k, trials, tally);
  counts.fill(0);
  for (let t = 0; t < trials; t++) {
    let pattern = 0;
    for (let d = 0; d < k.n; d++) {
      const x = d10Pair(rng);
      const test = k.tests[d];
      if (k.internal[d] && ((x / 10) | 0) + 1 + test.modifier < test.pass) pattern |= 1 << (2 * d);
      if ((x % 10) + 1 + test.modifier < test.pass) pattern |= 2 << (2 * d);
    }
    counts[pattern]++;
  }
  for (let pattern = 0; pattern < counts.length; pattern++) {
    if (counts[pattern] === 0) continue;
    for (let i = 0; i < 2 * k.n; i++) f.fails[i] = (pattern >> i) & 1;
    runCascade(k, f.fails, f.res);
    tally(f.res, counts[pattern]);
  }
}
