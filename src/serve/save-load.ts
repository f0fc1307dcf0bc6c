import { existsSync, readFileSync, statSync } from 'node:fs';
import { rulesetWords } from '../engine/families/families.ts';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { loadRuleset } from '../engine/families/load-ruleset.ts';
import { rulesetDir } from '../engine/ruleset/paths.ts';
import { replaceCells } from '../engine/input/replace-cells.ts';
import { parsePath } from '../engine/input/yaml-node.ts';
import { claimOutputFolder } from '../results/claim-folder.ts';
import { MAX_FOLDER_NAME } from '../results/make-dir.ts';
import { writeOutputFiles, writtenOutputs } from '../results/output-marker.ts';
import type { CellEdit } from './edits.ts';
import { patchEdits } from './patch-edits.ts';
import { asBoolean, asObject, asString, badBody } from './read-body.ts';
import type { Workbench, WorkbenchQuestion } from './workbench.ts';

/** The command name warbench serve records its files under (see output-marker). */
export const SERVE = 'serve';

/** A save refused until the user confirms: the file is not one warbench serve wrote. */
export class NeedsConfirmation extends Error {}

export interface SaveAnswer {
  kind: 'patch' | 'folder';
  path: string;
  files: string[];
}

/**
 * Save the edits as a patch file, or the edited ruleset as a folder of its
 * own (a typed-in chart), in the folder warbench serve started in. A file it
 * did not write, or a folder holding other files or a result, is replaced
 * only with `confirm` (the page asks first); the files are written
 * atomically and recorded, so a later save may replace them.
 */
export function save(wb: Workbench, q: WorkbenchQuestion, body: unknown): SaveAnswer {
  const o = asObject(body, 'body');
  const kind = asString(o.kind, 'kind', 10);
  if (kind !== 'patch' && kind !== 'folder')
    throw badBody('kind', `patch or folder, got ${JSON.stringify(kind)}`);
  const path = asString(o.path, 'path', 1000);
  const confirm = asBoolean(o.confirm, 'confirm');
  const abs = wb.paths.writable(path, 'path');
  const shown = relative(wb.paths.root, abs);
  // the edits must read before anything is written
  const edited = wb.edited(q);
  if (kind === 'patch') {
    if (!abs.endsWith('.yaml'))
      throw badBody('path', `a patch file name ending in .yaml, got ${JSON.stringify(path)}`);
    if (existsSync(abs) && statSync(abs).isDirectory())
      throw badBody('path', `a file, but ${shown} is a folder`);
    const dir = dirname(abs);
    const name = basename(abs);
    // written first as .NAME.PID.tmp beside it: that name must fit in the file system's 255 characters too
    if (name.length > MAX_FOLDER_NAME)
      throw badBody(
        'path',
        `a file name of at most ${MAX_FOLDER_NAME} characters, got one of ${name.length}`,
      );
    // the folder itself must be one a file may be written in
    claimOutputFolder(dir, { command: SERVE, what: 'patch', force: true, flag: 'path', file: '(request)' });
    if (existsSync(abs) && writtenOutputs(dir).get(name) !== SERVE && !confirm)
      throw new NeedsConfirmation(
        `path: ${shown} is a file warbench serve did not write (or one changed since); confirm to replace it`,
      );
    writeOutputFiles(dir, SERVE, [[name, wb.patchText(q)]]);
    return { kind, path: shown, files: [name] };
  }
  if (existsSync(abs) && !statSync(abs).isDirectory())
    throw badBody('path', `a folder for the ruleset, but ${shown} is a file`);
  // a folder that cannot be written (its name too long, under a file) is refused whatever is confirmed
  claimOutputFolder(abs, { command: SERVE, what: 'ruleset', force: true, flag: 'path', file: '(request)' });
  if (!confirm) {
    try {
      claimOutputFolder(abs, { command: SERVE, what: 'ruleset', flag: 'path', file: '(request)' });
    } catch (err) {
      throw new NeedsConfirmation(
        `${(err as Error).message.replace(/^\(request\): /, '')}; confirm to write among them`,
      );
    }
  }
  const from = rulesetDir(q.ruleset)!;
  // each file as the designer wrote it, only the edited cells retyped in it (its notation, comments and columns kept)
  const files: Array<[string, string]> = [...edited.source.files.keys()].map((name) => {
    const text = readFileSync(join(from, name), 'utf8');
    const cells = q.edits
      .filter((e) => e.file === name)
      .map((e) => ({ at: parsePath(e.field)!, text: e.value }));
    return [name, cells.length ? replaceCells(text, cells) : text];
  });
  writeOutputFiles(abs, SERVE, files);
  return { kind, path: shown, files: files.map(([n]) => n) };
}

export interface LoadAnswer {
  /** the ruleset to edit: the loaded folder, or the one the patch applies to */
  ruleset: string;
  edits: CellEdit[];
}

/** Load a patch file (its cells become the edits) or a ruleset folder (edited from as it is). */
export function load(wb: Workbench, currentRuleset: string, body: unknown): LoadAnswer {
  const o = asObject(body, 'body');
  const path = asString(o.path, 'path', 1000);
  const inRoot = resolve(wb.paths.root, path);
  const abs = wb.paths.readable(
    path,
    'path',
    existsSync(inRoot) && statSync(inRoot).isFile() ? 'file' : 'folder',
  );
  if (!existsSync(abs))
    throw badBody(
      'path',
      `a patch file or a ruleset folder, got ${JSON.stringify(path)} (no such file or folder)`,
    );
  if (statSync(abs).isDirectory()) {
    if (!rulesetDir(abs))
      throw badBody(
        'path',
        `a patch file or a ruleset folder (holding ruleset.yaml), got ${JSON.stringify(path)}`,
      );
    const r = loadRuleset(abs);
    if (r.family !== 'republic') throw badBody('path', `a Republic ruleset, got ${rulesetWords(r)}`);
    return { ruleset: relative(wb.paths.root, abs) || '.', edits: [] };
  }
  return { ruleset: currentRuleset, edits: patchEdits(currentRuleset, [abs]) };
}
