import type { YamlNode } from '../../input/yaml-node.ts';
import { tableSource, type ProvenanceLedger } from '../../ruleset/provenance.ts';
import { intCell, positiveNumberCell, readValued, type Valued } from '../../ruleset/read-cell.ts';
import { checkIncreasing } from './increasing.ts';
import { GRADES, readByGrade, type Grade } from './grades.ts';

/** The Skirmishing table (§4.1). */
export interface SkirmishRules {
  maxRange: Valued<number>;
  /** upper edge of each attack range bracket, inches */
  brackets: Array<Valued<number>>;
  block: Record<Grade, Valued<number>>;
  /** attack[grade][bracket]: the natural 1D10 that scores 1M */
  attack: Record<Grade, Array<Valued<number>>>;
  /** natural roll at or below which the attacker flees (0 = never) */
  flee: Record<Grade, Valued<number>>;
}

export function readSkirmishRules(root: YamlNode, ledger: ProvenanceLedger): SkirmishRules {
  root.allowKeys(['range', 'brackets', 'block', 'attack', 'flee']);
  const rn = root.get('range');
  rn.allowKeys(['source', 'ref', 'maxRange']);
  const maxRange = readValued(rn.get('maxRange'), tableSource(rn), ledger, positiveNumberCell, 5);
  const bn = root.get('brackets');
  bn.allowKeys(['source', 'ref', 'upTo']);
  const bracketNodes = bn.get('upTo').items();
  const brackets = bracketNodes.map((n) => readValued(n, tableSource(bn), ledger, positiveNumberCell, 5));
  checkIncreasing(
    brackets.map((b) => b.value),
    bracketNodes,
    'brackets in increasing order',
  );
  if (brackets.length && brackets[brackets.length - 1].value !== maxRange.value)
    bn.get('upTo').fail(`expected the last bracket to end at the range limit ${maxRange.value}`);
  const die = intCell(1, 11);
  const block = readByGrade(root.get('block'), (n, s) => readValued(n, s, ledger, die, 11));
  const an = root.get('attack');
  an.allowKeys(['source', 'ref', ...GRADES]);
  const attack = {} as SkirmishRules['attack'];
  for (const g of GRADES) {
    const row = an.get(g).items();
    if (row.length !== brackets.length)
      an.get(g).failLength(`expected ${brackets.length} numbers, one per range bracket`, brackets.length, [
        'number',
        'numbers',
      ]);
    attack[g] = row.map((n) => readValued(n, tableSource(an), ledger, die, 11));
  }
  const flee = readByGrade(root.get('flee'), (n, s) => readValued(n, s, ledger, intCell(0, 10), 0));
  for (const g of GRADES) {
    // a fleeing roll must not also be a hit
    if (attack[g].some((a) => a.value <= flee[g].value))
      root.get('flee').get(g).fail('expected a Flee number below every Attack number of the grade');
  }
  return { maxRange, brackets, block, attack, flee };
}
