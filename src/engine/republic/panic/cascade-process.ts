import { chainRun, type ChainRun } from '../../chain/chain-run.ts';
import type { ChainProcess, ScheduledStep } from '../../chain/chain-process.ts';
import {
  adjoiningTesters,
  bitCount,
  failsTest,
  internalTesters,
  panicDivision,
  R,
  type CompiledCascade,
} from './cascade.ts';
import { routedUnitsMean } from './panic-failure.ts';
import { RESPONSES } from '../../notation/panic-response.ts';

/**
 * The chain's state, each set of divisions as bits: those still to test
 * this round, those that have tested for adjoining panic, those that have
 * panicked, those that failed this round; the rounds of tests so far; and
 * whether the panic test phase is over.
 */
export const CS = { PENDING: 0, TESTED: 1, PANICKED: 2, NEWLY: 3, ROUNDS: 4, OVER: 5, SIZE: 6 } as const;

/** §6.2 a round's tests are in: its failures panic, and the divisions next to them test in the next round. */
function endRound(c: CompiledCascade, st: Int32Array): void {
  const newly = st[CS.NEWLY];
  st[CS.NEWLY] = 0;
  if (newly === 0) {
    st[CS.OVER] = 1;
    return;
  }
  st[CS.PANICKED] |= newly;
  const testers = adjoiningTesters(c, newly, st[CS.PANICKED], st[CS.TESTED]);
  if (testers === 0) {
    st[CS.OVER] = 1;
    return;
  }
  st[CS.TESTED] |= testers;
  st[CS.PENDING] = testers;
  st[CS.ROUNDS]++;
}

/**
 * The panic test phase as a chain (§6.1, §6.2): a step a test, one d10,
 * the divisions of a round in order; the last test of a round ends it.
 * Each division tests at most twice (internal, adjoining), so 2n steps hold
 * every trial.
 */
export function cascadeProcess(c: CompiledCascade): ChainProcess {
  const start = new Int32Array(CS.SIZE);
  start[CS.PENDING] = internalTesters(c);
  if (start[CS.PENDING] === 0) start[CS.OVER] = 1;
  else start[CS.ROUNDS] = 1;
  const schedule: ScheduledStep[] = [];
  if (start[CS.OVER] === 0) for (let i = 1; i <= 2 * c.n; i++) schedule.push({ kind: 0, clock: i });
  return {
    start,
    kinds: [
      {
        faces: 10,
        apply(st, face) {
          const pending = st[CS.PENDING];
          const bit = pending & -pending;
          if (failsTest(c, 31 - Math.clz32(bit), face + 1)) st[CS.NEWLY] |= bit;
          st[CS.PENDING] = pending & ~bit;
          if (st[CS.PENDING] === 0) endRound(c, st);
        },
      },
    ],
    schedule,
    events: [],
    done: (st) => st[CS.OVER] === 1,
  };
}

/** The cascade ready for trials (chainRun), with what each division's panic costs. */
export interface CascadeChain extends ChainRun {
  /** by division: the bases that desert, and the units the rout hits on average (routedUnitsMean), when it panics (§6.1) */
  deserted: Int32Array;
  routed: Float64Array;
}

export function compileCascadeChain(c: CompiledCascade, maxStates = 10_000): CascadeChain {
  const res = new Int32Array(R.SIZE);
  const per = (slot: number) =>
    Int32Array.from({ length: c.n }, (_, d) => {
      res.fill(0);
      panicDivision(c, d, res);
      return res[slot];
    });
  return {
    ...chainRun(cascadeProcess(c), maxStates),
    deserted: per(R.DESERTED),
    routed: Float64Array.from({ length: c.n }, (_, d) =>
      c.tests[d].failRank === RESPONSES.indexOf('Rt')
        ? routedUnitsMean(c.arrays[d], c.arrays[d].bases, c.arrays[d].morale, c.tests[d].failLoss)
        : 0,
    ),
  };
}

/**
 * A final state's totals (R layout) into `res`, but for R.ROUTED_UNITS (0): the units the rout hits are a mean over
 * the random desertion, returned.
 */
export function cascadeTotals(k: CascadeChain, st: Int32Array, res: Int32Array): number {
  const panicked = st[CS.PANICKED];
  res[R.PANICKED] = bitCount(panicked);
  res[R.ROUNDS] = st[CS.ROUNDS];
  res[R.DESERTED] = 0;
  res[R.ROUTED_UNITS] = 0;
  let routed = 0;
  for (let d = 0; d < k.deserted.length; d++)
    if ((panicked & (1 << d)) !== 0) {
      res[R.DESERTED] += k.deserted[d];
      routed += k.routed[d];
    }
  return routed;
}
