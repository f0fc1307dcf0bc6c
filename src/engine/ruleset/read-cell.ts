import type { YamlNode } from '../input/yaml-node.ts';
import { readCell, type Cell, type Provenance, type ProvenanceLedger } from './provenance.ts';

/** A parsed cell value together with the cell it came from. */
export interface Valued<T> {
  value: T;
  cell: Cell;
}

/**
 * Read and parse one cell, recording its provenance in the ledger. `parse`
 * returns the value, or a string saying what was expected.
 */
export function readValued<T>(
  node: YamlNode,
  source: Provenance,
  ledger: ProvenanceLedger,
  parse: (text: string) => T | string,
  fallback: T,
): Valued<T> {
  const before = node.problems.list.length;
  const cell = ledger.add(readCell(node, source));
  // A cell that could not be read, or is missing (it or the value above it), has been reported once already.
  if (node.problems.list.length > before || !node.exists) return { value: fallback, cell };
  const parsed = parse(cell.text);
  if (typeof parsed === 'string') {
    (node.isMap() ? node.get('cell') : node).fail(`expected ${parsed}`);
    return { value: fallback, cell };
  }
  return { value: parsed, cell };
}

/** Parsers for plain numeric cells, written as the tables write them: `3`, `-2`, `+1`, `1.5`. */
export function intCell(min = -99, max = 99): (text: string) => number | string {
  return (text) => {
    const t = text.trim();
    const n = /^[+-]?\d{1,9}$/.test(t) ? Number(t) : NaN;
    return Number.isInteger(n) && n >= min && n <= max ? n : `a whole number from ${min} to ${max}`;
  };
}

/** The largest plain positive number a table holds (a ratio, a range in inches). */
export const MAX_CELL_NUMBER = 1000;

export function positiveNumberCell(text: string): number | string {
  const t = text.trim();
  const n = /^\d{1,9}(\.\d{1,9})?$/.test(t) ? Number(t) : NaN;
  return n > 0 && n <= MAX_CELL_NUMBER ? n : `a positive number up to ${MAX_CELL_NUMBER}`;
}
