import { basename } from 'node:path';
import { parsePath } from '../../engine/input/yaml-node.ts';
import type { Cell } from '../../engine/ruleset/provenance.ts';
import type { RulesetSource } from '../../engine/ruleset/ruleset-source.ts';

/** One table of a ruleset file in its printed layout: rows by columns of cells. */
export interface Grid {
  /** the table's field in the file (`table`, `levels`) */
  table: string;
  rows: string[];
  columns: string[];
  /** cells[row][column], undefined where the table has none */
  cells: Array<Array<Cell | undefined>>;
}

/** Where a cell sits: its table, row and column labels, from its field path. */
function place(
  source: RulesetSource,
  name: string,
  field: string,
): { table: string; row: string; column: string } | undefined {
  const path = parsePath(field);
  if (!path) return undefined;
  const n = path.length;
  // `table.rows[r][c]`: the row is labelled by its first item, the column by `columns`
  if (
    n >= 3 &&
    typeof path[n - 1] === 'number' &&
    typeof path[n - 2] === 'number' &&
    path[n - 3] === 'rows'
  ) {
    const at = path.slice(0, n - 3);
    const file = source.files.get(name)!;
    const label = file.doc.getIn([...at, 'rows', path[n - 2], 0]);
    // a difference row prints signed, as on the chart (+1, 0, -1)
    return {
      table: at.join('.'),
      row: typeof label === 'number' && label > 0 ? `+${label}` : String(label),
      column: String(file.doc.getIn([...at, 'columns', path[n - 1]])),
    };
  }
  // `outnumbered.steps[1].ratio`: a list of steps, one row a step (numbered from 1, as printed), one column a field
  if (
    n >= 3 &&
    typeof path[n - 2] === 'number' &&
    typeof path[n - 1] === 'string' &&
    path.filter((p) => typeof p === 'number').length === 1
  ) {
    return {
      table: path.slice(0, n - 2).join('.'),
      row: String((path[n - 2] as number) + 1),
      column: String(path[n - 1]),
    };
  }
  if (path.some((p) => typeof p === 'number')) return undefined;
  // `levels.P2.average`: rows of columns; `pass.crack`: one row
  if (n >= 3)
    return { table: path.slice(0, n - 2).join('.'), row: String(path[n - 2]), column: String(path[n - 1]) };
  if (n === 2) return { table: String(path[0]), row: '', column: String(path[1]) };
  return undefined;
}

/**
 * The tables of one ruleset file, each in the rulebook's layout, from the
 * cells the ruleset read (so every cell keeps its provenance). Cells that
 * sit in no table (lists of steps) are returned apart.
 */
export function rulesetGrids(
  source: RulesetSource,
  cells: readonly Cell[],
  name: string,
): { grids: Grid[]; loose: Cell[] } {
  const grids = new Map<string, Grid>();
  const loose: Cell[] = [];
  for (const cell of cells) {
    if (basename(cell.file) !== name) continue;
    const at = place(source, name, cell.field);
    if (!at) {
      loose.push(cell);
      continue;
    }
    let g = grids.get(at.table);
    if (!g) grids.set(at.table, (g = { table: at.table, rows: [], columns: [], cells: [] }));
    if (!g.rows.includes(at.row)) {
      g.rows.push(at.row);
      g.cells.push([]);
    }
    if (!g.columns.includes(at.column)) g.columns.push(at.column);
    g.cells[g.rows.indexOf(at.row)][g.columns.indexOf(at.column)] = cell;
  }
  return { grids: [...grids.values()], loose };
}

/** A grid wider than this many columns and no taller than WIDE_ROWS prints turned, one column a row, so it fits a page's width. */
const WIDE_COLUMNS = 8;
const WIDE_ROWS = 3;

/** The grid as printed: a wide, short one (the modifiers: one row of many) turned, so it fits a page or a terminal. */
export function printedGrid(g: Grid): Grid & { turned: boolean } {
  if (!(g.columns.length > WIDE_COLUMNS && g.rows.length <= WIDE_ROWS)) return { ...g, turned: false };
  return {
    table: g.table,
    rows: g.columns,
    columns: g.rows,
    cells: g.columns.map((_, c) => g.rows.map((_, r) => g.cells[r][c])),
    turned: true,
  };
}
