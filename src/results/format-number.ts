/**
 * A number as results files print it: up to 10 significant digits, the same
 * text on every machine; empty when undefined (no trials, no exact value).
 */
export function formatNumber(x: number | null | undefined): string {
  if (x === null || x === undefined || !Number.isFinite(x)) return '';
  if (Number.isInteger(x) && Math.abs(x) < 1e15) return String(x);
  return String(Number(x.toPrecision(10)));
}
