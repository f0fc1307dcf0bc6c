import type { Stream } from '../dice/stream.ts';
import { tryBuildChain, type ChainTables } from './build-chain.ts';
import type { ChainProcess } from './chain-process.ts';
import { countDrawn } from './count-drawn.ts';
import { countFinals } from './count-finals.ts';
import { exactChain } from './exact-chain.ts';
import { exactProcess } from './exact-process.ts';
import { walkProcess } from './walk-process.ts';

/**
 * A process ready for trials: its tables, or none when it reaches more
 * states than they hold (its steps are then applied directly, with the
 * same dice), and the scratch the walks use.
 */
export interface ChainRun {
  process: ChainProcess;
  tables?: ChainTables;
  /** the dice in hand (walkChain), and a chunk's trials by final state */
  hand: Int32Array;
  counts: Float64Array;
  /** a direct walk's state and a step's report */
  st: Int32Array;
  out: Int32Array;
}

export function chainRun(process: ChainProcess, maxStates = 10_000): ChainRun {
  const tables = tryBuildChain(process, maxStates);
  return {
    process,
    tables,
    hand: new Int32Array(2),
    counts: new Float64Array(tables?.states.length ?? 0),
    st: new Int32Array(process.start.length),
    out: new Int32Array(3),
  };
}

/**
 * A chunk's trials (the dice in hand cleared first): on the tables, counted
 * by final state, each final state then passed to `end` once with its count
 * and its number; without tables, each trial's final state passed to `end`
 * as it comes (number -1).
 */
export function runTrials(
  rng: Stream,
  k: ChainRun,
  trials: number,
  end: (st: Int32Array, count: number, state: number) => void,
): void {
  const { counts, hand, tables } = k;
  hand[1] = 0;
  if (!tables) {
    for (let t = 0; t < trials; t++) {
      walkProcess(rng, k.process, hand, k.st, k.out);
      end(k.st, 1, -1);
    }
    return;
  }
  counts.fill(0);
  if (tables.oneDrawAStep) countDrawn(rng, tables, trials, counts);
  else countFinals(rng, tables, trials, hand, counts);
  for (let f = 0; f < counts.length; f++) if (counts[f] > 0) end(tables.states[f], counts[f], f);
}

/** Each final state with its probability: over the tables (numbered), or by applying the steps directly (number -1). */
export function exactTrials(k: ChainRun, end: (st: Int32Array, weight: number, state: number) => void): void {
  const tables = k.tables;
  if (tables) exactChain(tables).final.forEach((w, f) => w > 0 && end(tables.states[f], w, f));
  else exactProcess(k.process, (st, w) => end(st, w, -1));
}

/** Each step's cell read (the index the process gives it, -1 none) with its probability, over the tables or the steps (cell reach). */
export function exactReads(k: ChainRun, visit: (cell: number, weight: number) => void): void {
  if (k.tables) exactChain(k.tables, visit);
  else exactProcess(k.process, () => {}, visit);
}
