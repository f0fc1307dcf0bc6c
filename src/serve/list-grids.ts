import { parsePath } from '../engine/input/yaml-node.ts';
import type { Cell } from '../engine/ruleset/provenance.ts';
import type { RulesetSource } from '../engine/ruleset/ruleset-source.ts';
import type { Grid } from '../tuning/reach/ruleset-grid.ts';

/** Where a cell of a list sits in a printed table: its table, row and column. */
function place(
  source: RulesetSource,
  file: string,
  field: string,
): { table: string; row: string; column: string } {
  // `chart.heavyRifle[3]`: a row of cells, one a column (labelled by the table's `columns`, else by position)
  let m = /^(.+)\.([^.[\]]+)\[(\d+)\]$/.exec(field);
  if (m) {
    const label = source.files.get(file)?.doc.getIn([...(parsePath(m[1]) ?? []), 'columns', Number(m[3])]);
    return {
      table: m[1],
      row: m[2],
      column: label === undefined || typeof label === 'object' ? String(Number(m[3]) + 1) : String(label),
    };
  }
  // `outnumbered.steps[2].ratio`: a list of steps, one a row
  m = /^(.+)\[(\d+)\]\.([^.[\]]+)$/.exec(field);
  if (m) return { table: m[1], row: String(Number(m[2]) + 1), column: m[3] };
  return { table: 'other cells', row: field, column: 'value' };
}

/**
 * The cells of a ruleset file that sit in no table of the file's own shape
 * (rows written as lists: the artillery chart's battery rows, the rally
 * table's grade lines, the steps of a ladder) laid out as the printed chart
 * lays them: a list a row, an entry a column.
 */
export function listGrids(source: RulesetSource, file: string, loose: readonly Cell[]): Grid[] {
  const placed = loose.map((cell) => ({ cell, ...place(source, file, cell.field) }));
  const unique = (xs: string[]) => [...new Set(xs)];
  return unique(placed.map((p) => p.table)).map((table) => {
    const own = placed.filter((p) => p.table === table);
    const rows = unique(own.map((p) => p.row));
    const columns = unique(own.map((p) => p.column));
    return {
      table,
      rows,
      columns,
      cells: rows.map((r) => columns.map((c) => own.find((p) => p.row === r && p.column === c)?.cell)),
    };
  });
}
