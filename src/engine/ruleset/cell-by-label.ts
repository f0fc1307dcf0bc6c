import { isScalar, isSeq } from 'yaml';
import { InputError } from '../input/input-error.ts';
import type { YamlFile } from '../input/yaml-file.ts';

/** A table cell addressed by its printed labels: the row (`"+1"`, `P2`) and the column (`PB`, `average`). */
export interface CellLabels {
  row: string;
  column: string;
}

/** Each entry of a list (or each row's first entry) as the file writes it. */
function writtenList(node: unknown): string[] {
  const text = (n: unknown) => (isScalar(n) ? String((n as { source?: string }).source ?? n.value) : '');
  return isSeq(node) ? node.items.map((i) => (isSeq(i) ? text(i.items[0]) : text(i))) : [];
}

/** `+1` and `1` name the same row; other labels match as written. */
function sameLabel(a: unknown, b: string): boolean {
  const x = String(a).trim();
  const y = b.trim();
  if (x === y) return true;
  const nx = Number(x);
  const ny = Number(y);
  return x !== '' && y !== '' && Number.isFinite(nx) && Number.isFinite(ny) && nx === ny;
}

/**
 * The field path of the cell at (row, column) of the table at `at`: a
 * table with `columns:` and `rows:` lists (the first column names the row,
 * as the assault table's `diff`), or a mapping of rows each mapping its
 * columns (the Panic Index's `levels`).
 */
export function cellPathByLabel(
  file: YamlFile,
  at: Array<string | number>,
  labels: CellLabels,
  origin: { file: string; line?: number },
): Array<string | number> {
  const table = file.doc.getIn(at) as { toJSON?: () => unknown } | undefined;
  const value = table && typeof table.toJSON === 'function' ? table.toJSON() : undefined;
  const bad = (field: string, expected: string) => new InputError({ ...origin, field, expected });
  if (
    value &&
    typeof value === 'object' &&
    Array.isArray((value as { rows?: unknown }).rows) &&
    Array.isArray((value as { columns?: unknown }).columns)
  ) {
    // each label as the file writes it (`+1`, not 1)
    const columns = writtenList(file.doc.getIn([...at, 'columns']));
    const rows = writtenList(file.doc.getIn([...at, 'rows']));
    const c = columns.findIndex((name, i) => i > 0 && sameLabel(name, labels.column));
    if (c < 1)
      throw bad(
        'column',
        `one of the table's columns (${columns.slice(1).join(', ')}), got ${JSON.stringify(labels.column)}`,
      );
    const r = rows.findIndex((row) => sameLabel(row, labels.row));
    if (r < 0)
      throw bad('row', `one of the table's rows (${rows.join(', ')}), got ${JSON.stringify(labels.row)}`);
    return [...at, 'rows', r, c];
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const rows = Object.keys(value).filter((k) => typeof (value as Record<string, unknown>)[k] === 'object');
    const row = rows.find((k) => sameLabel(k, labels.row));
    if (!row)
      throw bad('row', `one of the table's rows (${rows.join(', ')}), got ${JSON.stringify(labels.row)}`);
    const cols = Object.keys((value as Record<string, Record<string, unknown>>)[row]);
    const column = cols.find((k) => sameLabel(k, labels.column));
    if (!column)
      throw bad(
        'column',
        `one of the table's columns (${cols.join(', ')}), got ${JSON.stringify(labels.column)}`,
      );
    return [...at, row, column];
  }
  throw bad(
    'table',
    `a table (with columns: and rows:, or rows of columns) to find row ${labels.row}, column ${labels.column} in`,
  );
}
