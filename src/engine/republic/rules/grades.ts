import type { YamlNode } from '../../input/yaml-node.ts';
import { tableSource, type ProvenanceLedger } from '../../ruleset/provenance.ts';
import { intCell, readValued, type Valued } from '../../ruleset/read-cell.ts';

export const GRADES = ['crack', 'veteran', 'average', 'green', 'untrained'] as const;
export type Grade = (typeof GRADES)[number];

export const MORALE_STATES = ['formed', 'unformed', 'rattled', 'shaken', 'demoralized'] as const;
export type MoraleState = (typeof MORALE_STATES)[number];
/** Index of Demoralized: each M hit beyond it is a P hit (§2.3, §4.6, §5.5). */
export const DEMORALIZED = 4;

export interface GradeRules {
  /** A7 "four": how the five-grade names read with four grades */
  fourGradeReading: Partial<Record<Grade, Grade>>;
  assaultModifier: Record<Grade, Valued<number>>;
  pointsPerMoraleHit: Record<Grade, Valued<number>>;
  /** A5 readings: option -> modifier by morale state index */
  moraleModifier: Record<string, Valued<number>[]>;
}

/** Read a mapping keyed by every grade. */
export function readByGrade<T>(
  node: YamlNode,
  read: (n: YamlNode, src: ReturnType<typeof tableSource>) => Valued<T>,
): Record<Grade, Valued<T>> {
  const src = tableSource(node);
  node.allowKeys(['source', 'ref', ...GRADES]);
  const out = {} as Record<Grade, Valued<T>>;
  for (const g of GRADES) out[g] = read(node.get(g), src);
  return out;
}

export function readGrades(root: YamlNode, ledger: ProvenanceLedger): GradeRules {
  root.allowKeys(['grades', 'moraleStates', 'assaultModifier', 'pointsPerMoraleHit', 'moraleModifier']);
  const order = root.get('grades').get('order');
  if (JSON.stringify(order.value()) !== JSON.stringify(GRADES)) order.fail(`expected [${GRADES.join(', ')}]`);
  const states = root.get('moraleStates').get('order');
  if (JSON.stringify(states.value()) !== JSON.stringify(MORALE_STATES))
    states.fail(`expected [${MORALE_STATES.join(', ')}]`);
  const fourGradeReading: Partial<Record<Grade, Grade>> = {};
  for (const [from, to] of root.get('grades').get('fourGradeReading').entries()) {
    fourGradeReading[from as Grade] = to.oneOf(GRADES);
  }
  const num = (min: number, max: number) => (n: YamlNode, src: ReturnType<typeof tableSource>) =>
    readValued(n, src, ledger, intCell(min, max), 0);
  const mm = root.get('moraleModifier');
  const mmSource = tableSource(mm);
  const moraleModifier: Record<string, Valued<number>[]> = {};
  for (const [option, row] of mm.entries()) {
    if (option === 'source' || option === 'ref') continue;
    row.allowKeys(MORALE_STATES);
    moraleModifier[option] = MORALE_STATES.map((s) =>
      readValued(row.get(s), mmSource, ledger, intCell(-20, 0), 0),
    );
  }
  return {
    fourGradeReading,
    assaultModifier: readByGrade(root.get('assaultModifier'), num(-10, 10)),
    pointsPerMoraleHit: readByGrade(root.get('pointsPerMoraleHit'), num(1, 10)),
    moraleModifier,
  };
}
