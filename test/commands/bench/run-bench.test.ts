import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BENCH_CASES, runBench } from '../../../src/commands/bench/run-bench.ts';
import type { PointJob } from '../../../src/workers/point-job.ts';
import { SIMS } from '../../../src/sims/registry.ts';
import type { ChunkPool } from '../../../src/workers/pool.ts';
import { inProcessPool } from '../../workers/in-process-pool.ts';

/** `@case` for an engagement job at one of the bench's other situations (each has its own number of turns), '' at the example. */
function caseOf(job: PointJob): string {
  if (job.sim !== 'engagement') return '';
  const turns = (job.situation as { turns: number }).turns;
  const hit = BENCH_CASES.find(
    (x) => x.sim === 'engagement' && readFileSync(x.situation, 'utf8').includes(`\nturns: ${turns}\n`),
  );
  return hit ? `@${hit.name}` : '';
}

describe('runBench', () => {
  it('makes one pool per kernel and one per speed-up size, whatever the repetitions, and closes each', async () => {
    const made: Array<{ workers: number; closed: boolean; sims: Set<string> }> = [];
    const makePool = (workers: number): ChunkPool => {
      const pool = inProcessPool(() => 0, workers);
      const record = { workers, closed: false, sims: new Set<string>() };
      made.push(record);
      const name = (job: PointJob) => `${job.sim}${caseOf(job)}${job.kernel ? `:${job.kernel}` : ''}`;
      return {
        workers,
        run: (task, lane) => (record.sims.add(name(task.job)), pool.run(task, lane)),
        close: async () => void (record.closed = true),
      };
    };
    // small chunks, a repetition of a few of them: the bench's workings are checked here
    // (which kernels, which pools, how repetitions pair), its figures in `warbench bench`
    const report = await runBench({
      reps: 2,
      trials: 20,
      poolTrials: 4000,
      shortPoolTrials: 2000,
      poolSim: 'reference',
      makePool,
      chunk: 10,
    });
    // every kernel, each followed by its sim's baselines (earlier kernels kept to time the gain), then its cases at other situations
    const withBaselines = (id: string, head: string) => [
      head,
      ...Object.keys(SIMS[id].baselines ?? {}).map((b) => `${head}:${b}`),
    ];
    const ids = Object.keys(SIMS).flatMap((id) => [
      ...withBaselines(id, id),
      ...BENCH_CASES.filter((x) => x.sim === id).flatMap((x) => withBaselines(id, `${id}@${x.name}`)),
    ]);
    expect(ids).toContain('engagement@division-day:frozen');
    expect(ids).toContain('bombardment:digits');
    expect(made).toHaveLength(ids.length + 2);
    expect(made.every((p) => p.closed)).toBe(true);
    // each kernel alone on its thread, so no kernel's JIT state slows another
    expect(made.slice(0, ids.length).map((p) => [p.workers, [...p.sims]])).toEqual(
      ids.map((id) => [1, [id]]),
    );
    expect(made.slice(ids.length).map((p) => [p.workers, [...p.sims]])).toEqual([
      [1, ['reference']],
      [2, ['reference']],
    ]);
    expect(report.kernels.map((k) => k.sim)).toEqual(ids);
    expect(report.kernels.every((k) => k.repetitions.length === 2)).toBe(true);
    const ref = report.kernels.find((k) => k.sim === 'reference')!;
    expect([ref.ratioToReference, ref.referenceRatios]).toEqual([1, [1, 1]]);
    // every ratio pairs the i-th repetition of a kernel with the i-th of the other (timed side by side)
    const byId = new Map(report.kernels.map((k) => [k.sim, k]));
    for (const k of report.kernels) {
      expect(k.referenceRatios).toEqual(k.repetitions.map((x, i) => x / ref.repetitions[i]));
      expect(k.ratioToReference).toBeCloseTo((k.referenceRatios[0] + k.referenceRatios[1]) / 2, 12);
      const live = k.sim.split(':')[0];
      if (live === k.sim) expect(k.gain).toBeUndefined();
      else expect(k.gain!.ratios).toEqual(byId.get(live)!.repetitions.map((x, i) => x / k.repetitions[i]));
    }
    const pairs = report.pool!.repetitions.map((r) => r.twoWorkers / r.oneWorker);
    // the median of two measured ratios: its arithmetic may round in the last place, whatever the timings
    expect(report.pool!.speedup).toBeCloseTo((pairs[0] + pairs[1]) / 2, 12);
    // the short run on the same two pools, a target of its own
    expect([report.shortPool!.trials, report.shortPool!.repetitions.length]).toEqual([2000, 2]);
    expect(report.targets.map((t) => t.target)).toContain('2 workers over 1, a 2,000-trial run (reference)');
    // each engagement case: its goal beside the frozen kernel's figure from the same run, and where the time goes when short
    const day = report.targets.find((t) => t.target.startsWith('engagement@division-day:'))!;
    const [dayLive, dayFrozen] = ['engagement@division-day', 'engagement@division-day:frozen'].map(
      (id) => byId.get(id)!,
    );
    expect([
      day.goal,
      day.baseline!.kernel,
      day.measured,
      day.baseline!.measured,
      day.baseline!.ratios,
    ]).toEqual([
      3e4,
      'engagement@division-day:frozen',
      dayLive.trialsPerSecond,
      dayFrozen.trialsPerSecond,
      dayFrozen.gain!.ratios,
    ]);
    expect(day.baseline!.ratio).toBe(dayFrozen.gain!.ratio);
    if (!day.met)
      expect(Object.keys(day.short!.time)).toEqual([
        'command',
        'maneuver',
        'fire',
        'assault',
        'panic',
        'rest',
      ]);
  }, 240_000);

  it("--sims through the pool times the speed-up on the pool's sim even when it is not among the kernels timed", async () => {
    const sims: string[] = [];
    const makePool = (workers: number): ChunkPool => {
      const pool = inProcessPool(() => 0, workers);
      return {
        workers,
        run: (task, lane) => (sims.push(task.job.sim), pool.run(task, lane)),
        close: async () => {},
      };
    };
    const report = await runBench({
      reps: 1,
      trials: 1000,
      poolTrials: 4000,
      shortPoolTrials: 0,
      poolSim: 'assault',
      makePool,
      sims: ['rally'],
      chunk: 1000,
    });
    expect(report.kernels.map((k) => k.sim)).toEqual(['reference', 'rally']);
    expect(report.pool!.sim).toBe('assault');
    expect(sims).toContain('assault');
  }, 240_000);

  it('--sims times only those kernels and the reference; in this thread it makes no pool and no speed-up', async () => {
    let pools = 0;
    const makePool = (workers: number): ChunkPool => (pools++, inProcessPool(() => 0, workers));
    const report = await runBench({
      reps: 1,
      trials: 1000,
      poolTrials: 4000,
      poolSim: 'reference',
      makePool,
      sims: ['rally'],
      inThread: true,
      chunk: 1000,
    });
    expect(pools).toBe(0);
    expect(report.kernels.map((k) => k.sim)).toEqual(['reference', 'rally']);
    expect(report.pool).toBeUndefined();
    expect(report.timing).toBe('in this thread');
    // the reference kernel rolls two d10 a trial; a rally rolls one
    expect(report.kernels.map((k) => k.drawsPerTrial)).toEqual([expect.closeTo(2, 1), expect.closeTo(1, 1)]);
  }, 240_000);
});
