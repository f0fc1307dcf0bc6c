import { basename } from 'node:path';
import { didYouMean } from '../input/did-you-mean.ts';
import { InputError, type Problem } from '../input/input-error.ts';
import { Problems } from '../input/problems.ts';
import { formatPath, parsePath, readText, type YamlNode } from '../input/yaml-node.ts';
import { parseYamlFile } from '../input/parse-yaml.ts';
import { type YamlFile } from '../input/yaml-file.ts';
import { cellPathByLabel, type CellLabels } from './cell-by-label.ts';

/** One cell override: in `file`, at the field path `at`, put `value`. */
export interface PatchEdit {
  file: string;
  at: Array<string | number>;
  /** the cell as the printed table names it, resolved to `at` when the patch is applied */
  address?: TableAddress;
  value: unknown;
  /** the patch file and the line of the new value (problems with the value point there) */
  origin: { file: string; line?: number };
  /** the line of each field of the edit, so a problem points at its own line */
  lines?: Partial<Record<'file' | 'at' | 'table' | 'row' | 'column', number>>;
}

export interface Patch {
  file: string;
  title: string;
  ruleset?: string;
  edits: PatchEdit[];
  text: string;
  /** what is wrong in the patch file itself: reported with what applying its other edits finds, one run listing them all */
  problems?: Problem[];
}

/** A cell named the way the printed table names it: its table, the row's first entry and the column's name. */
export interface TableAddress extends CellLabels {
  table: Array<string | number>;
}

/**
 * A patch file: a small set of cell overrides over a ruleset, so a variant
 * ("what if +6 gave 4P?") is data, not a copy of the tables. A cell is named
 * by a field path (`at: table.rows[13][2]`, list positions from 0) or as the
 * printed table names it (`table: table`, `row: +1`, `column: PB`). Every
 * problem in the file is reported at once: those of the file itself travel
 * with the patch (an edit with a problem of its own left out), and applying
 * it reports them together with what its other edits find.
 */
export function loadPatch(path: string): Patch {
  return patchFromText(readText(path), path, true);
}

/**
 * A patch from its text, named `path` in messages (a patch about to be
 * written there, say). Its problems are thrown, or with `defer` carried in
 * `problems` for `applyPatch` to report beside the rest.
 */
export function patchFromText(text: string, path: string, defer = false): Patch {
  const problems = new Problems();
  const root = parseYamlFile(text, path).root(problems);
  root.allowKeys(['title', 'ruleset', 'set']);
  const edits: PatchEdit[] = [];
  for (const item of root.get('set').items()) {
    const before = problems.list.length;
    item.allowKeys(['file', 'at', 'table', 'row', 'column', 'value']);
    let at: Array<string | number> = [];
    let address: TableAddress | undefined;
    if (item.get('table').exists || item.get('row').exists || item.get('column').exists) {
      if (item.get('at').exists)
        item.get('at').failAt('expected either at or table, row and column, not both');
      const table = parsePath(item.get('table').string());
      if (!table)
        item
          .get('table')
          .fail(
            'expected the path of a table with columns and rows, like table, or of rows of columns, like levels',
          );
      address = {
        table: table ?? [],
        row: scalarKey(item.get('row'), "the row's first entry as printed, like +1"),
        column: scalarKey(item.get('column'), 'a column name, like PB'),
      };
    } else {
      const node = item.get('at');
      const parsed = parsePath(node.string());
      if (!parsed)
        node.fail(
          'expected a field path like table.rows[3][2] (list positions from 0), or table, row and column',
        );
      at = parsed ?? [];
    }
    if (!item.get('value').exists) item.get('value').fail('required; expected the new cell value');
    const lines = Object.fromEntries(
      (['file', 'at', 'table', 'row', 'column'] as const)
        .filter((k) => item.has(k))
        .map((k) => [k, item.get(k).line]),
    );
    const value = item.get('value');
    const edit: PatchEdit = {
      file: item.get('file').string(),
      at,
      ...(address ? { address } : {}),
      value: value.plainValue(),
      origin: { file: path, line: value.exists ? value.line : item.line },
      lines,
    };
    if (problems.list.length === before) edits.push(edit);
  }
  // read before the check: a title or ruleset of the wrong kind is a problem of the file too
  const title = root.get('title').optString(basename(path));
  const ruleset = root.get('ruleset').exists ? root.get('ruleset').string() : undefined;
  if (!defer) problems.throwIfAny();
  return { file: path, title, ruleset, edits, text, ...(problems.any ? { problems: problems.list } : {}) };
}

