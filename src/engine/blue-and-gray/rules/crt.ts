import type { YamlNode } from '../../input/yaml-node.ts';
import { tableSource, type ProvenanceLedger } from '../../ruleset/provenance.ts';
import { readValued, type Valued } from '../../ruleset/read-cell.ts';
import { readChoiceCell } from '../../ruleset/named-cells.ts';

export const ODDS = ['1-5', '1-4', '1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1'] as const;
export const RESULTS = ['Ae', 'Ar', 'Dr', 'De', 'Ex', 'Ae*', 'Ex*'] as const;
export type Result = (typeof RESULTS)[number];
export const LOSSES = ['none', 'half', 'all', 'equal'] as const;
export type Loss = (typeof LOSSES)[number];

export interface ResultEffect {
  attackerLoses: Valued<Loss>;
  defenderLoses: Valued<Loss>;
  retreats: Valued<'none' | 'attacker' | 'defender'>;
}

/** crt[die - 1][column]: the result index into RESULTS */
export type Crt = Array<Array<Valued<Result>>>;

export function readCrt(node: YamlNode, ledger: ProvenanceLedger): Crt {
  node.allowKeys(['ref', 'source', 'columns', 'rows']);
  if (JSON.stringify(node.get('columns').value()) !== JSON.stringify(['die', ...ODDS]))
    node.get('columns').fail(`expected [die, ${ODDS.join(', ')}]`);
  const src = tableSource(node);
  const parse = (t: string): { r: Result } | string =>
    (RESULTS as readonly string[]).includes(t) ? { r: t as Result } : `one of ${RESULTS.join(', ')}`;
  const rows = node.get('rows').items();
  if (rows.length !== 6)
    node.get('rows').failLength('expected six rows, one per die face', 6, ['row', 'rows']);
  return rows.map((row, i) => {
    const items = row.items();
    if (items.length !== ODDS.length + 1 || items[0].int(1, 6) !== i + 1)
      row.fail(`expected [${i + 1}, ${ODDS.length} results]`);
    return items.slice(1).map((n) => {
      const v = readValued(n, src, ledger, parse, { r: 'Ar' as Result });
      return { value: v.value.r, cell: v.cell };
    });
  });
}

export function readResults(node: YamlNode, ledger: ProvenanceLedger): Record<Result, ResultEffect> {
  node.allowKeys(['ref', 'source', ...RESULTS]);
  const src = tableSource(node);
  const out = {} as Record<Result, ResultEffect>;
  for (const r of RESULTS) {
    const e = node.get(r);
    e.allowKeys(['attackerLoses', 'defenderLoses', 'retreats']);
    out[r] = {
      attackerLoses: readChoiceCell(e.get('attackerLoses'), src, ledger, LOSSES),
      defenderLoses: readChoiceCell(e.get('defenderLoses'), src, ledger, LOSSES),
      retreats: readChoiceCell(e.get('retreats'), src, ledger, ['none', 'attacker', 'defender'] as const),
    };
  }
  return out;
}
