import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError, type Problem } from '../engine/input/input-error.ts';
import { parsePath } from '../engine/input/yaml-node.ts';
import { asObject, asString, badBody } from './read-body.ts';

/** One cell typed in on the page: in a ruleset file, at a field path, the new text in the rulebook's notation. */
export interface CellEdit {
  file: string;
  field: string;
  value: string;
}

/** Where a cell sits in the printed table, for the patch's comment. */
export interface CellPlace {
  table: string;
  row: string;
  column: string;
  /** the cell's text before any edit */
  text: string;
  /** its text and source, for "was ..." */
  was: string;
}

/** The name the edits go by in messages: the patch the page would save. */
export const EDITS_NAME = 'workbench edits';

export function readEdits(v: unknown): CellEdit[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw badBody('edits', 'a list of {file, field, value}');
  if (v.length > 2000) throw badBody('edits', `at most 2000 cells, got ${v.length}`);
  return v.map((x, i) => {
    const o = asObject(x, `edits[${i}]`);
    const file = asString(o.file, `edits[${i}].file`, 200);
    if (!/^[a-z0-9-]+\.yaml$/.test(file))
      throw badBody(`edits[${i}].file`, `a ruleset file name like assault.yaml, got ${JSON.stringify(file)}`);
    const field = asString(o.field, `edits[${i}].field`, 200);
    if (!parsePath(field))
      throw badBody(`edits[${i}].field`, `a field path like table.rows[13][2], got ${JSON.stringify(field)}`);
    return { file, field, value: asString(o.value, `edits[${i}].value`, 200) };
  });
}

const quote = (s: string) => JSON.stringify(s);

/**
 * The edits as a patch file, one line a cell (line 5 + i holds edit i), each
 * with a comment naming the cell as printed and what it was: what the page
 * saves, and what every answer is computed from.
 */
export function patchText(
  rulesetId: string,
  edits: readonly CellEdit[],
  places: ReadonlyMap<string, CellPlace>,
): string {
  const lines = [
    `# Written by warbench serve: ${edits.length} cell${edits.length === 1 ? '' : 's'} edited in the workbench.`,
    '# Each line names its cell by field path; the comment gives the row and column as printed.',
    `title: ${quote(`${edits.length} cell${edits.length === 1 ? '' : 's'} edited in the workbench`)}`,
    `ruleset: ${rulesetId}`,
    edits.length ? 'set:' : 'set: []',
  ];
  for (const e of edits) {
    const p = places.get(placeKey(e.file, e.field));
    const note = p ? `  # ${p.table}, row ${p.row || '(one row)'}, column ${p.column}; was ${p.was}` : '';
    lines.push(`  - {file: ${e.file}, at: ${quote(e.field)}, value: ${quote(e.value)}}${note}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The first line of the patch text holding an edit. */
const FIRST_EDIT_LINE = 6;

export function placeKey(file: string, field: string): string {
  return `${file}#${field}`;
}

/** The patch text in the server's own folder (named by its content), for the readers that take a patch file. */
export function patchFile(dir: string, text: string): string {
  const path = join(dir, `edits-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.yaml`);
  if (!existsSync(path)) writeFileSync(path, text);
  return path;
}

/** A problem in the edits, on the cell it concerns. */
export interface CellProblem {
  file: string;
  field: string;
  message: string;
}

/**
 * A message about the edits' patch file, as the page shows it: the server's
 * file renamed to the edits; problems on an edit's line go to its cell.
 */
export function editProblems(
  err: InputError,
  path: string,
  edits: readonly CellEdit[],
): { message: string; cells: CellProblem[] } {
  const rename = (s: string) => s.split(path).join(EDITS_NAME);
  const cells: CellProblem[] = [];
  const lines = err.problems.map((p: Problem) => {
    const message = rename(
      `${p.line === undefined ? p.file : `${p.file}:${p.line}`}: ${p.field ? `${p.field}: ` : ''}${p.expected}`,
    );
    const edit = p.file === path && p.line !== undefined ? edits[p.line - FIRST_EDIT_LINE] : undefined;
    if (edit) cells.push({ file: edit.file, field: edit.field, message });
    return message;
  });
  return { message: lines.join('\n'), cells };
}
