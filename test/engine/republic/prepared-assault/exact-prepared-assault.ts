import { setUnit, T } from '../../../../src/engine/republic/artillery/apply-hits.ts';
import {
  exactVolley,
  fireOutcomes,
  type Frontier,
} from '../../../../src/engine/republic/artillery/exact-volley.ts';
import { DEF, S } from '../../../../src/engine/republic/assault/assault-state.ts';
import { exactAssault } from '../../../../src/engine/republic/assault/exact-assault.ts';
import {
  afterTheGuns,
  PA,
  type CompiledPreparedAssault,
} from '../../../../src/engine/republic/prepared-assault/prepared-assault.ts';

/**
 * The exact distribution of a prepared assault: every battery's die (§4),
 * then for each distinct way the guns left the defender, the exact assault
 * from there (§5). Each final assault state and the guns' results (PA
 * layout) go to `tally` with their probability. Returns the mass left
 * unresolved at the round cap.
 */
export function exactPreparedAssault(
  c: CompiledPreparedAssault,
  tally: (st: Int32Array, res: Int32Array, weight: number) => void,
): number {
  const start = new Int32Array(T.SIZE);
  setUnit(start, T.MAIN, c.defenderBases, c.assault.init[S.MORALE + DEF]);
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
    if (afterTheGuns(c, t, st, res))
      leftover += exactAssault(c.assault, (end, w) => tally(end, res, w), st, p);
    else tally(st, res, p);
  }
  return leftover;
}
