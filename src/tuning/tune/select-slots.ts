import type { Ruleset } from '../../engine/families/families.ts';
import { movableSlots, type CellSlot } from '../evaluate/cell-slots.ts';
import { ReloadedRules, tableSlots } from '../evaluate/table-slots.ts';
import type { Brief } from './read-brief.ts';

/**
 * The cells a brief may move: every provisional cell of the Republic
 * tables, or those of the tables its `move:` names (a file, `artillery.yaml`,
 * or a file and table, `artillery.yaml#chart`); a name that matches no
 * movable cell is reported at its line.
 */
export function selectSlots(brief: Brief, ruleset: Ruleset<'republic'>): CellSlot[] {
  const all = [...movableSlots(ruleset.data), ...tableSlots(new ReloadedRules(ruleset))];
  if (!brief.move.length) return all;
  const names = [...new Set(all.flatMap((s) => [s.file, `${s.file}#${s.table}`]))].sort();
  brief.moveNodes.forEach((n, i) => {
    if (!names.includes(brief.move[i]))
      n.fail(`expected a file or file#table with movable cells: ${names.join(', ')}`);
  });
  brief.moveNodes[0]?.problems.throwIfAny();
  return all.filter((s) => brief.move.some((m) => m === s.file || m === `${s.file}#${s.table}`));
}
