import { median } from 'simple-statistics';
import { compileExample } from '../../experiment/compile-example.ts';
import { SIMS } from '../../sims/registry.ts';
import type { Sim } from '../../sims/sim.ts';
import { createPool, type ChunkPool } from '../../workers/pool.ts';
import { drawsPerTrial, measureInThread } from './measure-in-thread.ts';
import { measurePool } from './measure-pool.ts';
import { runPoints } from '../../workers/run-points.ts';
import type { EngagementCompiled } from '../../sims/engagement/engagement-sim.ts';
import { phaseShares } from './engagement-phases.ts';
import { pairedRatio } from './paired-ratio.ts';
import { SLOW_CHUNK, sizeKernel } from './size-kernel.ts';
import type { PointJob } from '../../workers/point-job.ts';

/** Chunk size of the timed runs, as in an experiment's default. */
const CHUNK = 100_000;
/** Target time of one kernel repetition. */
const SECONDS = 0.5;
/** Trials over which each kernel's random draws are counted. */
const DRAW_COUNT_TRIALS = 20_000;

export interface KernelFigure {
  sim: string;
  title: string;
  /** 32-bit random draws per trial, and the share of the time they take at the reference kernel's cost per draw */
  drawsPerTrial: number;
  diceShare: number;
  /** median over the repetitions, one worker thread (one core) */
  trialsPerSecond: number;
  nsPerTrial: number;
  /** this kernel's speed over the reference kernel's in the same run: the median of the ratios within each repetition (pairedRatio) */
  ratioToReference: number;
  /** that ratio in each repetition */
  referenceRatios: number[];
  /** on a baseline kernel (`sim:name`): the live kernel's speed over this one, the median of the ratios within each repetition, and each */
  gain?: { kernel: string; ratio: number; ratios: number[] };
  /** trials per repetition: at most the option, fewer for a slow kernel */
  trials: number;
  repetitions: number[];
}

export interface BenchReport {
  repetitions: number;
  trialsPerRepetition: number;
  kernels: KernelFigure[];
  /** the speed-up of 2 workers over 1; absent when kernels were timed in this thread (--no-pool) */
  pool?: PoolFigure;
  /** the same on a run as short as an experiment's (SHORT_POOL_TRIALS), where the last tasks and the merging weigh more */
  shortPool?: PoolFigure;
  /** how the kernels were timed */
  timing: 'one thread per kernel' | 'in this thread';
  /** a worker thread's start (to its first result) and kernel speed, running the bundled JavaScript or the sources through tsx */
  loaders?: { sim: string; bundle: LoaderFigure; tsx: LoaderFigure };
  targets: BenchTarget[];
}

export interface BenchTarget {
  target: string;
  measured: number;
  goal: number;
  met: boolean | null;
  /**
   * the baseline kernel's figure (median) in the same run, and the measured
   * kernel's speed over it: the median of the ratios within each repetition
   * (pairedRatio), and each
   */
  baseline?: { kernel: string; measured: number; ratio: number; ratios: number[] };
  /** when short: how many times faster it must get, and the share of the time each part of the kernel takes */
  short?: { by: number; time: Record<string, number> };
}

export interface PoolFigure {
  sim: string;
  trials: number;
  oneWorker: number;
  twoWorkers: number;
  speedup: number;
  repetitions: Array<{ oneWorker: number; twoWorkers: number }>;
}

/** Trials of the short speed-up run: an experiment of a few points. */
export const SHORT_POOL_TRIALS = 3_000_000;

/** Short runs timed together in each repetition (one alone lasts tens of milliseconds). */
const SHORT_POOL_RUNS = 10;

export interface LoaderFigure {
  startSeconds: number;
  trialsPerSecond: number;
}

export interface BenchOptions {
  reps: number;
  trials: number;
  poolTrials: number;
  /** trials of the short speed-up run (SHORT_POOL_TRIALS by default; 0: none) */
  shortPoolTrials?: number;
  /** short runs timed together in each repetition (SHORT_POOL_RUNS by default) */
  shortPoolRuns?: number;
  /** the sim timed through the pool */
  poolSim: string;
  log?: (line: string) => void;
  /** makes the bench's pools (tests pass an in-thread one) */
  makePool?: (workers: number) => ChunkPool;
  /** the kernels to time (the reference kernel is always timed); all by default */
  sims?: readonly string[];
  /** time the kernels in this thread and skip the speed-up (--no-pool) */
  inThread?: boolean;
  /** chunk size of the timed runs, and at most the trials draws are counted over (tests pass a small one: they check the bench's workings, not its figures) */
  chunk?: number;
}

