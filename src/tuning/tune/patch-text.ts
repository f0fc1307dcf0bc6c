import type { CellSlot } from '../evaluate/cell-slots.ts';

export interface CellChange {
  slot: CellSlot;
  to: string;
  /** the targets whose situations read the cell */
  readBy: string[];
}

/** A changed cell as tune's report lists it: where it is, what it was and what it becomes. */
export function changeRow(c: CellChange): {
  cell: string;
  file: string;
  line?: number;
  from: string;
  source: string;
  to: string;
} {
  const was = c.slot.original.cell;
  return {
    cell: c.slot.name,
    file: c.slot.file,
    line: was.line,
    from: was.text,
    source: was.source,
    to: c.to,
  };
}

const quote = (s: string) => JSON.stringify(s);

/** The tuned cells as a patch file: one line per changed cell, each with a comment saying what it was. */
export function patchText(
  title: string,
  rulesetId: string,
  source: string,
  changes: readonly CellChange[],
): string {
  const lines = [
    `# Written by warbench tune from ${source}: ${changes.length} cell${changes.length === 1 ? '' : 's'} changed,`,
    '# each line addressed by its row and column labels as printed, or by its field path (at:).',
    `title: ${quote(title)}`,
    `ruleset: ${rulesetId}`,
    changes.length ? 'set:' : 'set: []',
  ];
  for (const c of changes) {
    const s = c.slot;
    const was = `${s.original.cell.text} (${s.original.cell.source}${s.original.cell.line ? `, ${s.file}:${s.original.cell.line}` : ''})`;
    const where = s.field
      ? `at: ${quote(s.field)}`
      : `table: ${s.table}, row: ${quote(s.row)}, column: ${s.column}`;
    const value = typeof s.ladder[0].value === 'number' ? c.to : quote(c.to);
    lines.push(
      `  - {file: ${s.file}, ${where}, value: ${value}}  # ${s.name} was ${was}; read by ${c.readBy.join(', ')}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
