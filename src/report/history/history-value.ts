import { percentExact } from '../charts/text.ts';

/** A share as a percentage, a ratio to two decimals; `none` where there is no value (no losses, no battle of the kind). */
export const historyValue = (unit: string, x: number): string =>
  !Number.isFinite(x) ? 'none' : unit === 'ratio' ? x.toFixed(2) : percentExact(x);
