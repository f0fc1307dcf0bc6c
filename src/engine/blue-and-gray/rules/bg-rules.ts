import type { YamlNode } from '../../input/yaml-node.ts';
import type { RulesetFamily } from '../../ruleset/loaded-ruleset.ts';
import { tableSource, type ProvenanceLedger } from '../../ruleset/provenance.ts';
import { readValued, type Valued } from '../../ruleset/read-cell.ts';
import { readChoiceCell, readIntCell, readIntCells } from '../../ruleset/named-cells.ts';
import { ODDS, readCrt, readResults, type Crt, type Result, type ResultEffect } from './crt.ts';
import { parseFraction, type Fraction } from './fraction.ts';

export const MORALE = ['normal', 'disordered', 'shaken', 'routed'] as const;
export type Morale = (typeof MORALE)[number];
export const RALLY_STATES = ['normal', 'disordered', 'shaken', 'routed', 'eliminated'] as const;

/** Everything the Blue & Gray cases fix, read from rulesets/blue-and-gray. */
export interface BgRules {
  crt: Crt;
  revisedCrt: Crt;
  results: Record<Result, ResultEffect>;
  threeHexes: Valued<Fraction>;
  adjacent: Valued<Fraction>;
  /** §9.53: artillery defending with friends, against an attack including adjacent units */
  defenceWithFriends: Valued<Fraction>;
  /** §11.24: 1 when artillery may attack at night only from an adjacent hex */
  nightAdjacentOnly: Valued<number>;
  bombardMinimumOdds: Valued<(typeof ODDS)[number]>;
  halved: Valued<Fraction>;
  attacking: Record<Morale, Valued<Fraction>>;
  defending: Record<Morale, Valued<Fraction>>;
  shifts: Record<'breastworks' | 'underConstruction', Valued<number>>;
  night: Array<Valued<Fraction>>;
  disorderOn: Valued<number>;
  /** rally[state - 1][face - 1]: the state after the die (index into RALLY_STATES) */
  rally: Array<Array<Valued<(typeof RALLY_STATES)[number]>>>;
}

function fractions(
  node: YamlNode,
  keys: readonly string[],
  ledger: ProvenanceLedger,
  src = tableSource(node),
): Record<string, Valued<Fraction>> {
  const out: Record<string, Valued<Fraction>> = {};
  for (const k of keys) out[k] = readValued(node.get(k), src, ledger, parseFraction, { num: 1, den: 1 });
  return out;
}

export const blueAndGrayFamily: RulesetFamily<BgRules> = {
  family: 'blue-and-gray',
  die: 'd6',
  read(source, ledger) {
    const c = source.file('crt.yaml');
    c.allowKeys(['crt', 'revisedCrt', 'results']);
    const a = source.file('adjustments.yaml');
    a.allowKeys(['artillery', 'terrain', 'morale', 'shifts', 'night', 'disorder']);
    const art = a.get('artillery');
    art.allowKeys([
      'ref',
      'source',
      'threeHexes',
      'adjacent',
      'defenceWithFriends',
      'nightAdjacentOnly',
      'bombardMinimumOdds',
    ]);
    const ter = a.get('terrain');
    ter.allowKeys(['ref', 'source', 'halved']);
    const mor = a.get('morale');
    mor.allowKeys(['ref', 'source', 'attacking', 'defending']);
    const night = a.get('night');
    night.allowKeys(['ref', 'source', 'faces']);
    const dis = a.get('disorder');
    dis.allowKeys(['ref', 'source', 'onOrAbove']);
    const r = source.file('rally.yaml').get('rally');
    r.allowKeys(['ref', 'source', 'disordered', 'shaken', 'routed']);
    const f = fractions(art, ['threeHexes', 'adjacent', 'defenceWithFriends'], ledger);
    for (const side of ['attacking', 'defending']) mor.get(side).allowKeys(MORALE);
    return {
      crt: readCrt(c.get('crt'), ledger),
      revisedCrt: readCrt(c.get('revisedCrt'), ledger),
      results: readResults(c.get('results'), ledger),
      threeHexes: f.threeHexes,
      adjacent: f.adjacent,
      defenceWithFriends: f.defenceWithFriends,
      nightAdjacentOnly: readIntCell(art.get('nightAdjacentOnly'), art, ledger, 0, 1),
      bombardMinimumOdds: readChoiceCell(art.get('bombardMinimumOdds'), tableSource(art), ledger, ODDS),
      halved: fractions(ter, ['halved'], ledger).halved,
      attacking: fractions(mor.get('attacking'), MORALE, ledger, tableSource(mor)) as Record<
        Morale,
        Valued<Fraction>
      >,
      defending: fractions(mor.get('defending'), MORALE, ledger, tableSource(mor)) as Record<
        Morale,
        Valued<Fraction>
      >,
      shifts: readIntCells(a.get('shifts'), ['breastworks', 'underConstruction'] as const, ledger, -5, 5),
      night: night
        .get('faces')
        .items()
        .map((n) => readValued(n, tableSource(night), ledger, parseFraction, { num: 1, den: 1 })),
      disorderOn: readIntCell(dis.get('onOrAbove'), dis, ledger, 1, 7),
      rally: (['disordered', 'shaken', 'routed'] as const).map((s) => {
        const items = r.get(s).items();
        if (items.length !== 6)
          r.get(s).failLength('expected six states, one per die face', 6, ['state', 'states']);
        return items.map((n) => readChoiceCell(n, tableSource(r), ledger, RALLY_STATES));
      }),
    };
  },
};
