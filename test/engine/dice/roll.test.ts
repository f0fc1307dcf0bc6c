import { describe, expect, it } from 'vitest';
import { chiSquaredDistributionTable } from 'simple-statistics';
import { chunkSeed, chunkStream, d10, d6, rollDie, streamFromSeed } from '../../../src/engine/dice/index.ts';
import { d10Nine, LIMIT } from '../../../src/engine/dice/roll.ts';

function draws(roll: () => number, n: number): number[] {
  return Array.from({ length: n }, roll);
}

describe('the rejection limits', () => {
  it('are 2^32 less 2^32 mod the faces, the largest multiple of the faces a 32-bit draw reaches', () => {
    const two32 = 2 ** 32;
    const limits = [LIMIT.D6, LIMIT.D10, LIMIT.D100, LIMIT.D1000];
    expect(limits).toEqual([6, 10, 100, 1000].map((n) => two32 - (two32 % n)));
  });
});

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

  it('pins the first nine-d10 draws of seed 7, point 0, chunk 0 (stream version 3: the bombardment reads its dice so)', () => {
    const r = chunkStream(7, 0, 0);
    // the raw draws are 154808281, 2973040248, 2529042230, 4035916124 (rejected: at or above 4,000,000,000), 3686379427, ...
    expect(draws(() => d10Nine(r), 5)).toEqual([154808281, 973040248, 529042230, 686379427, 856595593]);
    // the lowest digit is the first die: the same as d10 on the first draw
    expect(d10(chunkStream(7, 0, 0))).toBe((154808281 % 10) + 1);
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

  it('nine d10 from one draw: a draw at or above 4,000,000,000 is thrown away (each nine-digit value then has four preimages)', () => {
    const seq = [4_000_000_000, 3_999_999_999, 123];
    let i = 0;
    const fake = { int32: () => seq[i++] | 0 };
    expect(d10Nine(fake)).toBe(999_999_999);
    expect(i).toBe(2);
    expect(d10Nine(fake)).toBe(123);
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

  it('nine d10 from one draw: each of the nine digit positions passes chi-squared at 1% on 200k draws of a fixed seed', () => {
    const r = streamFromSeed('uniformity-d10Nine');
    const counts = Array.from({ length: 9 }, () => new Array<number>(10).fill(0));
    const n = 200_000;
    for (let i = 0; i < n; i++) {
      let x = d10Nine(r);
      for (let pos = 0; pos < 9; pos++, x = Math.floor(x / 10)) counts[pos][x % 10]++;
    }
    const table = chiSquaredDistributionTable as unknown as Record<number, Record<number, number>>;
    const e = n / 10;
    for (const c of counts) expect(c.reduce((s, k) => s + (k - e) ** 2 / e, 0)).toBeLessThan(table[9][0.01]);
  });

  it("nine d10 from one draw: the lowest two digits (a fire's pair) pass chi-squared at 1% over their 100 faces", () => {
    const r = streamFromSeed('uniformity-d10Nine-pair');
    const counts = new Array<number>(100).fill(0);
    const n = 500_000;
    for (let i = 0; i < n; i++) counts[d10Nine(r) % 100]++;
    const e = n / 100;
    const table = chiSquaredDistributionTable as unknown as Record<number, Record<number, number>>;
    // 99 degrees of freedom: the table's nearest row below (more lenient rows are larger)
    expect(counts.reduce((s, c) => s + (c - e) ** 2 / e, 0)).toBeLessThan(table[100][0.01]);
  });

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
