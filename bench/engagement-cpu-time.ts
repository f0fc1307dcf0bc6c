/**
 * The engagement kernel against its frozen baseline (bench/baselines/engagement)
 * at shipped situations, timed in this one thread by the process's CPU
 * time in short slices taken by turns, live then frozen: on a machine
 * whose cores other work takes by turns, each pair of slices meets the
 * same load, so the median of the paired ratios stays steady where
 * wall-clock medians taken apart do not. `warbench bench` is the measure
 * on a quiet machine; this one is for a busy one.
 *
 *   npx tsx bench/engagement-cpu-time.ts [situations] [pairs] [seconds a slice]
 *   npx tsx bench/engagement-cpu-time.ts brigade,division,corps,division-day 15 0.2
 */
import { median } from 'simple-statistics';
import { chunkStream } from '../src/engine/dice/stream.ts';
import { compileExample } from '../src/experiment/compile-example.ts';
import { pairedRatio } from '../src/commands/bench/paired-ratio.ts';
import { SIMS } from '../src/sims/registry.ts';
import type { Stream } from '../src/engine/dice/stream.ts';
import type { Compiled } from '../src/sims/sim.ts';

const sim = SIMS.engagement;
/** A kernel: `trials` engagements into `acc`. */
type Run = (rng: Stream, x: Compiled, trials: number, acc: Float64Array) => void;
const [names = 'brigade,division,corps,division-day', pairsText = '15', secondsText = '0.2'] =
  process.argv.slice(2);
const pairs = Number(pairsText);
const seconds = Number(secondsText);

/** Milliseconds of CPU this process has used. */
function cpu(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Engagements a CPU second of one slice of `seconds`, in runs of 50. */
function slice(kernel: Run, x: Compiled, acc: Float64Array, seed: number): number {
  const rng = chunkStream(seed, 0, 0);
  let trials = 0;
  const start = cpu();
  let now = start;
  while (now - start < seconds * 1000) {
    kernel(rng, x, 50, acc);
    trials += 50;
    now = cpu();
  }
  return trials / ((now - start) / 1000);
}

for (const name of names.split(',')) {
  const x = compileExample(sim, `experiments/situations/engagement-${name}.yaml`).compiled;
  const acc = new Float64Array(x.layout.size);
  const frozen = sim.baselines!.frozen as Run;
  const kernel = sim.kernel.bind(sim) as Run;
  // warm both kernels and their memos
  slice(kernel, x, acc, 1);
  slice(frozen, x, acc, 1);
  const live: number[] = [];
  const old: number[] = [];
  for (let i = 0; i < pairs; i++) {
    live.push(slice(kernel, x, acc, 2 + i));
    old.push(slice(frozen, x, acc, 2 + i));
  }
  const { ratio, repetitions: ratios } = pairedRatio(live, old);
  console.log(
    `${name}: ${Math.round(median(live))}/s, frozen ${Math.round(median(old))}/s, ` +
      `ratio ${ratio.toFixed(2)} (pairs ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)})`,
  );
}
