import type { YamlNode } from '../../input/yaml-node.ts';
import type { ProvenanceLedger } from '../../ruleset/provenance.ts';
import type { Valued } from '../../ruleset/read-cell.ts';
import { readIntCell, readIntCells } from '../../ruleset/named-cells.ts';
import { CLASSES, type BlakeClass } from './fire.ts';

/** MORALE: stand tests, halting and D class automatic routs. */
export interface MoraleRules {
  /** a stand fails its test on this D10 score or less */
  standFailsAtOrBelow: Record<BlakeClass, Valued<number>>;
  haltAtFigures: Record<'regular' | 'other', Valued<number>>;
  figuresPerStand: Valued<number>;
  dClassCharged: Record<'open' | 'limitedVisibility', Valued<number>>;
}

export function readMorale(root: YamlNode, ledger: ProvenanceLedger): MoraleRules {
  root.allowKeys(['standMorale', 'haltAtFigures', 'figuresPerStand', 'dClassCharged']);
  return {
    standFailsAtOrBelow: readIntCells(root.get('standMorale'), CLASSES, ledger, 0, 10),
    haltAtFigures: readIntCells(root.get('haltAtFigures'), ['regular', 'other'] as const, ledger, 0, 10),
    figuresPerStand: readIntCell(root.get('figuresPerStand'), root, ledger, 1, 20),
    dClassCharged: readIntCells(
      root.get('dClassCharged'),
      ['open', 'limitedVisibility'] as const,
      ledger,
      1,
      11,
    ),
  };
}
