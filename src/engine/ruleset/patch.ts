import { basename } from 'node:path';
import { InputError } from '../input/input-error.ts';
import { Problems } from '../input/problems.ts';
import { parsePath, readText, parseYamlFile, type YamlFile } from '../input/yaml-node.ts';
import { cellPathByLabel, type CellLabels } from './cell-by-label.ts';

/** One cell override: in `file`, at the field path `at`, put `value`. */
export interface PatchEdit {
  file: string;
  at: Array<string | number>;
  value: unknown;
  origin: { file: string; line?: number };
  /** with labels, `at` names the table and the cell is found by its row and column labels */
  labels?: CellLabels;
}

export interface Patch {
  file: string;
  title: string;
  ruleset?: string;
  edits: PatchEdit[];
  text: string;
}

/**
 * A patch file: a small set of cell overrides over a ruleset, so a variant
 * ("what if +6 gave 4P?") is data, not a copy of the tables.
 */
export function loadPatch(path: string): Patch {
  const text = readText(path);
  const problems = new Problems();
  const root = parseYamlFile(text, path).root(problems);
  root.allowKeys(['title', 'ruleset', 'set']);
  const edits: PatchEdit[] = [];
  for (const item of root.get('set').items()) {
    item.allowKeys(['file', 'at', 'row', 'column', 'value']);
    const at = item.get('at');
    const parsed = parsePath(at.string());
    if (!parsed) at.fail('expected a field path like table.rows[3][2], or the table (e.g. table) with row: and column:');
    if (!item.get('value').exists) item.get('value').fail('required; expected the new cell value');
    const byLabel = item.has('row') || item.has('column');
    const labels = byLabel ? { row: String(item.get('row').value() ?? ''), column: item.get('column').string() } : undefined;
    if (byLabel && !item.get('row').exists) item.get('row').fail('required with column:; expected the row label as printed, e.g. "+1"');
    edits.push({ file: item.get('file').string(), at: parsed ?? [], value: item.get('value').value(), origin: { file: path, line: item.line }, ...(labels ? { labels } : {}) });
  }
  problems.throwIfAny();
  return {
    file: path,
    title: root.get('title').optString(basename(path)),
    ruleset: root.has('ruleset') ? root.get('ruleset').string() : undefined,
    edits,
    text,
  };
}

/** Apply a patch's edits to the ruleset's parsed files, in order. */
export function applyPatch(files: Map<string, YamlFile>, patch: Patch, rulesetId: string): void {
  if (patch.ruleset && patch.ruleset !== rulesetId) {
    throw new InputError({ file: patch.file, field: 'ruleset', expected: `a patch for ${rulesetId}, got ${patch.ruleset}` });
  }
  for (const edit of patch.edits) {
    const target = files.get(edit.file);
    if (!target) {
      throw new InputError({ ...edit.origin, field: 'file', expected: `one of the ruleset's files (${[...files.keys()].join(', ')}), got ${edit.file}` });
    }
    const at = edit.labels ? cellPathByLabel(target, edit.at, edit.labels, edit.origin) : edit.at;
    if (!target.has(at)) {
      throw new InputError({ ...edit.origin, field: 'at', expected: `a field that exists in ${edit.file}` });
    }
    target.set(at, edit.value, edit.origin);
  }
}
