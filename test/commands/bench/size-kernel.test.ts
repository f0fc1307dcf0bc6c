import { describe, expect, it } from 'vitest';
import { sizeKernel } from '../../../src/commands/bench/size-kernel.ts';

/** A kernel's wall-clock rate through its thread: `trueRate` trials a second behind a fixed round trip. */
function through(trueRate: number, roundTrip: number) {
  const calls: Array<[number, number]> = [];
  const time = async (n: number, c: number) => (calls.push([n, c]), n / (roundTrip + n / trueRate));
  return { calls, time };
}

describe('sizeKernel', () => {
  it('times a fast kernel in whole chunks though 1,000 of its trials read under the slow rate', async () => {
    // 70M/s behind a 1 ms round trip: 1,000 trials read about 0.99M/s
    const k = through(70e6, 1e-3);
    const sized = await sizeKernel(k.time, 1_000, 100_000);
    expect(sized.size).toBe(100_000);
    expect(k.calls).toEqual([
      [1_000, 1_000],
      [10_000, 1_000],
      [100_000, 1_000],
      [200_000, 100_000],
    ]);
    expect(sized.rate).toBe(200_000 / (1e-3 + 200_000 / 70e6));
  });

  it('times a kernel of thousands a second in small chunks on one probe', async () => {
    const k = through(5_000, 1e-3);
    const sized = await sizeKernel(k.time, 1_000, 100_000);
    expect(k.calls).toEqual([[1_000, 1_000]]);
    expect(sized).toEqual({ size: 1_000, rate: 1_000 / (1e-3 + 1_000 / 5_000) });
  });

  it('grows the probe of a kernel near the slow rate until it lasts, then keeps the small chunks', async () => {
    const k = through(5e5, 1e-3);
    const sized = await sizeKernel(k.time, 1_000, 100_000);
    expect(k.calls).toEqual([
      [1_000, 1_000],
      [10_000, 1_000],
      [100_000, 1_000],
    ]);
    expect(sized.size).toBe(1_000);
  });
});
