import type { YamlNode } from '../../input/yaml-node.ts';
import type { ProvenanceLedger } from '../../ruleset/provenance.ts';
import type { Valued } from '../../ruleset/read-cell.ts';
import { readIntCells } from '../../comparison/base/named-cells.ts';

const EVASION = ['fivePlus', 'far', 'near', 'mountedChargers', 'trainedLightInfantry'] as const;
const CAVALRY = ['reformOn', 'breakthroughOn', 'classA'] as const;

/** One-D10 reactions: evading a charge, turning to face it, reforming or breaking through after a melee. */
export interface ReactionRules {
  evasion: Record<(typeof EVASION)[number], Valued<number>>;
  turnToFace: { turnsOn: Valued<number> };
  cavalry: Record<(typeof CAVALRY)[number], Valued<number>>;
}

export function readReactions(root: YamlNode, ledger: ProvenanceLedger): ReactionRules {
  root.allowKeys(['evasion', 'turnToFace', 'cavalry']);
  return {
    evasion: readIntCells(root.get('evasion'), EVASION, ledger, -10, 11),
    turnToFace: readIntCells(root.get('turnToFace'), ['turnsOn'] as const, ledger, 1, 11),
    cavalry: readIntCells(root.get('cavalry'), CAVALRY, ledger, -10, 11),
  };
}
