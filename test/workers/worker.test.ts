import { describe, expect, it } from 'vitest';
import { compileExample } from '../../src/experiment/compile-example.ts';
import { SIMS } from '../../src/sims/registry.ts';
import { runChunks } from '../../src/workers/run-chunks.ts';
import runTask from '../../src/workers/worker.ts';

describe('the pool worker', () => {
  const sim = SIMS.bombardment;
  const { compiled, job } = compileExample(sim);
  const task = { job, key: 'bombardment', seed: 3, point: 0, trials: 2500, chunkSize: 1000, from: 1, to: 3 };

  it("returns each chunk's tallies as runChunks makes them", () => {
    expect(Array.from(runTask(task))).toEqual(Array.from(runChunks(sim, compiled, task)));
  });

  it('returns its tallies to be copied, never moved: moving detaches a buffer, which slows every kernel in the thread', () => {
    const marks = Object.getOwnPropertySymbols(runTask(task)).map((s) => s.description);
    expect(marks).not.toContain('Piscina.kMovable');
  });
});
