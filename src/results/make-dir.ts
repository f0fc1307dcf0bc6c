import { mkdirSync, mkdtempSync, rmdirSync, statSync, type Stats } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { InputError } from '../engine/input/input-error.ts';

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
 * can be made. It tries for real (a probe folder, removed at once): being
 * root does not make /proc writable.
 */
export function whyNoFolder(dir: string): string | null {
  const abs = resolve(dir);
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
