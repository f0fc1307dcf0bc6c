import { describe, expect, it } from 'vitest';
import { formatBench } from '../../../src/commands/bench/format-bench.ts';
import type { BenchReport } from '../../../src/commands/bench/run-bench.ts';

// figures are made up for the layout; the bench itself is never timed in tests
const report: BenchReport = {
  repetitions: 5,
  trialsPerRepetition: 2_000_000,
  kernels: [
    {
      sim: 'reference',
      title: 'r',
      drawsPerTrial: 2,
      diceShare: 1,
      trialsPerSecond: 1e8,
      nsPerTrial: 10,
      ratioToReference: 1,
      referenceRatios: [1],
      trials: 2e6,
      repetitions: [],
    },
    {
      sim: 'assault-round',
      title: 'a',
      drawsPerTrial: 2,
      diceShare: 0.4,
      trialsPerSecond: 4e7,
      nsPerTrial: 25,
      ratioToReference: 0.4,
      referenceRatios: [0.4],
      trials: 2e6,
      repetitions: [],
    },
    {
      sim: 'engagement',
      title: 'e',
      drawsPerTrial: 400,
      diceShare: 0.01,
      trialsPerSecond: 30_000,
      nsPerTrial: 33_333.3,
      ratioToReference: 0.0003,
      referenceRatios: [0.0003],
      trials: 15_000,
      repetitions: [],
    },
    {
      sim: 'engagement:frozen',
      title: 'f',
      drawsPerTrial: 400,
      diceShare: 0.01,
      trialsPerSecond: 20_000,
      nsPerTrial: 50_000,
      ratioToReference: 0.0002,
      referenceRatios: [0.0002],
      // the paired ratio, not the medians' 1.50
      gain: { kernel: 'engagement', ratio: 1.62, ratios: [1.62, 1.3, 1.7] },
      trials: 10_000,
      repetitions: [],
    },
  ],
  pool: { sim: 'assault', trials: 2e7, oneWorker: 1e7, twoWorkers: 1.9e7, speedup: 1.9, repetitions: [] },
  shortPool: {
    sim: 'assault',
    trials: 3e6,
    oneWorker: 1e7,
    twoWorkers: 1.8e7,
    speedup: 1.8,
    repetitions: [],
  },
  timing: 'one thread per kernel',
  targets: [
    {
      target: 'assault-round per core, at least 1/2 the reference kernel speed',
      measured: 0.4,
      goal: 0.5,
      met: false,
    },
    { target: '2 workers over 1 (assault)', measured: 1.9, goal: 1.8, met: true },
    {
      target: 'engagement@corps: engagements per second per core',
      measured: 25_000,
      goal: 1e5,
      met: false,
      baseline: { kernel: 'engagement@corps:frozen', measured: 10_000, ratio: 2.4, ratios: [2.9, 2.4, 2.2] },
      short: {
        by: 4,
        time: { command: 0.05, maneuver: 0.1, fire: 0.15, assault: 0.45, panic: 0.1, rest: 0.15 },
      },
    },
  ],
};

describe('formatBench', () => {
  it('prints each kernel with its rate, time per trial and ratio, then the pool and the targets', () => {
    expect(formatBench(report).split('\n')).toEqual([
      'Kernels, one core, one thread per kernel (median of 5 repetitions of up to 2000000 trials, each at its example situation; a ratio is the median of the ratios within each repetition)',
      '  reference           100.00M/s      10.0 ns/trial    1.00x reference     2.0 draws/trial, dice ~100% of the time',
      '  assault-round        40.00M/s      25.0 ns/trial    0.40x reference     2.0 draws/trial, dice ~40% of the time',
      '  engagement            30.0k/s   33333.3 ns/trial    0.00x reference   400.0 draws/trial, dice ~1% of the time',
      '  engagement:frozen     20.0k/s   50000.0 ns/trial    0.00x reference   400.0 draws/trial, dice ~1% of the time; engagement runs 1.62x this baseline (repetitions 1.30-1.70x)',
      '',
      'Pool (assault, 20000000 trials): 1 worker 10.00M/s, 2 workers 19.00M/s, speed-up 1.90x',
      'Pool (assault, 3000000 trials): 1 worker 10.00M/s, 2 workers 18.00M/s, speed-up 1.80x',
      '',
      'Targets',
      '  MISS  assault-round per core, at least 1/2 the reference kernel speed: 0.40 (goal 0.5)',
      '  met   2 workers over 1 (assault): 1.90 (goal 1.8)',
      '  MISS  engagement@corps: engagements per second per core: 25.0k/s (goal 100.0k/s); engagement@corps:frozen 10.0k/s in the same run, 2.40x (repetitions 2.20-2.90x)',
      '        short by 4.0x; its time: assault 45%, fire 15%, rest 15%, maneuver 10%, panic 10%, command 5%',
    ]);
  });
});
