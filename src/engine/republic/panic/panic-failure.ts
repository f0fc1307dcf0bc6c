import { DEMORALIZED, GRADES } from '../rules/grades.ts';
import { RESPONSES } from '../../notation/panic-response.ts';
import type { DivisionUnit } from './division.ts';

const ROUT = RESPONSES.indexOf('Rt');

/** A division's units as typed arrays, ordered lowest grade first for desertion. */
export interface DivisionArrays {
  /** unit indices, lowest grade first (§6.1 desertion order) */
  order: Int32Array;
  bases: Int32Array;
  morale: Int32Array;
}

export function divisionArrays(units: readonly DivisionUnit[]): DivisionArrays {
  const idx = units
    .map((_, i) => i)
    .sort((a, b) => GRADES.indexOf(units[b].grade) - GRADES.indexOf(units[a].grade) || a - b);
  return {
    order: Int32Array.from(idx),
    bases: Int32Array.from(units.map((u) => u.bases)),
    morale: Int32Array.from(units.map((u) => u.morale)),
  };
}

/**
 * §6.1 a failed panic test: `loss` bases desert, lowest grade first (which
 * unit of a grade loses them changes no count this reports); if the division
 * routs, every unit not yet Demoralized takes `routM` M hits, which stop at
 * Demoralized. Writes bases deserted to out[0] and units hit by the rout to
 * out[1]. `bases` and `morale` are changed in place.
 */
export function applyPanicFailure(
  d: DivisionArrays,
  bases: Int32Array,
  morale: Int32Array,
  rank: number,
  loss: number,
  routM: number,
  out: Int32Array,
): void {
  let left = loss;
  for (let k = 0; k < d.order.length && left > 0; k++) {
    const u = d.order[k];
    const take = bases[u] < left ? bases[u] : left;
    bases[u] -= take;
    left -= take;
  }
  out[0] = loss - left;
  out[1] = 0;
  if (rank !== ROUT) return;
  for (let u = 0; u < bases.length; u++) {
    if (bases[u] > 0 && morale[u] < DEMORALIZED) {
      morale[u] = Math.min(DEMORALIZED, morale[u] + routM);
      out[1]++;
    }
  }
}
