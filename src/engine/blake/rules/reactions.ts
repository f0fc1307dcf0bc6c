import type { YamlNode } from '../../input/yaml-node.ts';
import type { ProvenanceLedger } from '../../ruleset/provenance.ts';
import type { Valued } from '../../ruleset/read-cell.ts';
import { readIntCells } from '../../ruleset/named-cells.ts';

const EVASION = ['fivePlus', 'far', 'near', 'mountedChargers', 'trainedLightInfantry'] as const;
const CAVALRY = ['reformOn', 'breakthroughOn', 'classA'] as const;
const LIMBERING = ['failsOn', 'militia', 'elite'] as const;
const REPLACEMENT = ['regulars', 'others', 'othersFleeAfter'] as const;
const WITHDRAWAL = ['succeedsOn', 'eliteOrRegular'] as const;
const CINC_LOSS = ['fleeAtOrBelow', 'charismatic'] as const;
const SNIPERS = ['locateBlackPowder', 'locateSmokeless', 'hitBeyondHalf', 'hitWithinHalf'] as const;

/** One-die tests: evading a charge, turning to face it, reforming or breaking through, limbering, a leader's replacement, withdrawing from melee, the army's CinC lost, snipers. */
export interface ReactionRules {
  evasion: Record<(typeof EVASION)[number], Valued<number>>;
  turnToFace: { turnsOn: Valued<number> };
  cavalry: Record<(typeof CAVALRY)[number], Valued<number>>;
  limbering: Record<(typeof LIMBERING)[number], Valued<number>>;
  leaderReplacement: Record<(typeof REPLACEMENT)[number], Valued<number>>;
  withdrawal: Record<(typeof WITHDRAWAL)[number], Valued<number>>;
  nonRegularCincLoss: Record<(typeof CINC_LOSS)[number], Valued<number>>;
  snipers: Record<(typeof SNIPERS)[number], Valued<number>>;
}

export function readReactions(root: YamlNode, ledger: ProvenanceLedger): ReactionRules {
  root.allowKeys([
    'evasion',
    'turnToFace',
    'cavalry',
    'limbering',
    'leaderReplacement',
    'withdrawal',
    'nonRegularCincLoss',
    'snipers',
  ]);
  return {
    evasion: readIntCells(root.get('evasion'), EVASION, ledger, -10, 11),
    turnToFace: readIntCells(root.get('turnToFace'), ['turnsOn'] as const, ledger, 1, 11),
    cavalry: readIntCells(root.get('cavalry'), CAVALRY, ledger, -10, 11),
    limbering: readIntCells(root.get('limbering'), LIMBERING, ledger, -6, 7),
    leaderReplacement: readIntCells(root.get('leaderReplacement'), REPLACEMENT, ledger, 1, 11),
    withdrawal: readIntCells(root.get('withdrawal'), WITHDRAWAL, ledger, -10, 11),
    nonRegularCincLoss: readIntCells(root.get('nonRegularCincLoss'), CINC_LOSS, ledger, -10, 11),
    snipers: readIntCells(root.get('snipers'), SNIPERS, ledger, 1, 11),
  };
}
