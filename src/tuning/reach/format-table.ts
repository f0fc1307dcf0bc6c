import type { Cell, Provenance } from '../../engine/ruleset/provenance.ts';
import { printedGrid, type Grid } from './ruleset-grid.ts';
import { reachPercent } from './reach-shade.ts';

/** One letter per source, after each cell. */
export const SOURCE_MARK: Record<Provenance, string> = {
  text: 'T',
  example: 'E',
  sibling: 'S',
  public: 'U',
  provisional: 'p',
  patch: '*',
  mapping: 'm',
};

export const SOURCE_LEGEND =
  "Sources: T text, E worked example, S sibling notes, U public table, p provisional (a placeholder), * set by a patch, m an adapter's mapping choice.";

/** Reach as printed: the expected reads per trial in percent, `.` for a cell never read. */
function reachMark(reads: number | undefined): string {
  return reads === undefined || reads === 0 ? '.' : reachPercent(reads);
}

/**
 * A grid as text, laid out like the printed chart: each cell with its source
 * mark, and with a reach map its expected reads per trial (shaded in words:
 * a dot for a cell the situation never reads).
 */
export function formatGrid(grid: Grid, reach?: Map<Cell, number>): string {
  const g = printedGrid(grid);
  // only a table the mechanic reports on is marked: its other cells are never read
  const marked =
    reach !== undefined && g.cells.some((row) => row.some((c) => c !== undefined && reach.has(c)));
  const show = (c: Cell | undefined) =>
    c ? `${c.text} ${SOURCE_MARK[c.source]}${marked ? ` ${reachMark(reach!.get(c))}` : ''}` : '';
  const rows = g.rows.map((r, i) => [r, ...g.columns.map((_, j) => show(g.cells[i][j]))]);
  const head = ['', ...g.columns];
  const widths = head.map((h, j) => Math.max(h.length, ...rows.map((r) => r[j].length)));
  const line = (r: string[]) =>
    r
      .map((x, j) => x.padEnd(widths[j]))
      .join('  ')
      .trimEnd();
  return [`${g.table}`, line(head), ...rows.map(line)].join('\n');
}
