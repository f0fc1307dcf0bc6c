import { parse } from 'csv-parse/sync';

/**
 * Read CSV text as written by csv-stringify (RFC 4180: comma separated,
 * fields quoted with " when they hold a comma, quote or line break, quotes
 * doubled inside). Returns one record per line, keyed by the header.
 */
export function readCsv(text: string): Array<Record<string, string>> {
  const rows = csvRows(text);
  if (rows.length === 0) return [];
  const header = rows[0];
  return rows.slice(1).map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

/** Split CSV text into rows of fields (csv-parse); a byte-order mark is not data, a trailing line break ends the last row. */
export function csvRows(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
}
