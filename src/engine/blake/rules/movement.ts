import type { YamlNode } from '../../input/yaml-node.ts';
import { tableSource, type ProvenanceLedger } from '../../ruleset/provenance.ts';
import type { Valued } from '../../ruleset/read-cell.ts';
import { readIntCell, readIntCells } from '../../ruleset/named-cells.ts';

export const MOVERS = [
  'regularFoot',
  'otherFoot',
  'mounted',
  'horseArtillery',
  'horseDrawnGuns',
  'square',
  'slow',
] as const;
export type Mover = (typeof MOVERS)[number];

/** VARIABLE MOVEMENT: D6 by type, doubled highest scores, rough terrain, charging, limbering. */
export interface MovementRules {
  mmPerPip: Valued<number>;
  dice: Record<Mover, Valued<number>>;
  mountedDoubled: Valued<number>;
  fastFootDoubled: Valued<number>;
  roughTerrainDice: Valued<number>;
  chargeMultiplier: Valued<number>;
  limberingDice: Valued<number>;
}

export function readMovement(root: YamlNode, ledger: ProvenanceLedger): MovementRules {
  root.allowKeys(['movement']);
  const m = root.get('movement');
  m.allowKeys([
    'ref',
    'source',
    'mmPerPip',
    'dice',
    'mountedDoubled',
    'fastFootDoubled',
    'roughTerrainDice',
    'chargeMultiplier',
    'limberingDice',
  ]);
  return {
    mmPerPip: readIntCell(m.get('mmPerPip'), m, ledger, 1, 1000),
    dice: readIntCells(m.get('dice'), MOVERS, ledger, 0, 6, tableSource(m)),
    mountedDoubled: readIntCell(m.get('mountedDoubled'), m, ledger, 0, 6),
    fastFootDoubled: readIntCell(m.get('fastFootDoubled'), m, ledger, 0, 6),
    roughTerrainDice: readIntCell(m.get('roughTerrainDice'), m, ledger, -6, 0),
    chargeMultiplier: readIntCell(m.get('chargeMultiplier'), m, ledger, 1, 4),
    limberingDice: readIntCell(m.get('limberingDice'), m, ledger, -6, 0),
  };
}