/** The issue targets per core, as ratios or trials per second. */
const PER_CORE_GOALS: Array<{ sims: string[]; goal: number; what: string }> = [
  { sims: ['assault'], goal: 5e7, what: 'whole multi-round assault trials per second per core' },
  {
    sims: ['assault-round'],
    goal: 1e8,
    what: 'one assault round (every modifier) trials per second per core',
  },
  { sims: ['bombardment', 'prepared-assault'], goal: 1e7, what: 'trials per second per core' },
  { sims: ['panic-cascade', 'duel'], goal: 5e6, what: 'trials per second per core' },
];

/**
 * A sim timed at other shipped situations than its example, as `sim@case`
 * (each beside the sim's baselines), with the per-core goal each must meet.
 */
export const BENCH_CASES: Array<{
  sim: string;
  name: string;
  situation: string;
  what: string;
  goal: number;
}> = [
  {
    sim: 'engagement',
    name: 'division',
    situation: 'experiments/situations/engagement-division.yaml',
    what: 'the shipped division engagement (6 game turns), engagements per second per core',
    goal: 2e5,
  },
  {
    sim: 'engagement',
    name: 'corps',
    situation: 'experiments/situations/engagement-corps.yaml',
    what: 'the shipped corps line (8 game turns), engagements per second per core',
    goal: 1e5,
  },
  {
    sim: 'engagement',
    name: 'division-day',
    situation: 'experiments/situations/engagement-division-day.yaml',
    what: 'a day-long division engagement (18 game turns, all played), engagements per second per core',
    goal: 3e4,
  },
];

/** Each sim's kernel, then its baselines as `sim:name` (an earlier kernel, timed beside it), then its cases likewise. */
function kernelIds(sims: readonly string[]): string[] {
  const withBaselines = (sim: string, head: string) => [
    head,
    ...Object.keys(SIMS[sim].baselines ?? {}).map((b) => `${head}:${b}`),
  ];
  return sims.flatMap((id) => [
    ...withBaselines(id, id),
    ...BENCH_CASES.filter((x) => x.sim === id).flatMap((x) => withBaselines(id, `${id}@${x.name}`)),
  ]);
}

/** A kernel id's sim, case (another situation) and baseline kernel: `sim@case:baseline`. */
function splitId(id: string): { sim: string; name?: string; baseline?: string } {
  const [head, baseline] = id.split(':');
  const [sim, name] = head.split('@');
  return { sim, name, baseline };
}

/** The sim running a kernel id: for a baseline, the sim with that kernel in place of its own. */
function kernelSim(id: string): Sim {
  const { sim, baseline } = splitId(id);
  return baseline ? { ...SIMS[sim], kernel: SIMS[sim].baselines![baseline] } : SIMS[sim];
}

function kernelTitle(id: string): string {
  const { sim, name, baseline } = splitId(id);
  const at = name ? ` at ${BENCH_CASES.find((x) => x.sim === sim && x.name === name)!.situation}` : '';
  return `${SIMS[sim].title}${at}${baseline ? ` (baseline: the ${baseline} kernel)` : ''}`;
}

function exampleOf(id: string): ReturnType<typeof compileExample> {
  const { sim, name, baseline } = splitId(id);
  const situation = name ? BENCH_CASES.find((x) => x.sim === sim && x.name === name)!.situation : undefined;
  const e = compileExample(SIMS[sim], situation);
  return baseline ? { ...e, job: { ...e.job, kernel: baseline } } : e;
}

/** Trials over which an engagement's phases are timed when it falls short. */
const PHASE_TRIALS = 2_000;

/** The kernel the two thread loaders are timed on: a turn-level sim, where the loader shows most. */
const LOADER_SIM = 'bombardment';

/** One thread's start to its first result, then its speed, under a loader. */
async function timeLoader(loader: 'bundle' | 'tsx', job: PointJob, size: number): Promise<LoaderFigure> {
  const start = process.hrtime.bigint();
  const pool = createPool(1, loader);
  try {
    await runPoints([{ point: 0, job, key: 'loader', trials: 1000, size }], pool, {
      seed: 0,
      chunkSize: 1000,
      chunksPerTask: 1,
      inFlight: 1,
    });
    const startSeconds = Number(process.hrtime.bigint() - start) / 1e9;
    return { startSeconds, trialsPerSecond: await measurePool(pool, job, size, 5 * CHUNK, CHUNK) };
  } finally {
    await pool.close();
  }
}

