import { DEMORALIZED } from '../rules/grades.ts';

/**
 * §2.3 Rallying steps 2-4: apply the modified roll to the old rally number
 * and take the best column (thresholds, best first) the new number reaches;
 * below every column the unit is Demoralized. Under the A2 reading
 * `asPrinted` a positive modified roll adds one less (10 + 4 -> 13).
 */
export function rallyTo(
  columns: Int32Array,
  oldNumber: number,
  modified: number,
  asPrinted: boolean,
): number {
  const n = oldNumber + (asPrinted && modified > 0 ? modified - 1 : modified);
  for (let c = 0; c < columns.length; c++) if (n >= columns[c]) return c;
  return DEMORALIZED;
}
