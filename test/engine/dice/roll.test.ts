import { describe, expect, it } from 'vitest';
import { chiSquaredDistributionTable } from 'simple-statistics';
import { chunkSeed, chunkStream, d10, d6, rollDie, streamFromSeed } from '../../../src/engine/dice/index.ts';

function draws(roll: () => number, n: number): number[] {
  return Array.from({ length: n }, roll);
}

describe('seeded streams', () => {
  it('pins the first d10 and d6 draws of seed 7, point 0, chunk 0', () => {
    const r = chunkStream(7, 0, 0);
    expect(draws(() => d10(r), 12)).toEqual([2, 9, 1, 5, 8, 4, 5, 5, 10, 6, 6, 2]);
    const s = chunkStream(7, 0, 0);
    expect(draws(() => d6(s), 12)).toEqual([2, 1, 3, 3, 2, 2, 3, 3, 2, 6, 4, 6]);
  });

  it('gives each chunk its own stream', () => {
    const r = chunkStream(7, 0, 1);
    expect(draws(() => d10(r), 12)).toEqual([9, 4, 9, 3, 3, 10, 9, 8, 5, 1, 8, 9]);
    expect(chunkSeed(7, 0, 1)).not.toBe(chunkSeed(7, 1, 0));
    expect(chunkSeed(7, 0, 1)).not.toBe(chunkSeed(8, 0, 0));
  });

  it('rollDie agrees with the specialised d10', () => {
    const a = streamFromSeed('x');
    const b = streamFromSeed('x');
    expect(draws(() => rollDie(a, 10), 200)).toEqual(draws(() => d10(b), 200));
  });

  it('rejects the biased top block of 2^32', () => {
    const top = 4294967296 - (4294967296 % 10);
    const seq = [top - 2 ** 32 + 3, 17]; // first value is >= limit as uint32
    let i = 0;
    const fake = { int32: () => seq[i++] | 0 };
    expect(d10(fake)).toBe(8);
    expect(i).toBe(2);
  });
});

describe('uniformity', () => {
  for (const [name, sides, roll] of [
    ['d10', 10, d10],
    ['d6', 6, d6],
  ] as const) {
    it(`${name} passes chi-squared at 1% on 200k draws of a fixed seed`, () => {
      const r = streamFromSeed(`uniformity-${name}`);
      const counts = new Array<number>(sides).fill(0);
      const n = 200_000;
      for (let i = 0; i < n; i++) counts[roll(r) - 1]++;
      const e = n / sides;
      const chi2 = counts.reduce((s, c) => s + (c - e) ** 2 / e, 0);
      const table = chiSquaredDistributionTable as unknown as Record<number, Record<number, number>>;
      const critical = table[sides - 1][0.01];
      expect(chi2).toBeLessThan(critical);
    });
  }

  it('2D10 (two d10, §4.7): the 100 face pairs pass chi-squared at 1% on 500k pairs of a fixed seed', () => {
    const r = streamFromSeed('uniformity-2d10');
    const counts = new Array<number>(100).fill(0);
    const n = 500_000;
    for (let i = 0; i < n; i++) counts[(d10(r) - 1) * 10 + d10(r) - 1]++;
    const e = n / 100;
    const chi2 = counts.reduce((s, c) => s + (c - e) ** 2 / e, 0);
    const table = chiSquaredDistributionTable as unknown as Record<number, Record<number, number>>;
    // 99 degrees of freedom: the table's nearest row below (more lenient rows are larger)
    expect(chi2).toBeLessThan(table[100][0.01]);
    const doubles = counts.filter((_, i) => i % 11 === 0).reduce((a, b) => a + b, 0);
    expect(Math.abs(doubles / n - 0.1)).toBeLessThan(4 * Math.sqrt(0.09 / n));
  });
});

