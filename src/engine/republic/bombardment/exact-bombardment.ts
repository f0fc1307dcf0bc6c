import { applyArtilleryHits, setUnit, T } from '../artillery/apply-hits.ts';
import { cellFor, type CompiledFire } from '../artillery/compile-fire.ts';
import { rallyTo } from '../rally/rally-roll.ts';
import { DEMORALIZED, MORALE_STATES } from '../rules/grades.ts';
import { B, type CompiledBombardment } from './bombardment.ts';

const SHAKEN = MORALE_STATES.indexOf('shaken');
/** A state: the target (T layout) followed by the results so far (B layout). */
const R = T.SIZE;
const SIZE = T.SIZE + B.SIZE;

type Frontier = Map<string, { st: Int32Array; p: number }>;

function add(next: Frontier, st: Int32Array, p: number): void {
  const key = st.join(',');
  const seen = next.get(key);
  if (seen) seen.p += p;
  else next.set(key, { st: st.slice(), p });
}

/** One battery's fire as (M, B, probability): the ten faces, grouped by the cell they read (§4.2). */
function fireOutcomes(f: CompiledFire): Array<[number, number, number]> {
  const byCell = new Map<number, number>();
  for (let die = 1; die <= 10; die++) {
    const cell = cellFor(f, die);
    byCell.set(cell, (byCell.get(cell) ?? 0) + 0.1);
  }
  return [...byCell].map(([cell, p]) => (cell < 0 ? [0, 0, p] : [f.rowM[cell], f.rowB[cell], p]));
}

/**
 * The exact distribution of a bombardment: the same steps as
 * runBombardment (every battery's die, the brigade's rally die), carried
 * forward over the distinct states. Each final state's results (B layout)
 * go to `tally` with their probability.
 */
export function exactBombardment(c: CompiledBombardment, tally: (res: Int32Array, weight: number) => void): void {
  const first = c.first.map(fireOutcomes);
  const later = c.later.map(fireOutcomes);
  const scratch = new Int32Array(1);
  const work = new Int32Array(SIZE);
  const start = new Int32Array(SIZE);
  setUnit(start, T.MAIN, c.bases, c.morale);
  let frontier: Frontier = new Map([[start.join(','), { st: start, p: 1 }]]);
  const finish = (st: Int32Array, p: number) => {
    const res = st.subarray(R);
    res[B.LOST] = st[T.MAIN + T.LOST];
    res[B.P] = st[T.MAIN + T.P];
    res[B.END] = st[T.MAIN + T.BASES] === 0 ? MORALE_STATES.length : st[T.MAIN + T.MORALE];
    tally(res, p);
  };
  for (let turn = 1; turn <= c.turns && frontier.size > 0; turn++) {
    for (let f = 0; f < c.firesPerTurn && frontier.size > 0; f++) {
      // every battery fires; its hits fall at once (§4.2, §4.6)
      for (const outcomes of turn === 1 && f === 0 ? first : later) {
        const next: Frontier = new Map();
        for (const { st, p } of frontier.values()) {
          for (const [m, b, q] of outcomes) {
            work.set(st);
            applyArtilleryHits(work, c.volley.hit, m, b, scratch);
            add(next, work, p * q);
          }
        }
        frontier = next;
      }
      const next: Frontier = new Map();
      for (const { st, p } of frontier.values()) {
        const m = st[T.MAIN + T.MORALE];
        if (m >= SHAKEN && st[R + B.SHAKEN_TURN] === 0) st[R + B.SHAKEN_TURN] = turn;
        if (m >= DEMORALIZED && st[R + B.DEMORALIZED_TURN] === 0) st[R + B.DEMORALIZED_TURN] = turn;
        if (st[T.MAIN + T.BASES] === 0) {
          finish(st, p);
          continue;
        }
        if (f === 0 && m > 0) {
          // §2.3 the rally step of the brigade's own command phase
          const r = c.rally;
          const mod = r.leaderModifier + r.lossModifier[st[T.MAIN + T.LOST]];
          for (let die = 1; die <= 10; die++) {
            work.set(st);
            work[T.MAIN + T.MORALE] = rallyTo(r.columns, r.old[m], die + mod, r.asPrinted);
            add(next, work, p / 10);
          }
        } else add(next, st, p);
      }
      frontier = next;
    }
  }
  for (const { st, p } of frontier.values()) finish(st, p);
}
