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
  // A cell that could not be read has been reported once already.
  if (node.problems.list.length > before) return { value: fallback, cell };
  const parsed = parse(cell.text);
  if (typeof parsed === 'string') {
    (node.isMap() ? node.get('cell') : node).fail(`expected ${parsed}`);
    return { value: fallback, cell };
  }
  return { value: parsed, cell };
}

/** Parsers for plain numeric cells. */
export function intCell(min = -99, max = 99): (text: string) => number | string {
  return (text) => {
    const n = Number(text);
    return Number.isInteger(n) && n >= min && n <= max ? n : `a whole number from ${min} to ${max}`;
  };
}

export function positiveNumberCell(text: string): number | string {
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : 'a positive number';
}