/** A row or column named by one plain value, as the file writes it. */
function scalarKey(node: YamlNode, what: string): string {
  const v = node.value();
  if (!node.exists) node.failAt(`required; expected ${what}`);
  else if (v === null || typeof v === 'object') node.fail(`expected ${what}`);
  else return node.written();
  return '';
}

/** `inner` is `outer` or a field inside it. */
function within(outer: ReadonlyArray<string | number>, inner: ReadonlyArray<string | number>): boolean {
  return outer.length <= inner.length && outer.every((p, i) => p === inner[i]);
}

/**
 * Apply a patch's edits to the ruleset's parsed files, in order. Edits that
 * cannot apply go to `problems`, the others apply, so the ruleset's reading
 * then adds what is wrong with the new values: one run reports them all.
 */
export function applyPatch(
  files: Map<string, YamlFile>,
  patch: Patch,
  rulesetId: string,
  problems: Problems,
): void {
  if (patch.ruleset && patch.ruleset !== rulesetId) {
    throw new InputError({
      file: patch.file,
      field: 'ruleset',
      expected: `a patch for ${rulesetId}, got ${patch.ruleset}`,
    });
  }
  for (const p of patch.problems ?? []) problems.add(p);
  // a cell named twice in one file, or a field and a cell inside it, is a slip (the later value would silently win): each cell once
  const named: Array<{ file: string; at: Array<string | number>; line: number | undefined }> = [];
  // ruleset.yaml (id, title, switches) is read before any patch: an edit there would change nothing
  const names = [...files.keys()].filter((n) => n !== 'ruleset.yaml');
  for (const edit of patch.edits) {
    const target = edit.file === 'ruleset.yaml' ? undefined : files.get(edit.file);
    if (!target) {
      problems.add({
        ...edit.origin,
        line: edit.lines?.file ?? edit.origin.line,
        field: 'file',
        expected:
          edit.file === 'ruleset.yaml'
            ? `a file of tables (${names.join(', ')}), got ruleset.yaml: it names the ruleset and its switches, which a patch does not change (set a switch with --switch NAME=VALUE or an experiment's switches:)`
            : `one of the ruleset's files (${names.join(', ')}), got ${edit.file}${didYouMean(edit.file, names)}`,
      });
      continue;
    }
    let at = edit.at;
    if (edit.address) {
      try {
        at = cellPathByLabel(target, edit.address.table, edit.address, edit.origin);
      } catch (err) {
        if (!(err instanceof InputError)) throw err;
        for (const p of err.problems)
          problems.add({ ...p, line: edit.lines?.[p.field as 'table' | 'row' | 'column'] ?? p.line });
        continue;
      }
    }
    if (!target.has(at)) {
      problems.add({
        ...edit.origin,
        line: edit.lines?.at ?? edit.origin.line,
        field: 'at',
        expected: `a field that exists in ${edit.file} (list positions count from 0; or name the cell by table, row and column)`,
      });
      continue;
    }
    const line = edit.lines?.at ?? edit.lines?.table ?? edit.origin.line;
    const before = named.find((n) => n.file === edit.file && (within(n.at, at) || within(at, n.at)));
    if (before) {
      const same = before.at.length === at.length;
      const [outer, inner] = before.at.length < at.length ? [before.at, at] : [at, before.at];
      problems.add({
        ...edit.origin,
        line,
        field: edit.address ? 'table' : 'at',
        expected: same
          ? `each cell once: ${formatPath(at)} in ${edit.file} is already set at line ${before.line ?? '?'} (and again at line ${line ?? '?'}); keep the one you mean`
          : `each cell once: ${formatPath(outer)} in ${edit.file} holds ${formatPath(inner)}, one set at line ${before.line ?? '?'} and the other at line ${line ?? '?'}; keep the one you mean`,
      });
      continue;
    }
    named.push({ file: edit.file, at, line });
    try {
      target.set(at, edit.value, edit.origin);
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
      for (const p of err.problems) problems.add(p);
    }
  }
}
