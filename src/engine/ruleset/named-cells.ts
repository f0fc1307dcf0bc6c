import type { YamlNode } from '../input/yaml-node.ts';
import { tableSource, type Provenance, type ProvenanceLedger } from './provenance.ts';
import { intCell, readValued, type Valued } from './read-cell.ts';

/** A cell's own range where it differs from its table's: a divisor or a count of dice, from 1. */
export type CellRanges<K extends string> = Partial<Record<K, readonly [min: number, max: number]>>;

/**
 * Readers shared by the borrowed rule families: a table of named whole-number
 * cells (`{source, ref, good: -1, average: -2}`), each with its provenance.
 */
export function readIntCells<K extends string>(
  node: YamlNode,
  keys: readonly K[],
  ledger: ProvenanceLedger,
  min = -99,
  max = 99,
  inherited: Provenance = 'provisional',
  ranges: CellRanges<K> = {},
): Record<K, Valued<number>> {
  node.allowKeys(['source', 'ref', ...keys]);
  const src = tableSource(node, inherited);
  const out = {} as Record<K, Valued<number>>;
  for (const k of keys) {
    const [lo, hi] = ranges[k] ?? [min, max];
    out[k] = readValued(node.get(k), src, ledger, intCell(lo, hi), 0);
  }
  return out;
}

/** One whole-number cell of a table whose default source is the table's. */
export function readIntCell(
  node: YamlNode,
  table: YamlNode,
  ledger: ProvenanceLedger,
  min = -99,
  max = 99,
): Valued<number> {
  return readValued(node, tableSource(table), ledger, intCell(min, max), 0);
}

/** One cell naming one of the given options (parsed through a box: a bare string means "expected"). */
export function readChoiceCell<T extends string>(
  node: YamlNode,
  src: Provenance,
  ledger: ProvenanceLedger,
  options: readonly T[],
): Valued<T> {
  const parse = (t: string): { choice: T } | string =>
    (options as readonly string[]).includes(t) ? { choice: t as T } : `one of ${options.join(', ')}`;
  const read = readValued(node, src, ledger, parse, { choice: options[0] });
  return { value: read.value.choice, cell: read.cell };
}

export function isProvisional(v: Valued<unknown>): boolean {
  return v.cell.source === 'provisional';
}

/** 1 when any of the cells is provisional, for the rests_on_provisional tally. */
export function anyProvisional(...cells: Array<Valued<unknown>>): number {
  return cells.some(isProvisional) ? 1 : 0;
}
