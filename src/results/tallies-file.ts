/**
 * tallies.json: each point's raw merged tallies and exact values. It lets
 * `warbench merge` rebuild results.csv and outcomes.csv from shards with the
 * very code that wrote them, so merged files match a single run byte for byte.
 */
export interface PointTallies {
  point: number;
  trials: number;
  chunks: number;
  /** null without a precision target */
  precisionReached: boolean | null;
  tallies: number[];
  /** expected tally per trial, where the sim has exact odds */
  exact: number[] | null;
  exactLeftover: number | null;
  /** how the point was answered: `exact` (no trials; tallies hold the exact values) or `mc` (absent: mc) */
  method?: 'exact' | 'mc';
  /**
   * When the point's last chunk is short (trials not a multiple of the
   * chunk size): the tallies of the chunks before it, so that `run --resume
   * DIR --extend N` can run that chunk in full as a longer run would.
   */
  fullChunks?: number[] | null;
  /**
   * In a shard that ran part of the point's chunks (`run --shard k/n` with
   * more shards than points): the chunks [first, end) it ran (`chunks` and
   * `trials` count its own), and each chunk's tallies in order, which
   * `merge` adds to the chunks before them as one run would.
   */
  chunkRange?: [first: number, end: number];
  chunkTallies?: number[][];
}

export interface TalliesFile {
  format: 'warbench-tallies/1';
  points: PointTallies[];
}

export function talliesJson(points: PointTallies[]): string {
  const file: TalliesFile = { format: 'warbench-tallies/1', points };
  return `${JSON.stringify(file)}\n`;
}
