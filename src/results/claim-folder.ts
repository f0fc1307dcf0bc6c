import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { InputError } from '../engine/input/input-error.ts';
import { whyNoFolder } from './make-dir.ts';
import {
  folderState,
  identityLabel,
  MANIFEST,
  sameIdentity,
  type FolderState,
  type ResultIdentity,
} from './result-folder.ts';
import { recoverFolder } from './replace-folder.ts';
import { foreignCollectionFiles } from './collection-files.ts';

/** A folder a result may be written to, as found before any work. */
export interface ClaimedFolder {
  dir: string;
  state: FolderState;
  /** write the files beside others (or in the working folder), not by replacing the folder */
  inPlace: boolean;
}

/** At most five names, then how many in all. */
function someOf(names: readonly string[]): string {
  return names.slice(0, 5).join(', ') + (names.length > 5 ? `, … (${names.length} in all)` : '');
}

/** What a folder holds besides a result: a user's files, and other warbench commands' output. */
function holds(state: { names: string[]; outputs: Map<string, string> }, outputsToo = true): string {
  const said: string[] = [];
  if (state.names.length) said.push(`files warbench did not write (${someOf(state.names)})`);
  const byCommand = new Map<string, string[]>();
  for (const [name, command] of state.outputs)
    byCommand.set(command, [...(byCommand.get(command) ?? []), name]);
  if (outputsToo)
    for (const [command, names] of byCommand)
      said.push(`the output of warbench ${command} (${someOf(names)})`);
  return said.join(' and ');
}

function holdsWorkingFolder(abs: string): boolean {
  const cwd = process.cwd();
  return cwd === abs || cwd.startsWith(abs.endsWith(sep) ? abs : abs + sep);
}

/**
 * Check a folder before a result is written to it. A folder belongs to the
 * experiment whose manifest it holds: a rerun of that experiment replaces
 * it; another experiment's results, or files warbench did not write, are
 * kept unless `force` (then warbench's files are written among them).
 */
export function claimFolder(
  dir: string,
  identity: ResultIdentity,
  options: { force?: boolean; flag: string },
): ClaimedFolder {
  const bad = (expected: string) => new InputError({ file: '(command line)', field: options.flag, expected });
  if (dir.trim() === '') throw bad('a folder name, got an empty one');
  const abs = resolve(dir);
  const noFolder = whyNoFolder(abs, true);
  if (noFolder) throw bad(`a folder to write the results in, but ${noFolder}`);
  recoverFolder(abs);
  const state = folderState(abs);
  if (!options.force && state.kind === 'result' && !sameIdentity(state.identity, identity)) {
    throw bad(
      `a folder for the results of ${identityLabel(identity)}, but ${abs} holds the results of ${identityLabel(state.identity)}; give another folder, or --force to replace them`,
    );
  }
  if (!options.force && state.kind === 'foreign') {
    throw bad(
      `a new or empty folder, or one warbench wrote, but ${abs} holds ${holds(state)}; give another folder, or --force to write among them`,
    );
  }
  return { dir: abs, state, inPlace: state.kind === 'foreign' || holdsWorkingFolder(abs) };
}

/**
 * Check the folder that holds one result folder per experiment (a run of
 * several files, a study): it may hold result folders and an index page,
 * but is not itself a result folder, unless `force`. Returns its absolute path.
 */
export function claimCollectionFolder(dir: string, options: { force?: boolean; flag: string }): string {
  const bad = (expected: string) => new InputError({ file: '(command line)', field: options.flag, expected });
  if (dir.trim() === '') throw bad('a folder name, got an empty one');
  const abs = resolve(dir);
  const noFolder = whyNoFolder(abs, true);
  if (noFolder) throw bad(`a folder to hold the result folders in, but ${noFolder}`);
  const state = folderState(abs);
  if (!options.force && (state.kind === 'result' || existsSync(join(abs, MANIFEST)))) {
    const whose =
      state.kind === 'result' ? `the results of ${identityLabel(state.identity)}` : `a result (${MANIFEST})`;
    throw bad(
      `a folder to hold one result folder per experiment, but ${abs} holds ${whose} itself; give another folder, or --force to write among them`,
    );
  }
  // the index page and the audit are written there: never over a user's own file of that name
  const foreign = foreignCollectionFiles(abs);
  if (!options.force && foreign.length)
    throw bad(
      `a folder to hold one result folder per experiment, but ${abs} holds files warbench did not write (${foreign.join(', ')}) where it writes its index and audit; give another folder, or --force to write over them`,
    );
  return abs;
}

/**
 * Where an interrupted run writes when its folder already holds a result:
 * `<dir>.partial`, or `<dir>.partial-2`, ... — the first that is new or empty.
 */
export function partialFolder(dir: string): string {
  for (let n = 1; ; n++) {
    const candidate = `${dir}.partial${n === 1 ? '' : `-${n}`}`;
    recoverFolder(candidate);
    const kind = folderState(candidate).kind;
    if (kind === 'absent' || kind === 'empty') return candidate;
  }
}

/**
 * The same check for a command that writes a few files of its own into a
 * folder (compare, sensitivity, table, tune): a new or empty folder, or one
 * holding only files warbench commands wrote outside a result (as their
 * marker records them, unchanged since) is written in; a result folder, or
 * one holding a user's files (or a warbench file a user has since edited),
 * is refused unless `force` (then the command's files are written among
 * them, replacing any of the same name). Returns the folder's absolute path.
 */
export function claimOutputFolder(
  dir: string,
  options: { command: string; what: string; force?: boolean; flag?: string; file?: string },
): string {
  const flag = options.flag ?? '--out';
  const bad = (expected: string) =>
    new InputError({ file: options.file ?? '(command line)', field: flag, expected });
  if (dir.trim() === '') throw bad('a folder name, got an empty one');
  const abs = resolve(dir);
  const noFolder = whyNoFolder(abs, true);
  if (noFolder) throw bad(`a folder to write the ${options.what} in, but ${noFolder}`);
  if (options.force) return abs;
  const orForce = options.force === undefined ? '' : `, or --force to write among them`;
  const state = folderState(abs);
  if (state.kind === 'result' || existsSync(join(abs, MANIFEST))) {
    const whose =
      state.kind === 'result' ? `the results of ${identityLabel(state.identity)}` : `a result (${MANIFEST})`;
    throw bad(
      `a folder to write the ${options.what} in, but ${abs} holds ${whose} (a result folder is its experiment's); give another folder${orForce}`,
    );
  }
  if (state.kind === 'foreign' && state.names.length > 0)
    throw bad(
      `a folder to write the ${options.what} in, but ${abs} holds ${holds(state, false)}; give a new folder, or one warbench ${options.command} wrote${orForce}`,
    );
  return abs;
}
