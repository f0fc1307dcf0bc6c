import { rollDie } from '../engine/dice/roll.ts';
import type { Stream } from '../engine/dice/stream.ts';
import type { Compiled, ExactResult } from './sim.ts';

/**
 * A mechanic decided by a fixed set of dice (one roll, or a few): the kernel
 * rolls them and the exact answer enumerates every face, and both hand the
 * faces to the same `score`, so Monte Carlo and exact tallies share code.
 */
export interface FixedDiceCompiled extends Compiled {
  /** sides of each die, in a fixed order */
  sides: Int32Array;
  /** scratch for the faces rolled (reused every trial) */
  faces: Int32Array;
}

/** Adds one trial's tallies (weight 1) or one face combination's (its probability). */
export type Score<C> = (c: C, faces: Int32Array, acc: Float64Array, weight: number) => void;

export function diceOf(sides: readonly number[]): { sides: Int32Array; faces: Int32Array } {
  return { sides: Int32Array.from(sides), faces: new Int32Array(sides.length) };
}

export function rollInto(rng: Stream, sides: Int32Array, faces: Int32Array): void {
  for (let i = 0; i < sides.length; i++) faces[i] = rollDie(rng, sides[i]);
}

/** Visit every combination of faces with its probability. */
export function forEachRoll(sides: Int32Array, visit: (faces: Int32Array, weight: number) => void): void {
  const n = sides.length;
  const faces = new Int32Array(n).fill(1);
  let weight = 1;
  for (let i = 0; i < n; i++) weight /= sides[i];
  for (;;) {
    visit(faces, weight);
    let i = n - 1;
    while (i >= 0 && faces[i] === sides[i]) faces[i--] = 1;
    if (i < 0) return;
    faces[i]++;
  }
}

export function fixedDiceKernel<C extends FixedDiceCompiled>(score: Score<C>) {
  return (rng: Stream, c: C, trials: number, acc: Float64Array): void => {
    for (let t = 0; t < trials; t++) {
      rollInto(rng, c.sides, c.faces);
      score(c, c.faces, acc, 1);
    }
  };
}

export function fixedDiceExact<C extends FixedDiceCompiled>(score: Score<C>) {
  return (c: C): ExactResult => {
    const out = new Float64Array(c.layout.size);
    forEachRoll(c.sides, (faces, w) => score(c, faces, out, w));
    return { perTrial: out, leftover: 0 };
  };
}
