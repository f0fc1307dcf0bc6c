import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { chunkSeed, chunkStream, TycheiStream } from '../../../src/engine/dice/stream.ts';

describe('TycheiStream', () => {
  it('draws what seedrandom.tychei draws for the same string seed', () => {
    for (const seed of ['', 'a', '42', chunkSeed(7, 3, 11)]) {
      const ours = new TycheiStream(seed);
      const theirs = seedrandom.tychei(seed);
      for (let i = 0; i < 1000; i++) expect(ours.int32()).toBe(theirs.int32());
    }
  });

  it('starts chunk 0 of seed 1, point 0 with the draws seedrandom.tychei gives for its sha256 seed', () => {
    const rng = chunkStream(1, 0, 0);
    expect([rng.int32(), rng.int32(), rng.int32()]).toEqual([-1625324169, -435058573, 1082138617]);
  });
});
