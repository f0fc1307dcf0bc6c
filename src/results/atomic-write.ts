import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { syncFolder, writeFileDurable } from './durable-write.ts';
import { makeDir } from './make-dir.ts';

/**
 * Write files into a folder so that none is ever seen half-written: each is
 * written under a temporary name in the same folder and flushed to the
 * disk, then all are renamed and the folder flushed: after a crash each file
 * is the old one or the new one, whole.
 */
export function writeFilesAtomic(
  dir: string,
  files: ReadonlyArray<[name: string, text: string | Uint8Array]>,
): void {
  makeDir(dir);
  const temps: Array<[string, string]> = [];
  try {
    for (const [name, text] of files) {
      const temp = join(dir, `.${name}.${process.pid}.tmp`);
      writeFileDurable(temp, text);
      temps.push([temp, join(dir, name)]);
    }
  } catch (err) {
    for (const [temp] of temps) rmSync(temp, { force: true });
    throw err;
  }
  for (const [temp, final] of temps) renameSync(temp, final);
  syncFolder(dir);
}
