import { mkdirSync, mkdtempSync, rmdirSync, statSync, type Stats } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { InputError } from '../engine/input/input-error.ts';

/** The longest name of a folder warbench writes (a file system allows 255 characters, less the names it fills beside it). */
export const MAX_FOLDER_NAME = 200;

/** The nearest path at or above `abs` that exists (under a file, the file). */
function nearestExisting(abs: string): { at: string; stat: Stats } {
  for (let at = abs; ; at = dirname(at)) {
    try {
      return { at, stat: statSync(at) };
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if ((code !== 'ENOENT' && code !== 'ENOTDIR') || dirname(at) === at) throw err;
    }
  }
}

/**
 * Why `dir` cannot be a folder to write in, in words; null when it is one or
 * can be made. A `claimed` folder (an --out) also needs a name short enough
 * for the folders filled beside it. It tries for real (a probe folder, removed at once): being
 * root does not make /proc writable.
 */
export function whyNoFolder(dir: string, claimed = false): string | null {
  const abs = resolve(dir);
  // a claimed folder is filled beside itself (.NAME.warbench-new-PID, NAME.partial-2): those names must fit too
  const name = basename(abs);
  if (claimed && name.length > MAX_FOLDER_NAME)
    return `its name ${JSON.stringify(`${name.slice(0, 40)}…`)} has ${name.length} characters, and a folder warbench writes is named with at most ${MAX_FOLDER_NAME} (it fills one beside it under a longer name first)`;
  let found: ReturnType<typeof nearestExisting>;
  try {
    found = nearestExisting(abs);
  } catch (err) {
    return `${abs} cannot be looked up (${(err as NodeJS.ErrnoException).code})`;
  }
  if (!found.stat.isDirectory()) return `${found.at} is a file, not a folder`;
  try {
    rmdirSync(mkdtempSync(join(found.at, '.warbench-probe-')));
    return null;
  } catch (err) {
    return `${found.at} is a folder where nothing can be written (${(err as NodeJS.ErrnoException).code})`;
  }
}

/**
 * mkdir -p, one level at a time. Node's recursive mkdir loops forever where
 * a parent exists but refuses children (/proc); this fails at once with an
 * InputError naming the folder and the reason.
 */
export function makeDir(dir: string): void {
  const abs = resolve(dir);
  const fail = (why: string) =>
    new InputError({ file: abs, field: '', expected: `a folder to write results in, but ${why}` });
  let found: ReturnType<typeof nearestExisting>;
  try {
    found = nearestExisting(abs);
  } catch (err) {
    throw fail(`it cannot be looked up (${(err as NodeJS.ErrnoException).code})`);
  }
  if (!found.stat.isDirectory()) throw fail(`${found.at} is a file, not a folder`);
  const missing: string[] = [];
  for (let at = abs; at !== found.at; at = dirname(at)) missing.unshift(at);
  for (const at of missing) {
    try {
      mkdirSync(at);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST')
        throw fail(`${at} cannot be made (${(err as NodeJS.ErrnoException).code})`);
    }
  }
}
