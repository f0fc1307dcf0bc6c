import { availableParallelism, loadavg } from 'node:os';
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
  quick?: boolean;
  sims?: string;
  pool?: boolean;
}

function positive(flag: string, text: string | undefined, fallback: number): number {
  const n = numberFlag(flag, text) ?? fallback;
  if (!Number.isSafeInteger(n) || n < 1)
    throw new InputError({
      file: '(command line)',
      field: flag,
      expected: `a whole number from 1, got ${JSON.stringify(text)}`,
    });
  return n;
}

/** --quick: one repetition of few trials, the short speed-up run timed twice rather than ten times. */
const QUICK = { trials: 200_000, poolTrials: 4_000_000, shortPoolRuns: 2 };

/**
 * About how long a bench takes: half a second per kernel repetition (plus
 * sizing), and the pool's trials at about 10 million a second on one worker
 * and 18 million on two.
 */
export function benchSeconds(
  o: { reps: number; trials: number; poolTrials: number },
  kernels: number,
): number {
  const kernelSeconds = kernels * (o.reps + 1) * Math.min(0.5, o.trials / 2e6);
  const poolSeconds = o.reps * (o.poolTrials / 1e7 + o.poolTrials / 1.8e7);
  return 5 + kernelSeconds + poolSeconds;
}

function durationWords(seconds: number): string {
  return seconds < 90 ? `${Math.ceil(seconds / 10) * 10} seconds` : `${Math.round(seconds / 60)} minutes`;
}

/** A note when other work already keeps the cores busy (1-minute load average). */
function busyNote(): string | undefined {
  const [load] = loadavg();
  const cores = availableParallelism();
  return load > 0.5 * cores
    ? `the machine is busy (load average ${load.toFixed(1)} on ${cores} cores): the figures will be lower than on a quiet machine`
    : undefined;
}

/** Flags another flag overrides: --quick sets the repetitions and trials, --no-pool times no pool. */
const OVERRIDDEN = [
  {
    by: '--quick',
    on: (f: BenchFlags) => f.quick === true,
    keys: ['reps', 'trials', 'poolTrials'],
    why: 'it sets 1 repetition of few trials',
  },
  {
    by: '--no-pool',
    on: (f: BenchFlags) => f.pool === false,
    keys: ['poolTrials', 'poolSim'],
    why: 'it times no pool',
  },
];

/** A flag given on the command line that another one given overrides is refused, not silently ignored. */
function refuseIgnored(flags: BenchFlags, cmd: Command): void {
  for (const o of OVERRIDDEN) {
    const key = o.on(flags) ? o.keys.find((k) => cmd.getOptionValueSource(k) === 'cli') : undefined;
    if (key === undefined) continue;
    const flag = `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    throw new InputError({
      file: '(command line)',
      field: flag,
      expected: `either ${o.by} or ${flag}, not both (${o.why}), got ${flag} ${cmd.getOptionValue(key)} with ${o.by}`,
    });
  }
}

export function registerBench(program: Command): void {
  program
    .command('bench')
    .description(
      'Trials per second per core of every kernel, its ratio to the reference kernel, and the speed-up of 2 workers over 1',
    )
    .option('--json', 'print JSON')
    .option('--reps <n>', 'repetitions (medians are reported)', '5')
    .option('--trials <n>', 'trials per kernel repetition', '2000000')
    .option(
      '--pool-trials <n>',
      'trials per pool measurement (a few seconds each, so start-up noise washes out)',
      '200000000',
    )
    .option('--pool-sim <id>', 'the sim timed through the pool', 'assault')
    .option('--quick', 'a rough look in seconds: 1 repetition, few trials (the figures are noisier)')
    .option('--sims <ids>', 'time only these kernels, comma-separated (the reference kernel is always timed)')
    .option(
      '--no-pool',
      'time the kernels in this thread, one after another, and skip the two-worker speed-up (quicker; a kernel can be slowed by those timed before it)',
    )
    .addHelpText(
      'after',
      `
Without --quick it takes a few minutes; it says how long at the start. Run it
on a quiet machine: other work on the cores lowers the figures (a busy
machine is noted).

Examples:
  warbench bench --quick --sims assault,duel --json > bench.json   (drop --quick and --sims for every kernel's figures: minutes)
  warbench bench --sims assault,bombardment --no-pool --quick`,
    )
    .action(async (flags: BenchFlags, cmd: Command) => {
      refuseIgnored(flags, cmd);
      const poolSim = flags.poolSim ?? 'assault';
      if (!SIMS[poolSim])
        throw new InputError({
          file: '(command line)',
          field: '--pool-sim',
          expected: `one of ${Object.keys(SIMS).sort().join(', ')}, got ${JSON.stringify(poolSim)}`,
        });
      const sims = flags.sims === undefined ? undefined : flags.sims.split(',').map((x) => x.trim());
      const unknown = sims?.filter((id) => !SIMS[id]) ?? [];
      if (sims && (unknown.length || sims.length === 0))
        throw new InputError({
          file: '(command line)',
          field: '--sims',
          expected: `sim ids separated by commas, from ${Object.keys(SIMS).sort().join(', ')}; got ${JSON.stringify(unknown[0] ?? flags.sims)}`,
        });
      // a kernel named twice was timed twice, and the ratios to the reference came apart (a stack trace)
      const twice = sims?.find((id, i) => sims.indexOf(id) !== i);
      if (twice !== undefined)
        throw new InputError({
          file: '(command line)',
          field: '--sims',
          expected: `each sim once, got ${twice} twice in ${JSON.stringify(flags.sims)}`,
        });
      const options = {
        reps: flags.quick ? 1 : positive('--reps', flags.reps, 5),
        trials: flags.quick ? QUICK.trials : positive('--trials', flags.trials, 2_000_000),
        poolTrials: flags.quick ? QUICK.poolTrials : positive('--pool-trials', flags.poolTrials, 200_000_000),
        ...(flags.quick && { shortPoolRuns: QUICK.shortPoolRuns }),
        poolSim,
        sims,
        inThread: flags.pool === false,
        log: (line: string) => process.stderr.write(`warbench bench: ${line}\n`),
      };
      options.log(
        `this takes about ${durationWords(benchSeconds({ ...options, poolTrials: options.inThread ? 0 : options.poolTrials }, (sims?.length ?? Object.keys(SIMS).length) + 1))}${flags.quick ? '' : ' (--quick: a rough look in seconds)'}; the figures print at the end`,
      );
      const busy = busyNote();
      if (busy) options.log(busy);
      const report = await runBench(options);
      const busyAfter = busyNote();
      if (busyAfter) options.log(busyAfter);
      process.stdout.write(flags.json ? `${JSON.stringify(report, null, 2)}\n` : `${formatBench(report)}\n`);
    });
}
