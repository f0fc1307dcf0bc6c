import type { YamlNode } from '../../input/yaml-node.ts';
import { tableSource, type ProvenanceLedger } from '../../ruleset/provenance.ts';
import type { Valued } from '../../ruleset/read-cell.ts';
import { readIntCell, readIntCells } from '../../ruleset/named-cells.ts';

export const FACING_TROOPS = ['regularA', 'regularB', 'regularC', 'regularD', 'irregular', 'rabble'] as const;
export type FacingTroops = (typeof FACING_TROOPS)[number];

/** The facing-change test (CHANGING FACE AND INCLINING). */
export interface FacingRules {
  failsAtOrBelow: Valued<number>;
  modifier: Record<FacingTroops, Valued<number>>;
  othersModifier: Valued<number>;
  mountedOver45: Valued<number>;
  perRepeat: Valued<number>;
}

export function readFacing(root: YamlNode, ledger: ProvenanceLedger): FacingRules {
  root.allowKeys(['facing']);
  const f = root.get('facing');
  f.allowKeys([
    'ref',
    'source',
    'failsAtOrBelow',
    'modifier',
    'othersModifier',
    'mountedOver45',
    'perRepeat',
  ]);
  return {
    failsAtOrBelow: readIntCell(f.get('failsAtOrBelow'), f, ledger, -10, 10),
    modifier: readIntCells(f.get('modifier'), FACING_TROOPS, ledger, -10, 10, tableSource(f)),
    othersModifier: readIntCell(f.get('othersModifier'), f, ledger, -10, 0),
    mountedOver45: readIntCell(f.get('mountedOver45'), f, ledger, -10, 0),
    perRepeat: readIntCell(f.get('perRepeat'), f, ledger, -10, 0),
  };
}
