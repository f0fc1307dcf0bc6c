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

const D10_LIMIT = TWO32 - (TWO32 % 10);
const D6_LIMIT = TWO32 - (TWO32 % 6);

/** 1D10, the die of Republic (§1.2). */
export function d10(rng: Stream): number {
  let x = rng.int32() >>> 0;
  while (x >= D10_LIMIT) x = rng.int32() >>> 0;
  return (x % 10) + 1;
}

export function d6(rng: Stream): number {
  let x = rng.int32() >>> 0;
  while (x >= D6_LIMIT) x = rng.int32() >>> 0;
  return (x % 6) + 1;
}

const D100_LIMIT = TWO32 - (TWO32 % 100);

/**
 * Two d10 from one 32-bit draw: 0..99, the first die's face less one times
 * ten plus the second's less one (unbiased by rejection, as d10).
 */
export function d10Pair(rng: Stream): number {
  let x = rng.int32() >>> 0;
  while (x >= D100_LIMIT) x = rng.int32() >>> 0;
  return x % 100;
}

const D1000_LIMIT = TWO32 - (TWO32 % 1000);

/** Three d10 from one 32-bit draw: 0..999, the faces less one as three decimal digits. */
export function d10Triple(rng: Stream): number {
  let x = rng.int32() >>> 0;
  while (x >= D1000_LIMIT) x = rng.int32() >>> 0;
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
