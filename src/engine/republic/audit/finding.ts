/** One thing the audit found: a `problem` breaks a rule the tables must obey; a `note` is worth a look. */
export interface Finding {
  check: string;
  severity: 'problem' | 'note';
  message: string;
  /** the cell it concerns, as file:line: field */
  where?: { file: string; line?: number; field: string };
  /** the other cell of a pair that breaks a rule together (`where` is one of the two) */
  pair?: { file: string; line?: number; field: string };
}

/** Where a cell is written: a patched cell at its patch's line (naming the table field it replaces). */
export function cellWhere(cell: {
  file: string;
  line?: number;
  field: string;
  source?: string;
  ref?: string;
}): Finding['where'] {
  const patch = cell.source === 'patch' && cell.ref ? /^(.*?)(?::(\d+))?$/.exec(cell.ref) : null;
  if (patch)
    return {
      file: patch[1],
      line: patch[2] ? Number(patch[2]) : undefined,
      field: `${cell.file}: ${cell.field}`,
    };
  return { file: cell.file, line: cell.line, field: cell.field };
}
