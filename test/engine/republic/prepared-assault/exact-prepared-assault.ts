import { setUnit, T } from '../../../../src/engine/republic/artillery/apply-hits.ts';
import {
  exactVolley,
  fireOutcomes,
  type Frontier,
} from '../../../../src/engine/republic/artillery/exact-volley.ts';
import { S } from '../../../../src/engine/republic/assault/assault-state.ts';
import type { CompiledAssault } from '../../../../src/engine/republic/assault/compiled-assault.ts';
import { exactAssault } from '../../../../src/engine/republic/assault/exact-assault.ts';
import {
  afterTheGuns,
  PA,
  type CompiledPreparedAssault,
} from '../../../../src/engine/republic/prepared-assault/prepared-assault.ts';

/**
 * The leaders who roll as the oracle reads them: how many a side has (the
 * attacker's: those it checks), the assault fought without some of them
 * (compiled from a situation naming fewer), and a leader's chance of a
 * double that loses him after `hits` base hits of his own side (§4.7, the
 * shipped table; any double is 1 in 10).
 */
export interface OracleLeaders {
  defender: number;
  attacker: number;
  assaultWithout: (attackerLost: number, defenderLost: number) => CompiledAssault;
  loses: (hits: number) => number;
}

/**
 * The exact distribution of a prepared assault: every battery's die (§4),
 * then for each distinct way the guns left the defender, each of its
 * leaders' hors de combat check when the guns took bases (§4.7: any double
 * reads the provisional table), then the exact assault from there without
 * the leaders lost (§5). Each final assault state and the guns' results (PA
 * layout) go to `tally` with their probability. Returns the mass left
 * unresolved at the round cap.
 */
export function exactPreparedAssault(
  c: CompiledPreparedAssault,
  tally: (st: Int32Array, res: Int32Array, weight: number) => void,
  leaders: OracleLeaders = { defender: 0, attacker: 0, assaultWithout: () => c.assault, loses: () => 0 },
): number {
  const start = new Int32Array(T.SIZE);
  setUnit(start, T.MAIN, c.defenderBases, c.gunsMorale);
  const guns: Frontier = exactVolley(
    new Map([[start.join(','), { st: start, p: 1 }]]),
    c.fires.map(fireOutcomes),
    c.volley.hit,
    T.SIZE,
  );
  const st = new Int32Array(S.SIZE);
  const res = new Int32Array(PA.SIZE);
  let leftover = 0;
  for (const { st: t, p } of guns.values()) {
    if (!afterTheGuns(c, t, st, res)) {
      tally(st, res, p);
      continue;
    }
    // the checks, leader by leader, the defender's on his side's base hits, the attacker's on none:
    // [defender's lost, attacker's lost, any double] -> chance
    let checks = new Map<string, number>([['0,0,0', 1]]);
    const hits = res[PA.GUN_LOST];
    if (c.fires.length > 0 && hits > 0)
      for (let i = 0; i < leaders.defender + leaders.attacker; i++) {
        const defender = i < leaders.defender;
        const q = leaders.loses(defender ? hits : 0);
        const next = new Map<string, number>();
        const put = (d: number, a: number, dbl: number, w: number) => {
          const key = `${d},${a},${dbl}`;
          if (w > 0) next.set(key, (next.get(key) ?? 0) + w);
        };
        for (const [key, w] of checks) {
          const [d, a, dbl] = key.split(',').map(Number);
          put(d, a, dbl, w * 0.9);
          put(d, a, 1, w * (0.1 - q));
          put(d + (defender ? 1 : 0), a + (defender ? 0 : 1), 1, w * q);
        }
        checks = next;
      }
    const from = st.slice();
    for (const [key, w] of checks) {
      const [d, a, dbl] = key.split(',').map(Number);
      const begin = from.slice();
      if (dbl === 1) begin[S.PROV] = 1;
      leftover += exactAssault(leaders.assaultWithout(a, d), (end, x) => tally(end, res, x), begin, p * w);
    }
  }
  return leftover;
}
