import type { YamlNode } from '../../input/yaml-node.ts';
import { tableSource, type ProvenanceLedger } from '../../ruleset/provenance.ts';
import { intCell, positiveNumberCell, readValued, type Valued } from '../../ruleset/read-cell.ts';
import { readNamedInts } from './named-ints.ts';
import { GRADES, type Grade } from './grades.ts';

/** The morale states a unit can rally from (it has one or more hits). */
export const RALLYING_STATES = ['unformed', 'rattled', 'shaken', 'demoralized'] as const;
/** The columns a new rally number can reach, best first; below the last is Demoralized. */
export const RALLY_COLUMNS = ['formed', 'unformed', 'rattled', 'shaken'] as const;
const MODIFIER_KEYS = ['freeDistance', 'distanceStep', 'perDistanceStep', 'maxDistancePenalty', 'batteryDamagePercent', 'seniorLeaderRange'] as const;

/** The Rally table and modifiers (§2.3). */
export interface RallyRules {
  /** column thresholds, best first (RALLY_COLUMNS) */
  columns: Array<Valued<number>>;
  /** old[grade][state index 1..4 - 1] */
  old: Record<Grade, Array<Valued<number>>>;
  modifiers: Record<(typeof MODIFIER_KEYS)[number], Valued<number>>;
  /** A6 readings: loss percent per point */
  lossPercentPerPoint: Record<string, Valued<number>>;
}

export function readRallyRules(root: YamlNode, ledger: ProvenanceLedger): RallyRules {
  root.allowKeys(['columns', 'old', 'modifiers', 'lossPercentPerPoint']);
  const cn = root.get('columns');
  cn.allowKeys(['source', 'ref', ...RALLY_COLUMNS]);
  const num = intCell(-50, 50);
  const columns = RALLY_COLUMNS.map((c) => readValued(cn.get(c), tableSource(cn), ledger, num, 0));
  columns.forEach((c, i) => {
    if (i > 0 && c.value >= columns[i - 1].value) cn.get(RALLY_COLUMNS[i]).fail('expected a value below the better column to its left');
  });
  const on = root.get('old');
  on.allowKeys(['source', 'ref', ...GRADES]);
  const old = {} as RallyRules['old'];
  for (const g of GRADES) {
    const row = on.get(g);
    row.allowKeys(RALLYING_STATES);
    old[g] = RALLYING_STATES.map((s) => readValued(row.get(s), tableSource(on), ledger, num, 0));
  }
  const ln = root.get('lossPercentPerPoint');
  const lossPercentPerPoint: Record<string, Valued<number>> = {};
  for (const [k, n] of ln.entries()) {
    if (k !== 'source' && k !== 'ref') lossPercentPerPoint[k] = readValued(n, tableSource(ln), ledger, positiveNumberCell, 12.5);
  }
  return { columns, old, modifiers: readNamedInts(root.get('modifiers'), MODIFIER_KEYS, ledger, -20, 100), lossPercentPerPoint };
}
