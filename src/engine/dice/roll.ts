import type { Stream } from './stream.ts';

const TWO32 = 4294967296;

/** rollDie's rejection limit for the usual dice, computed once (a float remainder per roll is slow) */
const DIE_LIMITS = Float64Array.from({ length: 101 }, (_, sides) => TWO32 - (TWO32 % sides));

/**
 * An unbiased roll of 1..sides by rejection: draws in the top partial block
 * of 2^32 are thrown away so every face has the same number of preimages.
 */
export function rollDie(rng: Stream, sides: number): number {
  const limit = DIE_LIMITS[sides] ?? TWO32 - (TWO32 % sides);
  let x = rng.int32() >>> 0;
  while (x >= limit) x = rng.int32() >>> 0;
  return (x % sides) + 1;
}

/**
 * The rejection limits of the dice the kernels roll, 2^32 less 2^32 mod the
 * faces, as a const enum: a bundle writes them as literals, where a module
 * constant this large (no small integer) is a heap number loaded and unboxed
 * at every roll. test/engine/dice/roll.test.ts pins each to its formula.
 */
export const enum LIMIT {
  D6 = 4294967292,
  D10 = 4294967290,
  D100 = 4294967200,
  D1000 = 4294967000,
}

/** 1D10, the die of Republic (§1.2). */
export function d10(rng: Stream): number {
  let x = rng.int32() >>> 0;
  while (x >= LIMIT.D10) x = rng.int32() >>> 0;
  return (x % 10) + 1;
}

export function d6(rng: Stream): number {
  let x = rng.int32() >>> 0;
  while (x >= LIMIT.D6) x = rng.int32() >>> 0;
  return (x % 6) + 1;
}

/**
 * Two d10 from one 32-bit draw: 0..99, the first die's face less one times
 * ten plus the second's less one (unbiased by rejection, as d10).
 */
export function d10Pair(rng: Stream): number {
  let x = rng.int32() >>> 0;
  while (x >= LIMIT.D100) x = rng.int32() >>> 0;
  return x % 100;
}

/** Three d10 from one 32-bit draw: 0..999, the faces less one as three decimal digits. */
export function d10Triple(rng: Stream): number {
  let x = rng.int32() >>> 0;
  while (x >= LIMIT.D1000) x = rng.int32() >>> 0;
  return x % 1000;
}

/**
 * Nine d10 from one 32-bit draw: 0..999,999,999, the faces less one as nine
 * decimal digits, read from the lowest (unbiased by rejection: a draw is
 * kept when below 4,000,000,000, 93% of them). A kernel peels the digits off
 * one (x % 10) or two (x % 100, as d10Pair) at a time.
 */
export function d10Nine(rng: Stream): number {
  // a literal, not a module constant: bundled as a `var`, a constant is loaded and checked on every use
  let x = rng.int32() >>> 0;
  while (x >= 4_000_000_000) x = rng.int32() >>> 0;
  // | 0: the value is below 2^31, and V8 then peels its digits in integer arithmetic (several times faster)
  return (x % 1_000_000_000) | 0;
}
