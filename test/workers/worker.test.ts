import { describe, expect, it } from 'vitest';
import { compileExample } from '../../src/experiment/compile-example.ts';
import { SIMS } from '../../src/sims/registry.ts';
import { chunkClaim, type ChunkTask } from '../../src/workers/point-job.ts';
import { runChunks } from '../../src/workers/run-chunks.ts';
import runTask from '../../src/workers/worker.ts';

describe('the pool worker', () => {
  const sim = SIMS.bombardment;
  const { compiled, job } = compileExample(sim);
  /** chunks 1 and 2 of a 2500-trial point (the second short) */
  const task = (): ChunkTask => ({
    job,
    key: 'bombardment',
    seed: 3,
    point: 0,
    trials: 2500,
    chunkSize: 1000,
    claim: chunkClaim(1),
    chunks: 3,
    limit: 5,
    budgetMs: Infinity,
  });

  it("returns each chunk's tallies as runChunks makes them, claiming up to the point's last chunk", () => {
    const fromWorker = runTask(task());
    const direct = runChunks(sim, compiled, task());
    expect(Array.from(fromWorker.chunks)).toEqual([1, 2]);
    expect(Array.from(fromWorker.tallies)).toEqual(Array.from(direct.tallies));
    expect(fromWorker.tallies.length).toBe(2 * compiled.layout.size);
  });

  it('claims no more chunks than its limit, and leaves the rest to the next claim', () => {
    const t = { ...task(), limit: 1 };
    expect(Array.from(runTask(t).chunks)).toEqual([1]);
    expect(Array.from(runTask(t).chunks)).toEqual([2]);
    expect(Array.from(runTask(t).chunks)).toEqual([]);
  });

  it('claims no chunk once its time budget is spent: with none, it runs one chunk', () => {
    const t = { ...task(), budgetMs: 0 };
    expect(Array.from(runTask(t).chunks)).toEqual([1]);
    expect(Array.from(runTask(t).chunks)).toEqual([2]);
  });

  it('runs any number of chunks a task, beyond its first guess at their number', () => {
    const many: ChunkTask = { ...task(), trials: 25_000, claim: chunkClaim(0), chunks: 25, limit: 25 };
    const out = runTask(many);
    expect(Array.from(out.chunks)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    const size = compiled.layout.size;
    const one = runChunks(sim, compiled, { ...many, claim: chunkClaim(17), limit: 1 });
    expect(Array.from(out.tallies.subarray(17 * size, 18 * size))).toEqual(Array.from(one.tallies));
  });

  it('runs a chunk the same whichever task claims it', () => {
    const both = runTask(task());
    const t = { ...task(), limit: 1 };
    runTask(t);
    const second = runTask(t);
    const size = compiled.layout.size;
    expect(Array.from(second.tallies)).toEqual(Array.from(both.tallies.subarray(size, 2 * size)));
  });

  it('returns its tallies to be copied, never moved: moving detaches a buffer, which slows every kernel in the thread', () => {
    const out = runTask(task());
    for (const part of [out, out.chunks, out.tallies])
      expect(Object.getOwnPropertySymbols(part).map((s) => s.description)).not.toContain('Piscina.kMovable');
  });
});
