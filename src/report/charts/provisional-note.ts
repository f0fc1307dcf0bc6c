import type { ResultSet } from '../load/load-results.ts';
import { percentLabel } from './text.ts';

/**
 * What a provisional or mapping share is a share of: trials where the run
 * sampled, the odds (every outcome weighed by its chance) where it was exact.
 */
export function shareOf(set: ResultSet): string {
  const exact = set.points.filter((p) => p.method === 'exact').length;
  if (exact === 0) return 'of trials';
  return exact === set.points.length
    ? 'of the odds (every outcome weighed by its chance)'
    : 'of trials (of the odds, at the points answered exactly)';
}

/** Shares of trials resting on provisional cells, one per sweep point that reports it. */
export function provisionalShares(set: ResultSet): number[] {
  return set.points.map((p) => p.provisional).filter((p): p is number => p !== null);
}

/** `132 of 162 ruleset cells are provisional`, or null when the manifest does not say. */
export function provisionalCells(set: ResultSet): string | null {
  const { cells, provenance } = set.manifest.ruleset;
  if (cells === undefined || provenance?.provisional === undefined) return null;
  return `${provenance.provisional} of ${cells} ruleset cells are provisional`;
}

/** `40%`, or `0% to 100%` for a spread of shares. */
function shareRange(shares: number[]): string {
  const lo = Math.min(...shares);
  const hi = Math.max(...shares);
  return percentLabel(lo) === percentLabel(hi)
    ? percentLabel(hi)
    : `${percentLabel(lo)} to ${percentLabel(hi)}`;
}

/**
 * The share of the result resting on an adapter's mapping choices, said
 * beside the provisional share, when the sim reports it; null otherwise.
 */
export function mappingNote(set: ResultSet): string | null {
  const shares = set.points.map((p) => p.mapping).filter((p): p is number => p !== null);
  if (shares.length === 0) return null;
  const prov = provisionalShares(set);
  const provText = prov.length === 0 ? 'not reported' : shareRange(prov);
  return `Resting on assumptions, share ${shareOf(set)}: provisional cells ${provText}; adapter mapping choices ${shareRange(shares)}.`;
}

/**
 * The note a chart carries when part of its result rests on provisional
 * (placeholder) table cells; null when none of it does.
 */
export function provisionalNote(set: ResultSet): string | null {
  const shares = provisionalShares(set);
  const cells = provisionalCells(set);
  if (shares.length === 0)
    return cells && !cells.startsWith('0 ')
      ? `Provisional: ${cells}; the sim does not report how much of the result rests on them.`
      : null;
  const lo = Math.min(...shares);
  const hi = Math.max(...shares);
  if (hi === 0) return null;
  const range = shareRange(shares);
  const per = shares.length === 1 ? '' : lo === hi ? ' at every sweep point' : ' per sweep point';
  return `Provisional: ${range} ${shareOf(set)}${per} rest on placeholder table cells${cells ? ` (${cells})` : ''}.`;
}
