import { chainRun, exactReads } from '../../chain/chain-run.ts';
import type { Cell } from '../../ruleset/provenance.ts';
import { assaultProcess } from './assault-process.ts';
import type { CompiledAssault } from './compiled-assault.ts';
import { KeptByAssault } from './kept-by-assault.ts';

/** One table cell and how many times an assault reads it, on average (exact). */
export interface CellReach {
  cell: Cell;
  /** expected reads per assault; a cell read at most once an assault: the chance it is read */
  reads: number;
}

/**
 * Which cells a whole assault reads, exactly: every round's 100 die pairs
 * over every state that fights on (the walk of the exact odds, over the
 * same chain), each read weighted by its probability. Cells never read are
 * left out.
 */
export function assaultReach(c: CompiledAssault): CellReach[] {
  const { table, panic } = keptReads.get(c, () => readsOf(c));
  // both sides of one grade read the same Panic Index cells: count them once, summed
  const byCell = new Map<Cell, number>();
  table.forEach((w, i) => w > 0 && byCell.set(c.cells.table[i], (byCell.get(c.cells.table[i]) ?? 0) + w));
  panic.forEach((w, i) => w > 0 && byCell.set(c.cells.panic[i], (byCell.get(c.cells.panic[i]) ?? 0) + w));
  return [...byCell].map(([cell, reads]) => ({ cell, reads }));
}

/**
 * The reads by table row and by Panic Index cell, kept by compiled assault: a
 * tune or sensitivity asks again for the reach of assaults a move left as
 * they were. The cells are named from the assault asked about.
 */
const keptReads = new KeptByAssault<{ table: Float64Array; panic: Float64Array }>(1000);

function readsOf(c: CompiledAssault): { table: Float64Array; panic: Float64Array } {
  const table = new Float64Array(c.cells.table.length);
  const panic = new Float64Array(8);
  // a round's read: its table row * 81 + each side's Panic Index cell (0 none, else 1-8) (assaultProcess)
  exactReads(chainRun(assaultProcess(c)), (read, w) => {
    const row = (read / 81) | 0;
    const a = ((read / 9) | 0) % 9;
    const d = read % 9;
    table[row] += w;
    if (a > 0) panic[a - 1] += w;
    if (d > 0) panic[d - 1] += w;
  });
  return { table, panic };
}
