import { resolve, sep } from 'node:path';
import { InputError } from '../engine/input/input-error.ts';
import { whyNoFolder } from './make-dir.ts';
import { folderState, identityLabel, sameIdentity, type FolderState, type ResultIdentity } from './result-folder.ts';
import { recoverFolder } from './replace-folder.ts';

/** A folder a result may be written to, as found before any work. */
export interface ClaimedFolder {
  dir: string;
  state: FolderState;
  /** write the files beside others (or in the working folder), not by replacing the folder */
  inPlace: boolean;
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
export function claimFolder(dir: string, identity: ResultIdentity, options: { force?: boolean; flag: string }): ClaimedFolder {
  const bad = (expected: string) => new InputError({ file: '(command line)', field: options.flag, expected });
  if (dir.trim() === '') throw bad('a folder name, got an empty one');
  const abs = resolve(dir);
  const noFolder = whyNoFolder(abs);
  if (noFolder) throw bad(`a folder to write the results in, but ${noFolder}`);
  recoverFolder(abs);
  const state = folderState(abs);
  if (!options.force && state.kind === 'result' && !sameIdentity(state.identity, identity)) {
    throw bad(`a folder for the results of ${identityLabel(identity)}, but ${abs} holds the results of ${identityLabel(state.identity)}; give another folder, or --force to replace them`);
  }
  if (!options.force && state.kind === 'foreign') {
    const names = state.names.slice(0, 5).join(', ') + (state.names.length > 5 ? `, … (${state.names.length} in all)` : '');
    throw bad(`a new or empty folder, or one warbench wrote, but ${abs} holds files warbench did not write (${names}); give another folder, or --force to write among them`);
  }
  return { dir: abs, state, inPlace: state.kind === 'foreign' || holdsWorkingFolder(abs) };
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
