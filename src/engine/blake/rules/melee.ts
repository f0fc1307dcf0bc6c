import type { YamlNode } from '../../input/yaml-node.ts';
import { tableSource, type ProvenanceLedger } from '../../ruleset/provenance.ts';
import { readValued, type Valued } from '../../ruleset/read-cell.ts';
import { readIntCell, readIntCells } from '../../ruleset/named-cells.ts';
import { CLASSES, type BlakeClass } from './fire.ts';

/** Figures lost; ALL destroys the stand (the `all` cell). */
export const ALL = 99;
const TOTALS = [
  'mountedImpactFigures',
  'mountedContinuingFigures',
  'leaderBonus',
  'supportBonus',
  'figurePoints',
  'halvedDivisor',
] as const;
/** What a defender stands behind: INVOLUNTARY WITHDRAWAL FROM MELEE "defending an obstacle or fortification". */
export const DEFENCES = ['none', 'obstacle', 'fortification'] as const;
export type Defence = (typeof DEFENCES)[number];

/** RESOLVING MELEES: figures lost by the difference of the totals. */
export interface MeleeRules {
  maxDiff: number;
  minDiff: number;
  /** by maxDiff - diff (differences beyond the ends use the end rows) */
  defenderLoses: Array<Valued<number>>;
  attackerLoses: Array<Valued<number>>;
  totals: Record<(typeof TOTALS)[number], Valued<number>>;
  /** added to the total by the stand's class (provisional: the text names none) */
  classModifiers: Record<BlakeClass, Valued<number>>;
  /** added to the defender's total behind an obstacle or in a fortification (provisional) */
  defenceModifiers: Record<Exclude<Defence, 'none'>, Valued<number>>;
  leaderFallsOn: Valued<number>;
}

function figures(text: string): number | string {
  if (text === 'all') return ALL;
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 && n <= 20 ? n : 'a number of figures 0-20 or all';
}

export function readMelee(root: YamlNode, ledger: ProvenanceLedger): MeleeRules {
  root.allowKeys(['results', 'totals', 'classModifiers', 'defenceModifiers', 'leaderFallsOn']);
  const res = root.get('results');
  res.allowKeys(['ref', 'source', 'columns', 'rows']);
  const cols = res.get('columns');
  if (JSON.stringify(cols.value()) !== JSON.stringify(['diff', 'defenderLoses', 'attackerLoses']))
    cols.fail('expected [diff, defenderLoses, attackerLoses]');
  const src = tableSource(res);
  const rows = res.get('rows').items();
  const defenderLoses: Array<Valued<number>> = [];
  const attackerLoses: Array<Valued<number>> = [];
  let maxDiff = 0;
  let anchor: number | undefined;
  rows.forEach((row, i) => {
    const items = row.items();
    if (items.length !== 3)
      return row.failLength('expected [diff, defender figures, attacker figures]', 3, ['entry', 'entries']);
    const before = row.problems.list.length;
    const diff = items[0].int(-20, 20);
    // a difference that is no number has its own problem; the first one read sets the others, by its place
    const read = row.problems.list.length === before;
    if (read && anchor === undefined) {
      anchor = i;
      maxDiff = diff + i;
    } else if (read && diff !== maxDiff - i) items[0].fail(`expected ${maxDiff - i} (rows run down by one)`);
    defenderLoses.push(readValued(items[1], src, ledger, figures, 0));
    attackerLoses.push(readValued(items[2], src, ledger, figures, 0));
  });
  return {
    maxDiff,
    minDiff: maxDiff - rows.length + 1,
    defenderLoses,
    attackerLoses,
    // FIGURES ELIGIBLE TO MELEE "Only half [rounded down]": the divisor is 1 or more
    totals: readIntCells(root.get('totals'), TOTALS, ledger, 0, 10, 'provisional', {
      halvedDivisor: [1, 10],
    }),
    classModifiers: readIntCells(root.get('classModifiers'), CLASSES, ledger, -10, 10),
    defenceModifiers: readIntCells(
      root.get('defenceModifiers'),
      ['obstacle', 'fortification'] as const,
      ledger,
      0,
      10,
    ),
    leaderFallsOn: readIntCell(root.get('leaderFallsOn'), root, ledger, 1, 10),
  };
}

/** The row index for a difference (clamped to the table's ends). */
export function meleeRow(m: MeleeRules, diff: number): number {
  return m.maxDiff - Math.max(m.minDiff, Math.min(m.maxDiff, diff));
}
