import type { YamlNode } from '../../input/yaml-node.ts';
import { RESPONSES, type Response } from '../../notation/panic-response.ts';
import { tableSource, type ProvenanceLedger } from '../../ruleset/provenance.ts';
import { intCell, readValued, type Valued } from '../../ruleset/read-cell.ts';
import { readNamedInts } from './named-ints.ts';

/** Forced-move distances and the morale hits that go with them (§3.3, §5.5, §5.6). */
export interface ForcedMoveRules {
  /** inches by response, in RESPONSES order */
  distances: Record<Response, Valued<number>>;
  cavalryPercent: Valued<number>;
  routMoraleHits: Valued<number>;
  chargeDisorderMoraleHits: Valued<number>;
  /** §5.5 Supporting Brigades: M hits on a supporting brigade when the defender it supports retreats or routs */
  supportMoraleHits: Valued<number>;
  /** §5.5 Lose/Lose passage of lines: hits on friends passed through, by the loser's state and move */
  passThroughHits: Record<'shakenM' | 'demoralizedM' | 'retreatedP' | 'routedP', Valued<number>>;
}

export function readForcedMoves(root: YamlNode, ledger: ProvenanceLedger): ForcedMoveRules {
  root.allowKeys([
    'distances',
    'cavalryPercent',
    'routMoraleHits',
    'chargeDisorderMoraleHits',
    'supportMoraleHits',
    'passThroughHits',
  ]);
  const dn = root.get('distances');
  dn.allowKeys(['source', 'ref', ...RESPONSES]);
  const distances = {} as ForcedMoveRules['distances'];
  for (const r of RESPONSES)
    distances[r] = readValued(dn.get(r), tableSource(dn), ledger, intCell(0, 100), 0);
  RESPONSES.forEach((r, i) => {
    if (i > 0 && distances[r].value < distances[RESPONSES[i - 1]].value)
      dn.get(r).fail('expected no shorter than the milder move before it');
  });
  const one = (key: string, max: number) =>
    readValued(root.get(key), tableSource(root), ledger, intCell(0, max), 0);
  return {
    distances,
    cavalryPercent: one('cavalryPercent', 1000),
    routMoraleHits: one('routMoraleHits', 10),
    chargeDisorderMoraleHits: one('chargeDisorderMoraleHits', 10),
    supportMoraleHits: one('supportMoraleHits', 10),
    passThroughHits: readNamedInts(
      root.get('passThroughHits'),
      ['shakenM', 'demoralizedM', 'retreatedP', 'routedP'] as const,
      ledger,
      0,
      10,
    ),
  };
}

/** Inches a unit moves for a response; cavalry moves cavalryPercent of it (§5.5). */
export function forcedMoveInches(rules: ForcedMoveRules, response: Response, cavalry: boolean): number {
  const d = rules.distances[response].value;
  return cavalry ? (d * rules.cavalryPercent.value) / 100 : d;
}
