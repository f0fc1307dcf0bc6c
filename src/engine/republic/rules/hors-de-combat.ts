import type { YamlNode } from '../../input/yaml-node.ts';
import { tableSource, type ProvenanceLedger } from '../../ruleset/provenance.ts';
import { readValued, type Valued } from '../../ruleset/read-cell.ts';
import { readNamedInts } from './named-ints.ts';

export const HDC_RESULTS = ['-', 'HdC'] as const;

/** The Hors de Combat table (§4.7): rows[value - 1], 1 if the leader is lost. */
export interface HorsDeCombatRules {
  rows: Array<Valued<number>>;
  modifiers: Record<'perBaseHit' | 'enemySkirmisher', Valued<number>>;
}

export function readHorsDeCombatRules(root: YamlNode, ledger: ProvenanceLedger): HorsDeCombatRules {
  root.allowKeys(['table', 'modifiers']);
  const tn = root.get('table');
  tn.allowKeys(['source', 'ref', 'columns', 'rows']);
  if (JSON.stringify(tn.get('columns').value()) !== JSON.stringify(['value', 'result']))
    tn.get('columns').fail('expected [value, result]');
  const parse = (t: string) => {
    const i = (HDC_RESULTS as readonly string[]).indexOf(t.trim());
    return i >= 0 ? i : `one of ${HDC_RESULTS.join(', ')}`;
  };
  const rows = tn
    .get('rows')
    .items()
    .map((row, i) => {
      const items = row.items();
      if (items.length !== 2) row.failLength('expected [value, result]', 2, ['entry', 'entries']);
      else if (items[0].int(1, 99) !== i + 1) items[0].fail(`expected ${i + 1} (rows run from 1 up by one)`);
      return readValued(items[1] ?? row, tableSource(tn), ledger, parse, 0);
    });
  if (rows.length < 10) tn.get('rows').fail('expected rows for every value 1 to 10');
  return {
    rows,
    modifiers: readNamedInts(root.get('modifiers'), ['perBaseHit', 'enemySkirmisher'] as const, ledger),
  };
}
