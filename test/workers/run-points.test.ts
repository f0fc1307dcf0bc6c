import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { compileExample } from '../../src/experiment/compile-example.ts';
import { precisionReached } from '../../src/experiment/precision-reached.ts';
import { SIMS } from '../../src/sims/registry.ts';
import { runPoints, type PointPlan } from '../../src/workers/run-points.ts';
import { inProcessPool } from './in-process-pool.ts';

const { compiled, job } = compileExample(SIMS.reference);
const plan = (point: number, trials: number): PointPlan => ({
  point,
  job,
  key: JSON.stringify(job),
  trials,
  size: compiled.layout.size,
});
const opts = { seed: 7, chunkSize: 1000, chunksPerTask: 1, inFlight: 4 };

describe('runPoints', () => {
  it('counts every trial of every point, the last chunk short', async () => {
    const { tallies, partial } = await runPoints([plan(0, 2500), plan(1, 1000)], inProcessPool(), opts);
    expect(partial).toBe(false);
    expect(tallies.map((t) => [t.trials, t.chunks])).toEqual([
      [2500, 3],
      [1000, 1],
    ]);
    const rows = compiled.layout.distributions[0].outcomes.length;
    expect(tallies[0].tallies.subarray(0, rows).reduce((a, b) => a + b)).toBe(2500);
  });

  it('takes its abort listener off when it finishes, so many runs under one signal never pile them up', async () => {
    const abandon = new AbortController();
    for (let i = 0; i < 12; i++)
      await runPoints([plan(0, 1000)], inProcessPool(), { ...opts, abandon: abandon.signal });
    expect(getEventListeners(abandon.signal, 'abort')).toHaveLength(0);
  });

  it('gives the same tallies whatever the task grouping and completion order', async () => {
    const plans = [plan(0, 9500), plan(3, 4000)];
    const a = await runPoints(plans, inProcessPool(), opts);
    const b = await runPoints(
      plans,
      inProcessPool((n) => (n * 7) % 5),
      { ...opts, chunksPerTask: 3, inFlight: 3 },
    );
    const c = await runPoints(
      plans,
      inProcessPool((n) => 4 - (n % 5)),
      { ...opts, chunksPerTask: 2, inFlight: 8 },
    );
    for (const other of [b, c])
      expect(other.tallies.map((t) => Array.from(t.tallies))).toEqual(
        a.tallies.map((t) => Array.from(t.tallies)),
      );
  });

  it('gives the same tallies on 1, 2 or 3 lanes', async () => {
    const plans = [plan(0, 9500), plan(1, 4000), plan(2, 7000)];
    const one = await runPoints(plans, inProcessPool(), opts);
    for (const lanes of [2, 3]) {
      const many = await runPoints(
        plans,
        inProcessPool((n) => (n * 5) % 3, lanes),
        { ...opts, chunksPerTask: 2, inFlight: 2 * lanes },
      );
      expect(many.tallies.map((t) => Array.from(t.tallies))).toEqual(
        one.tallies.map((t) => Array.from(t.tallies)),
      );
    }
  });

  it('keeps each point on one lane while other points wait, so each is compiled once', async () => {
    const pool = inProcessPool((n) => n % 3, 2);
    const plans = [0, 1, 2, 3, 4, 5].map((p) => plan(p, 3000));
    await runPoints(plans, pool, { ...opts, chunksPerTask: 1, inFlight: 4 });
    const lanesOf = plans.map(
      (p) => new Set(pool.tasks.flatMap((t, i) => (t.point === p.point ? [pool.lanes[i]] : []))),
    );
    expect(lanesOf.map((l) => l.size)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(new Set(pool.lanes)).toEqual(new Set([0, 1]));
  });

  it('starts each lane at its own share of the points, so neighbouring points (one system, one ruleset) share a thread', async () => {
    const pool = inProcessPool(() => 0, 2);
    const plans = [0, 1, 2, 3, 4, 5].map((p) => plan(p, 1000));
    await runPoints(plans, pool, { ...opts, chunksPerTask: 1, inFlight: 2 });
    const pointsOf = (lane: number) =>
      pool.tasks.flatMap((t, i) => (pool.lanes[i] === lane ? [t.point] : []));
    expect(pointsOf(0)).toEqual([0, 1, 2]);
    expect(pointsOf(1)).toEqual([3, 4, 5]);
  });
  it('lets an idle lane share the last point when enough of it is left', async () => {
    const pool = inProcessPool(() => 0, 2);
    await runPoints([plan(0, 20_000)], pool, { ...opts, chunksPerTask: 1, inFlight: 4 });
    expect(new Set(pool.lanes)).toEqual(new Set([0, 1]));
  });

  it('gives each point its own streams: two points with one job differ', async () => {
    const { tallies } = await runPoints([plan(0, 5000), plan(1, 5000)], inProcessPool(), opts);
    expect(Array.from(tallies[0].tallies)).not.toEqual(Array.from(tallies[1].tallies));
  });

  it('stops a point at the first chunk where the precision target is reached, whatever ran ahead', async () => {
    const target = 0.01;
    const reached = (t: Float64Array, n: number) => precisionReached(compiled.layout, t, n, target);
    const p = { ...plan(0, 100_000), reached };
    const a = await runPoints([p], inProcessPool(), { ...opts, inFlight: 1 });
    const b = await runPoints(
      [p],
      inProcessPool((n) => 5 - (n % 6)),
      { ...opts, inFlight: 6 },
    );
    expect(a.tallies[0].precisionReached).toBe(true);
    const stop = a.tallies[0].trials;
    expect(stop).toBeGreaterThan(1000);
    expect(reached(a.tallies[0].tallies, stop)).toBe(true);
    // one chunk fewer (the same streams) had not reached it: the stop is the first boundary
    const before = await runPoints([plan(0, stop - 1000)], inProcessPool(), opts);
    expect(reached(before.tallies[0].tallies, stop - 1000)).toBe(false);
    expect(Array.from(b.tallies[0].tallies)).toEqual(Array.from(a.tallies[0].tallies));
    expect(b.tallies[0].trials).toBe(a.tallies[0].trials);
  });

  it('marks a point that never reaches its target', async () => {
    const p = {
      ...plan(0, 2000),
      reached: (t: Float64Array, n: number) => precisionReached(compiled.layout, t, n, 0.001),
    };
    const { tallies, partial } = await runPoints([p], inProcessPool(), opts);
    expect([tallies[0].trials, tallies[0].precisionReached, partial]).toEqual([2000, false, false]);
  });

  it('stops early when asked, keeping whole chunks in order and marking the run partial', async () => {
    let calls = 0;
    const { tallies, partial } = await runPoints([plan(0, 50_000)], inProcessPool(), {
      ...opts,
      inFlight: 2,
      stopped: () => ++calls > 3,
    });
    expect(partial).toBe(true);
    expect(tallies[0].trials).toBe(tallies[0].chunks * 1000);
    expect(tallies[0].chunks).toBeLessThan(50);
  });
});
