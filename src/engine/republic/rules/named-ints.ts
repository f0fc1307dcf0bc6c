import type { YamlNode } from '../../input/yaml-node.ts';
import type { ProvenanceLedger } from '../../ruleset/provenance.ts';
import { type CellRanges, readIntCells } from '../../ruleset/named-cells.ts';
import type { Valued } from '../../ruleset/read-cell.ts';

/** Read a mapping of named integer cells; a cell in `ranges` has its own (a divisor, from 1). */
export function readNamedInts<K extends string>(
  node: YamlNode,
  keys: readonly K[],
  ledger: ProvenanceLedger,
  min = -20,
  max = 20,
  ranges: CellRanges<K> = {},
): Record<K, Valued<number>> {
  return readIntCells(node, keys, ledger, min, max, 'provisional', ranges);
}
