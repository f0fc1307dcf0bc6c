import type { Command } from 'commander';
import { SIMS } from '../../sims/registry.ts';
import { numberFlag } from '../run/run-command.ts';
import { formatBench } from './format-bench.ts';
import { runBench } from './run-bench.ts';
import { InputError } from '../../engine/input/input-error.ts';

interface BenchFlags {
  json?: boolean;
  reps?: string;
  trials?: string;
  poolTrials?: string;
  poolSim?: string;
}

function positive(flag: string, text: string | undefined, fallback: number): number {
  const n = numberFlag(flag, text) ?? fallback;
  if (!Number.isSafeInteger(n) || n < 1) throw new InputError({ file: '(command line)', field: flag, expected: `a whole number from 1, got ${JSON.stringify(text)}` });
  return n;
}

export function registerBench(program: Command): void {
  program
    .command('bench')
    .description('Trials per second per core of every kernel, its ratio to the reference kernel, and the speed-up of 2 workers over 1')
    .option('--json', 'print JSON')
    .option('--reps <n>', 'repetitions (medians are reported)', '5')
    .option('--trials <n>', 'trials per kernel repetition', '2000000')
    .option('--pool-trials <n>', 'trials per pool measurement (a few seconds each, so start-up noise washes out)', '200000000')
    .option('--pool-sim <id>', 'the sim timed through the pool', 'assault')
    .action(async (flags: BenchFlags) => {
      const poolSim = flags.poolSim ?? 'assault';
      if (!SIMS[poolSim]) throw new InputError({ file: '(command line)', field: '--pool-sim', expected: `one of ${Object.keys(SIMS).sort().join(', ')}, got ${JSON.stringify(poolSim)}` });
      const report = await runBench({
        reps: positive('--reps', flags.reps, 5),
        trials: positive('--trials', flags.trials, 2_000_000),
        poolTrials: positive('--pool-trials', flags.poolTrials, 200_000_000),
        poolSim,
        log: (line) => process.stderr.write(`warbench bench: ${line}\n`),
      });
      process.stdout.write(flags.json ? `${JSON.stringify(report, null, 2)}\n` : `${formatBench(report)}\n`);
    });
}
