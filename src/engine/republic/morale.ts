import { DEMORALIZED } from './rules/grades.ts';

/**
 * Add M hits to a morale state (0 Formed ... 4 Demoralized); each M hit
 * beyond Demoralized becomes a P hit (§2.3, §4.6, §5.5). Returns the new
 * state and writes the converted P hits to out[0].
 */
export function addMoraleHits(state: number, m: number, out: Int32Array): number {
  const total = state + m;
  if (total <= DEMORALIZED) {
    out[0] = 0;
    return total;
  }
  out[0] = total - DEMORALIZED;
  return DEMORALIZED;
}
