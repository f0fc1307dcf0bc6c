import type { YamlNode } from '../../input/yaml-node.ts';
import { tableSource, type ProvenanceLedger } from '../../ruleset/provenance.ts';
import { intCell, readValued, type Valued } from '../../ruleset/read-cell.ts';
import { readNamedInts } from './named-ints.ts';
import { GRADES, type Grade } from './grades.ts';

/** The actions that need a maneuver roll (§3.2); Hold needs none. */
export const MANEUVER_ACTIONS = ['assault', 'maneuver', 'advance', 'pullBack'] as const;
export type ManeuverAction = (typeof MANEUVER_ACTIONS)[number];
const MODIFIER_KEYS = [
  'sameAction',
  'energeticDivisionCommander',
  'proficientLeaderWithin2',
  'energeticLeaderWithin2',
  'perMoraleHit',
  'cautiousDivisionCommander',
  'leaderJustReplaced',
] as const;

export interface ManeuverRules {
  /** table[grade][action index]: the modified roll needed */
  table: Record<Grade, Array<Valued<number>>>;
  modifiers: Record<(typeof MODIFIER_KEYS)[number], Valued<number>>;
}

export function readManeuverRules(root: YamlNode, ledger: ProvenanceLedger): ManeuverRules {
  root.allowKeys(['table', 'modifiers']);
  const tn = root.get('table');
  tn.allowKeys(['source', 'ref', ...GRADES]);
  const table = {} as ManeuverRules['table'];
  for (const g of GRADES) {
    const row = tn.get(g);
    row.allowKeys(MANEUVER_ACTIONS);
    table[g] = MANEUVER_ACTIONS.map((a) =>
      readValued(row.get(a), tableSource(tn), ledger, intCell(-10, 20), 11),
    );
  }
  return { table, modifiers: readNamedInts(root.get('modifiers'), MODIFIER_KEYS, ledger) };
}
