import type { YamlNode } from '../../input/yaml-node.ts';
import { parsePanicResult, RESPONSES, type PanicResult } from '../../notation/panic-response.ts';
import { tableSource, type ProvenanceLedger } from '../../ruleset/provenance.ts';
import { intCell, readValued, type Valued } from '../../ruleset/read-cell.ts';
import { GRADES, readByGrade, type Grade } from './grades.ts';

export const PANIC_LEVELS = ['P1', 'P2', 'P3', 'P4'] as const;

/** The Panic Index (§5.5, §6.1). */
export interface PanicIndex {
  /** levels[level - 1][grade] */
  levels: Array<Record<Grade, Valued<PanicResult>>>;
  /** the Panic 4 pass number by grade (§6.1) */
  pass: Record<Grade, Valued<number>>;
}

export function readPanicIndex(root: YamlNode, ledger: ProvenanceLedger): PanicIndex {
  root.allowKeys(['responses', 'levels', 'pass']);
  const responses = root.get('responses');
  if (JSON.stringify(responses.value()) !== JSON.stringify(RESPONSES))
    responses.fail(`expected [${RESPONSES.join(', ')}]`);
  const levelsNode = root.get('levels');
  levelsNode.allowKeys(['source', 'ref', ...PANIC_LEVELS]);
  const src = tableSource(levelsNode);
  const parse = (t: string) =>
    parsePanicResult(t) ?? `a panic response D, W, F, Re or Rt with an optional loss number (Re 1)`;
  const fallback: PanicResult = { response: 'D', rank: 0, loss: 0 };
  const levels = PANIC_LEVELS.map((lv) => {
    const row = levelsNode.get(lv);
    row.allowKeys(GRADES);
    const out = {} as Record<Grade, Valued<PanicResult>>;
    for (const g of GRADES) out[g] = readValued(row.get(g), src, ledger, parse, fallback);
    return out;
  });
  const pass = readByGrade(root.get('pass'), (n, s) => readValued(n, s, ledger, intCell(1, 20), 6));
  return { levels, pass };
}
