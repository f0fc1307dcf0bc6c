/** One thing the audit found: a `problem` breaks a rule the tables must obey; a `note` is worth a look. */
export interface Finding {
  check: string;
  severity: 'problem' | 'note';
  message: string;
  /** the cell it concerns, as file:line: field */
  where?: { file: string; line?: number; field: string };
}

export function cellWhere(cell: { file: string; line?: number; field: string }): Finding['where'] {
  return { file: cell.file, line: cell.line, field: cell.field };
}
