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
import type { RepublicRules } from '../../../../src/engine/republic/rules/republic-rules.ts';

const SHAKEN = MORALE_STATES.indexOf('shaken');
/**
 * A state: the target (T layout), the results so far (B layout), then the P hits and bases before this
 * phase's fire, the division leader's rating and whether he is hors de combat.
 */
const R = T.SIZE;
const P_BEFORE = T.SIZE + B.SIZE;
const BASES_BEFORE = P_BEFORE + 1;
const RATING = P_BEFORE + 2;
const HDC = P_BEFORE + 3;
/** each senior: 0 in action, 1 out of action, 2 replaced by his successor, 3 his successor lost too (room for four) */
const SENIOR = P_BEFORE + 4;
const SIZE = SENIOR + 4;

/** The division leader as the oracle reads him: from the situation, and the shipped Hors de Combat table. */
export interface OracleLeader {
  rating: number;
  horsDeCombat: boolean;
  /** inches from the brigade: within 4" he rolls after each fire that took bases (§4.7) */
  distance: number;
  /** the corps and army leaders within 4", and the ratings of those who take their places (none: they add nothing) */
  seniors: number[];
  successors?: number[];
  rules: RepublicRules;
}

/** §2.3 what a corps or army leader adds to a rally: his rating, a -1 leader nothing (switch rallySeniorMinusOne leftOut). */
const seniorAdds = (rating: number | undefined) => (rating === undefined ? 0 : Math.max(0, rating));

/**
 * §4.7 the chance a leader goes hors de combat after a phase with `hits` base hits: a double (1 in 10),
 * its die +1 a hit, read on the table (above its last row, the last row).
 */
function lossChance(l: OracleLeader, hits: number): number {
  const rows = l.rules.horsDeCombat.rows;
  let p = 0;
  for (let die = 1; die <= 10; die++) {
    const value = Math.min(rows.length, die + hits * l.rules.horsDeCombat.modifiers.perBaseHit.value);
    if (rows[value - 1].value === 1) p += 1 / 100;
  }
  return p;
}

/**
 * An oracle for the chain's exact odds, written apart from its tables: the
 * exact distribution of a bombardment before the §4.3 deep target was read
 * per fire (every battery's die, the brigade's rally die), carried forward
 * over the distinct states. Each final state's results (B layout)
 * go to `tally` with their probability.
 */
export function exactBombardmentOracle(
  c: CompiledBombardment,
  leader: OracleLeader,
  tally: (res: Int32Array, weight: number) => void,
): void {
  // the rally's leader part besides the leaders' ratings (the distance): what the compiled rally adds at the start, less them
  const besides =
    c.rally.leaderModifier -
    (leader.horsDeCombat ? -leader.rating : leader.rating) -
    leader.seniors.reduce((sum, r) => sum + seniorAdds(r), 0);
  const seniorsAdd = (st: Int32Array) =>
    leader.seniors.reduce(
      (sum, r, i) =>
        sum +
        (st[SENIOR + i] === 0
          ? seniorAdds(r)
          : st[SENIOR + i] === 2
            ? seniorAdds(leader.successors?.[i])
            : 0),
      0,
    );
  const first = c.first.map(fireOutcomes);
  const later = c.later.map(fireOutcomes);
  const work = new Int32Array(SIZE);
  const start = new Int32Array(SIZE);
  setUnit(start, T.MAIN, c.bases, c.morale);
  start[RATING] = leader.rating;
  start[HDC] = leader.horsDeCombat ? 1 : 0;
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
      for (const { st } of frontier.values()) {
        st[P_BEFORE] = st[T.MAIN + T.P];
        st[BASES_BEFORE] = st[T.MAIN + T.BASES];
      }
      frontier = exactVolley(frontier, turn === 1 && f === 0 ? first : later, c.volley.hit, SIZE);
      // §4.7 the leader's check after the fire, on its base hits (before any deserters): he goes hors de combat or not
      const checked: Frontier = new Map();
      for (const { st, p } of frontier.values()) {
        // the slot now holds the phase's base hits, for every leader's check
        const hits = st[BASES_BEFORE] - st[T.MAIN + T.BASES];
        st[BASES_BEFORE] = hits;
        const lost = leader.distance <= 4 && st[HDC] === 0 && hits > 0 ? lossChance(leader, hits) : 0;
        if (lost > 0) {
          work.set(st);
          work[HDC] = 1;
          add(checked, work, p * lost);
        }
        add(checked, st, p * (1 - lost));
      }
      frontier = checked;
      // each senior within 4" rolls his own check on the same hits
      for (let i = 0; i < leader.seniors.length; i++) {
        const next: Frontier = new Map();
        for (const { st, p } of frontier.values()) {
          const hits = st[BASES_BEFORE];
          // the senior, or his successor in his place (2), rolls; the successor lost leaves nobody (3)
          const inAction = st[SENIOR + i] === 0 || st[SENIOR + i] === 2;
          const lost = inAction && hits > 0 ? lossChance(leader, hits) : 0;
          if (lost > 0) {
            work.set(st);
            work[SENIOR + i] = st[SENIOR + i] === 0 ? 1 : 3;
            add(next, work, p * lost);
          }
          add(next, st, p * (1 - lost));
        }
        frontier = next;
      }
      for (const { st } of frontier.values()) st[BASES_BEFORE] = 0;
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
        const seniorOut = leader.seniors.some((_, i) => st[SENIOR + i] === 1);
        if (f === 0 && (m > 0 || st[HDC] === 1 || seniorOut)) {
          // §2.3 the rally step of the brigade's own command phase: his rating subtracted while he is hors de combat,
          // then he is replaced a point lower, to no less than 0
          const r = c.rally;
          const mod =
            (st[HDC] === 1 ? -st[RATING] : st[RATING]) +
            seniorsAdd(st) +
            besides +
            r.lossModifier[st[T.MAIN + T.LOST]];
          for (let die = 1; die <= 10; die++) {
            work.set(st);
            if (m > 0) {
              const to = rallyTo(r.columns, r.old[m], die + mod, r.asPrinted);
              work[T.MAIN + T.MORALE] = to;
              // a rally that leaves it Shaken or worse: so it is, this turn
              if (to >= SHAKEN && work[R + B.SHAKEN_TURN] === 0) work[R + B.SHAKEN_TURN] = turn;
              if (to >= DEMORALIZED && work[R + B.DEMORALIZED_TURN] === 0)
                work[R + B.DEMORALIZED_TURN] = turn;
            }
            if (st[HDC] === 1) {
              work[RATING] = Math.max(0, st[RATING] - 1);
              work[HDC] = 0;
            }
            // a senior lost is replaced by his successor
            for (let i = 0; i < leader.seniors.length; i++) if (st[SENIOR + i] === 1) work[SENIOR + i] = 2;
            add(next, work, p / 10);
          }
        } else add(next, st, p);
      }
      frontier = next;
    }
  }
  for (const { st, p } of frontier.values()) finish(st, p);
}
