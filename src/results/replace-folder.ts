import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { syncFolder, writeFileDurable } from './durable-write.ts';
import { makeDir } from './make-dir.ts';
import { MANIFEST } from './result-folder.ts';
import { processAlive } from './process-alive.ts';

/** The sibling folders a swap uses: the new folder being filled, the old one being let go. */
function sibling(abs: string, role: 'new' | 'old', pid = process.pid): string {
  return join(dirname(abs), `.${basename(abs)}.warbench-${role}-${pid}`);
}

/**
 * Put right what a killed swap left beside `dir`: with `dir` gone, the old
 * folder goes back (or, without one, the new folder, which is complete once
 * its manifest is there); leftovers of processes that are gone are removed.
 */
export function recoverFolder(dir: string): void {
  const abs = resolve(dir);
  const parent = dirname(abs);
  if (!existsSync(parent)) return;
  const pattern = new RegExp(
    `^\\.${basename(abs).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.warbench-(new|old)-(\\d+)$`,
  );
  const stale = readdirSync(parent)
    .map((name) => ({ name, m: pattern.exec(name) }))
    .filter((x) => x.m && (Number(x.m[2]) === process.pid || !processAlive(Number(x.m[2]))))
    .map((x) => ({ path: join(parent, x.name), role: x.m![1] }));
  if (!existsSync(abs)) {
    const back =
      stale.find((s) => s.role === 'old') ??
      stale.find((s) => s.role === 'new' && existsSync(join(s.path, MANIFEST)));
    if (back) renameSync(back.path, abs);
  }
  for (const s of stale) rmSync(s.path, { recursive: true, force: true });
}

/** A folder filled beside the one it will replace, not yet swapped in. */
export interface StagedFolder {
  /** where the new folder is being filled (a hidden sibling of `dir`) */
  path: string;
  /** the folder it will replace */
  dir: string;
  /** swap it in: the old folder goes, the new one takes its place */
  commit(): void;
  /**
   * Put it aside without touching `dir`: it becomes `dir` when there is none
   * yet, else the first free `<dir>.partial` folder. Returns where it went.
   */
  park(aside: () => string): string;
}

/**
 * Fill a sibling folder with exactly `files` (the manifest last, so a
 * sibling with a manifest is complete) to take `dir`'s place later: more
 * may be written into it first (a report), and `dir` is left as it was
 * until commit.
 */
export function stageFolder(dir: string, files: ReadonlyArray<[name: string, text: string]>): StagedFolder {
  const abs = resolve(dir);
  makeDir(dirname(abs));
  recoverFolder(abs);
  const fresh = sibling(abs, 'new');
  mkdirSync(fresh);
  try {
    const ordered = [...files.filter(([n]) => n !== MANIFEST), ...files.filter(([n]) => n === MANIFEST)];
    for (const [name, text] of ordered) writeFileDurable(join(fresh, name), text);
    syncFolder(fresh);
  } catch (err) {
    rmSync(fresh, { recursive: true, force: true });
    throw err;
  }
  return {
    path: fresh,
    dir: abs,
    commit() {
      if (!existsSync(abs)) {
        renameSync(fresh, abs);
        return syncFolder(dirname(abs));
      }
      const old = sibling(abs, 'old');
      renameSync(abs, old);
      renameSync(fresh, abs);
      syncFolder(dirname(abs));
      rmSync(old, { recursive: true, force: true });
    },
    park(aside) {
      if (existsSync(abs) && readdirSync(abs).length === 0) rmdirSync(abs);
      const to = existsSync(abs) ? aside() : abs;
      renameSync(fresh, to);
      syncFolder(dirname(abs));
      return to;
    },
  };
}

/**
 * Replace the folder `dir` with one holding exactly `files`, never leaving a
 * mixture: the files are written into a sibling folder, which then takes
 * the old folder's place.
 */
export function replaceFolder(dir: string, files: ReadonlyArray<[name: string, text: string]>): void {
  stageFolder(dir, files).commit();
}
