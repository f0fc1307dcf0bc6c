import type { YamlNode } from '../../input/yaml-node.ts';
import { tableSource, type ProvenanceLedger } from '../../ruleset/provenance.ts';
import type { Valued } from '../../ruleset/read-cell.ts';
import { readChoiceCell, readIntCell, readIntCells } from '../../ruleset/named-cells.ts';

export const COMMANDS = ['excellent', 'good', 'average', 'poor', 'veryPoor'] as const;
export type Command = (typeof COMMANDS)[number];

/** End of Turn Dice and command quality (COMMAND AND CONTROL). */
export interface CommandRules {
  endsAtOrBelow: Valued<number>;
  modifier: Record<Command, Valued<number>>;
  cincFallen: Valued<number>;
  impetuousOn: Valued<number>;
  /** commandQuality[natural - 1] */
  commandQuality: Array<Valued<Command>>;
}

export function readCommand(root: YamlNode, ledger: ProvenanceLedger): CommandRules {
  root.allowKeys(['endOfTurn', 'commandQuality']);
  const eot = root.get('endOfTurn');
  eot.allowKeys(['ref', 'source', 'endsAtOrBelow', 'modifier', 'cincFallen', 'impetuousOn']);
  const cq = root.get('commandQuality');
  cq.allowKeys(['ref', 'source', 'rolls']);
  const rolls = cq.get('rolls');
  const items = rolls.items();
  if (items.length !== 10)
    rolls.failLength('expected ten entries, one per D10 face', 10, ['entry', 'entries']);
  return {
    endsAtOrBelow: readIntCell(eot.get('endsAtOrBelow'), eot, ledger, -10, 10),
    modifier: readIntCells(eot.get('modifier'), COMMANDS, ledger, -10, 10, tableSource(eot)),
    cincFallen: readIntCell(eot.get('cincFallen'), eot, ledger, -10, 0),
    impetuousOn: readIntCell(eot.get('impetuousOn'), eot, ledger, 1, 10),
    commandQuality: items.map((n) => readChoiceCell(n, tableSource(cq), ledger, COMMANDS)),
  };
}
