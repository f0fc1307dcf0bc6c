import { setUnit, T } from '../../../../src/engine/republic/artillery/apply-hits.ts';
import {
  addState as add,
  exactVolley,
  fireOutcomes,
  type Frontier,
} from '../../../../src/engine/republic/artillery/exact-volley.ts';
import { desertAtPanic } from '../../../../src/engine/republic/artillery/fire-panic.ts';
import { rallyTo } from '../../../../src/engine/republic/rally/rally-roll.ts';
import { DEMORALIZED, MORALE_STATES } from '../../../../src/engine/republic/rules/grades.ts';
import { B, type CompiledBombardment } from '../../../../src/engine/republic/bombardment/bombardment.ts';

const SHAKEN = MORALE_STATES.indexOf('shaken');
/** A state: the target (T layout), the results so far (B layout), then the P hits before this phase's fire. */
const R = T.SIZE;
const P_BEFORE = T.SIZE + B.SIZE;
const SIZE = P_BEFORE + 1;

/**
 * An oracle for the chain's exact odds, written apart from its tables: the
 * exact distribution of a bombardment before the §4.3 deep target was read
 * per fire (every battery's die, the brigade's rally die), carried forward
 * over the distinct states. Each final state's results (B layout)
 * go to `tally` with their probability.
 */
export function exactBombardmentOracle(
  c: CompiledBombardment,
  tally: (res: Int32Array, weight: number) => void,
): void {
  const first = c.first.map(fireOutcomes);
  const later = c.later.map(fireOutcomes);
  const work = new Int32Array(SIZE);
  const start = new Int32Array(SIZE);
  setUnit(start, T.MAIN, c.bases, c.morale);
  let frontier: Frontier = new Map([[start.join(','), { st: start, p: 1 }]]);
  const finish = (st: Int32Array, p: number) => {
    const res = st.subarray(R, R + B.SIZE);
    res[B.LOST] = st[T.MAIN + T.LOST];
    res[B.P] = st[T.MAIN + T.P];
    res[B.END] = st[T.MAIN + T.BASES] === 0 ? MORALE_STATES.length : st[T.MAIN + T.MORALE];
    tally(res, p);
  };
  for (let turn = 1; turn <= c.turns && frontier.size > 0; turn++) {
    for (let f = 0; f < c.firesPerTurn && frontier.size > 0; f++) {
      for (const { st } of frontier.values()) st[P_BEFORE] = st[T.MAIN + T.P];
      frontier = exactVolley(frontier, turn === 1 && f === 0 ? first : later, c.volley.hit, SIZE);
      const next: Frontier = new Map();
      for (const { st, p } of frontier.values()) {
        if (desertAtPanic(c.panic, st, T.MAIN, st[P_BEFORE]) === 4 && st[R + B.PANIC4_TURN] === 0)
          st[R + B.PANIC4_TURN] = turn;
        st[P_BEFORE] = 0;
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
