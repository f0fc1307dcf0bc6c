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
}

export interface TalliesFile {
  format: 'warbench-tallies/1';
  points: PointTallies[];
}

export function talliesJson(points: PointTallies[]): string {
  const file: TalliesFile = { format: 'warbench-tallies/1', points };
  return `${JSON.stringify(file)}\n`;
}
