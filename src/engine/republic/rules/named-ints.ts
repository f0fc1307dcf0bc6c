import type { YamlNode } from '../../input/yaml-node.ts';
import { tableSource, type ProvenanceLedger } from '../../ruleset/provenance.ts';
import { intCell, readValued, type Valued } from '../../ruleset/read-cell.ts';

/** Read a mapping of named integer cells. */
export function readNamedInts<K extends string>(
  node: YamlNode,
  keys: readonly K[],
  ledger: ProvenanceLedger,
  min = -20,
  max = 20,
): Record<K, Valued<number>> {
  node.allowKeys(['source', 'ref', ...keys]);
  const src = tableSource(node);
  const out = {} as Record<K, Valued<number>>;
  for (const k of keys) out[k] = readValued(node.get(k), src, ledger, intCell(min, max), 0);
  return out;
}
