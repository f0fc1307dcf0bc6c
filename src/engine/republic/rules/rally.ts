import type { YamlNode } from '../../input/yaml-node.ts';
import { tableSource, type ProvenanceLedger } from '../../ruleset/provenance.ts';
import { intCell, positiveNumberCell, readValued, type Valued } from '../../ruleset/read-cell.ts';
import { readNamedInts } from './named-ints.ts';
import { GRADES, MORALE_STATES, type Grade } from './grades.ts';

/** The states a unit can rally from (it has one or more morale hits). */
export const RALLYING_STATES = ['unformed', 'rattled', 'shaken', 'demoralized'] as const;
const MODIFIER_KEYS = [
  'freeDistance',
  'distanceStep',
  'perDistanceStep',
  'maxDistancePenalty',
  'batteryDamagePercent',
  'seniorLeaderRange',
] as const;

/** The Rally table and modifiers (§2.3). */
export interface RallyRules {
  /** table[grade][state]: the grade line's value under each morale state (MORALE_STATES order, Formed first) */
  table: Record<Grade, Array<Valued<number>>>;
  modifiers: Record<(typeof MODIFIER_KEYS)[number], Valued<number>>;
  /** A6 readings: loss percent per point */
  lossPercentPerPoint: Record<string, Valued<number>>;
}

export function readRallyRules(root: YamlNode, ledger: ProvenanceLedger): RallyRules {
  root.allowKeys(['table', 'modifiers', 'lossPercentPerPoint']);
  const tn = root.get('table');
  tn.allowKeys(['source', 'ref', 'columns', ...GRADES]);
  const header = tn.get('columns');
  if (JSON.stringify(header.value()) !== JSON.stringify(MORALE_STATES))
    header.fail(`expected [${MORALE_STATES.join(', ')}]: one column per morale state, best first`);
  const num = intCell(-50, 50);
  const table = {} as RallyRules['table'];
  for (const g of GRADES) {
    const line = tn.get(g);
    const expected = `${MORALE_STATES.length} values, one per column (${MORALE_STATES.join(', ')})`;
    if (!line.exists) line.required(`a list of ${expected}`);
    const cells = line.exists ? line.items() : [];
    if (line.isList() && cells.length !== MORALE_STATES.length)
      line.failLength(`expected ${expected}`, MORALE_STATES.length, ['value', 'values']);
    table[g] = cells.map((n) => readValued(n, tableSource(tn), ledger, num, 0));
  }
  const ln = root.get('lossPercentPerPoint');
  const lossPercentPerPoint: Record<string, Valued<number>> = {};
  for (const [k, n] of ln.entries()) {
    if (k !== 'source' && k !== 'ref')
      lossPercentPerPoint[k] = readValued(n, tableSource(ln), ledger, positiveNumberCell, 12.5);
  }
  return {
    table,
    // §2.3 "Each 4\" to divisional leader": the step divides the distance, so it is 1 inch or more; distances and a percent are not negative
    modifiers: readNamedInts(root.get('modifiers'), MODIFIER_KEYS, ledger, -20, 100, {
      freeDistance: [0, 100],
      distanceStep: [1, 100],
      batteryDamagePercent: [0, 100],
      seniorLeaderRange: [0, 100],
    }),
    lossPercentPerPoint,
  };
}
