import type { Cell } from '../../ruleset/provenance.ts';
import type { CompiledAssault } from './compiled-assault.ts';
import { exactAssault } from './exact-assault.ts';

/** One table cell and how many times an assault reads it, on average (exact). */
export interface CellReach {
  cell: Cell;
  /** expected reads per assault; a cell read at most once an assault: the chance it is read */
  reads: number;
}

/**
 * Which cells a whole assault reads, exactly: every round's 100 die pairs
 * over every state that fights on (the same walk as the exact odds), each
 * read weighted by its probability. Cells never read are left out.
 */
export function assaultReach(c: CompiledAssault): CellReach[] {
  const table = new Float64Array(c.cells.table.length);
  const panic = new Float64Array(8);
  exactAssault(
    c,
    () => {},
    c.init,
    1,
    (w) => {
      table[c.trace[0]] += w;
      if (c.trace[1] > 0) panic[c.trace[1] - 1] += w;
      if (c.trace[2] > 0) panic[c.trace[2] - 1] += w;
    },
  );
  // both sides of one grade read the same Panic Index cells: count them once, summed
  const byCell = new Map<Cell, number>();
  table.forEach((w, i) => w > 0 && byCell.set(c.cells.table[i], (byCell.get(c.cells.table[i]) ?? 0) + w));
  panic.forEach((w, i) => w > 0 && byCell.set(c.cells.panic[i], (byCell.get(c.cells.panic[i]) ?? 0) + w));
  return [...byCell].map(([cell, reads]) => ({ cell, reads }));
}