/** Pools made on first use and all closed at the end, whatever happens. */
async function withPools<T>(
  make: (workers: number) => ChunkPool,
  use: (pool: (name: string, workers: number) => ChunkPool) => Promise<T>,
): Promise<T> {
  const pools = new Map<string, ChunkPool>();
  try {
    return await use((name, workers) => {
      if (!pools.has(name)) pools.set(name, make(workers));
      return pools.get(name)!;
    });
  } finally {
    await Promise.all([...pools.values()].map((p) => p.close()));
  }
}

/**
 * Kernel speed per core for every sim at its example situation, the
 * reference kernel timed alongside (repetitions interleaved so drift hits
 * every kernel alike), and the speed-up of two workers over one (the median
 * of the ratios of side-by-side runs). Each kernel has a thread of its own
 * for all its repetitions: run after other kernels in one thread, a kernel
 * can lose half its speed to the JIT having seen them. A pool is made once
 * and kept, never one per measurement: each thread start opens files (the
 * TypeScript loader's cache) that stay open. Start-up and compiling are
 * never timed: each measurement is warmed first.
 */
export async function runBench(o: BenchOptions): Promise<BenchReport> {
  const make = o.makePool ?? createPool;
  const chunk = o.chunk ?? CHUNK;
  const ids = kernelIds(['reference', ...(o.sims ?? Object.keys(SIMS)).filter((id) => id !== 'reference')]);
  const examples = new Map(ids.map((id) => [id, exampleOf(id)]));
  const runs = new Map<string, number[]>(ids.map((id) => [id, []]));
  // a slow kernel gets fewer trials: about half a second a repetition, in smaller chunks
  const trials = new Map<string, number>();
  const chunks = new Map<string, number>();
  const poolRuns: PoolFigure['repetitions'] = [];
  const shortRuns: PoolFigure['repetitions'] = [];
  const shortTrials = o.shortPoolTrials ?? SHORT_POOL_TRIALS;
  await withPools(make, async (pool) => {
    const time = async (id: string, n: number, size: number) => {
      const { compiled, job } = examples.get(id)!;
      if (o.inThread) return measureInThread(kernelSim(id), compiled, n, size);
      return measurePool(pool(`kernel:${id}`, 1), job, compiled.layout.size, n, size);
    };
    const small = Math.min(chunk, SLOW_CHUNK);
    for (const id of ids) {
      // a kernel of whole engagements (thousands a second) is sized in small chunks first
      const { size, rate } = await sizeKernel((n, c) => time(id, n, c), small, chunk);
      chunks.set(id, size);
      trials.set(id, Math.min(o.trials, Math.max(size, Math.round((rate * SECONDS) / size) * size)));
    }
    for (let rep = 1; rep <= o.reps; rep++) {
      for (const id of ids) runs.get(id)!.push(await time(id, trials.get(id)!, chunks.get(id)!));
      o.log?.(`kernels: repetition ${rep} of ${o.reps}`);
    }
  });
  // the kernels' threads are closed before the speed-up is timed
  if (!o.inThread)
    await withPools(make, async (pool) => {
      // the pool's sim need not be among the kernels timed (--sims)
      const { compiled, job } = examples.get(o.poolSim) ?? exampleOf(o.poolSim);
      const pair = async (trials: number, runs: number) => ({
        oneWorker: await measurePool(pool('speed-up:1', 1), job, compiled.layout.size, trials, chunk, runs),
        twoWorkers: await measurePool(pool('speed-up:2', 2), job, compiled.layout.size, trials, chunk, runs),
      });
      for (let rep = 1; rep <= o.reps; rep++) {
        poolRuns.push(await pair(o.poolTrials, 1));
        if (shortTrials > 0) shortRuns.push(await pair(shortTrials, o.shortPoolRuns ?? SHORT_POOL_RUNS));
        o.log?.(`pool: repetition ${rep}`);
      }
    });
  const rate = (id: string) => median(runs.get(id)!);
  const ref = rate('reference');
  // the repetitions of every kernel are interleaved: the i-th of each met the same load
  const over = (id: string, base: string) => pairedRatio(runs.get(id)!, runs.get(base)!);
  const draws = new Map(
    ids.map((id) => [
      id,
      drawsPerTrial(kernelSim(id), examples.get(id)!.compiled, Math.min(DRAW_COUNT_TRIALS, chunks.get(id)!)),
    ]),
  );
  const nsPerDraw = 1e9 / ref / draws.get('reference')!;
  const kernels = ids.map((id): KernelFigure => {
    const toReference = over(id, 'reference');
    const live = id.split(':')[0];
    const gain = live === id ? undefined : over(live, id);
    return {
      sim: id,
      title: kernelTitle(id),
      drawsPerTrial: draws.get(id)!,
      diceShare: Math.min(1, (draws.get(id)! * nsPerDraw * rate(id)) / 1e9),
      trialsPerSecond: rate(id),
      nsPerTrial: 1e9 / rate(id),
      ratioToReference: toReference.ratio,
      referenceRatios: toReference.repetitions,
      ...(gain && { gain: { kernel: live, ratio: gain.ratio, ratios: gain.repetitions } }),
      trials: trials.get(id)!,
      repetitions: runs.get(id)!,
    };
  });

  const targets: BenchReport['targets'] = [];
  for (const g of PER_CORE_GOALS) {
    for (const k of kernels.filter((x) => g.sims.includes(x.sim))) {
      targets.push({
        target: `${k.sim}: ${g.what}`,
        measured: k.trialsPerSecond,
        goal: g.goal,
        met: k.trialsPerSecond >= g.goal,
      });
    }
  }
  for (const x of BENCH_CASES) {
    const id = `${x.sim}@${x.name}`;
    if (!runs.has(id)) continue;
    const measured = rate(id);
    const target: BenchTarget = {
      target: `${id}: ${x.what}`,
      measured,
      goal: x.goal,
      met: measured >= x.goal,
    };
    const base = Object.keys(SIMS[x.sim].baselines ?? {})[0];
    if (base) {
      const paired = over(id, `${id}:${base}`);
      target.baseline = {
        kernel: `${id}:${base}`,
        measured: rate(`${id}:${base}`),
        ratio: paired.ratio,
        ratios: paired.repetitions,
      };
    }
    if (!target.met && x.sim === 'engagement')
      target.short = {
        by: x.goal / measured,
        time: phaseShares(
          examples.get(id)!.compiled as EngagementCompiled,
          Math.min(PHASE_TRIALS, chunks.get(id)!),
        ),
      };
    targets.push(target);
  }
  const report: BenchReport = {
    repetitions: o.reps,
    trialsPerRepetition: o.trials,
    kernels,
    targets,
    timing: o.inThread ? 'in this thread' : 'one thread per kernel',
  };
  if (!o.inThread && !o.makePool) {
    const sim = LOADER_SIM;
    const { compiled, job } = compileExample(SIMS[sim]);
    report.loaders = {
      sim,
      bundle: await timeLoader('bundle', job, compiled.layout.size),
      tsx: await timeLoader('tsx', job, compiled.layout.size),
    };
  }
  if (poolRuns.length) {
    report.pool = poolFigure(o.poolSim, o.poolTrials, poolRuns);
    targets.push({
      target: `2 workers over 1 (${o.poolSim})`,
      measured: report.pool.speedup,
      goal: 1.9,
      met: report.pool.speedup >= 1.9,
    });
  }
  if (shortRuns.length) {
    report.shortPool = poolFigure(o.poolSim, shortTrials, shortRuns);
    targets.push({
      target: `2 workers over 1, a ${shortTrials.toLocaleString('en-US')}-trial run (${o.poolSim})`,
      measured: report.shortPool.speedup,
      goal: 1.9,
      met: report.shortPool.speedup >= 1.9,
    });
  }
  return report;
}

function poolFigure(sim: string, trials: number, runs: PoolFigure['repetitions']): PoolFigure {
  // The ratio is taken within each repetition (the two pools side by side),
  // then the median: load from outside moves both halves of a pair together.
  const speedup = pairedRatio(
    runs.map((r) => r.twoWorkers),
    runs.map((r) => r.oneWorker),
  ).ratio;
  return {
    sim,
    trials,
    oneWorker: median(runs.map((r) => r.oneWorker)),
    twoWorkers: median(runs.map((r) => r.twoWorkers)),
    speedup,
    repetitions: runs,
  };
}
