import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeDir } from './make-dir.ts';

/**
 * Write files into a folder so that none is ever seen half-written: each is
 * written under a temporary name in the same folder, then all are renamed.
 */
export function writeFilesAtomic(dir: string, files: ReadonlyArray<[name: string, text: string | Uint8Array]>): void {
  makeDir(dir);
  const temps: Array<[string, string]> = [];
  try {
    for (const [name, text] of files) {
      const temp = join(dir, `.${name}.${process.pid}.tmp`);
      writeFileSync(temp, text);
      temps.push([temp, join(dir, name)]);
    }
  } catch (err) {
    for (const [temp] of temps) rmSync(temp, { force: true });
    throw err;
  }
  for (const [temp, final] of temps) renameSync(temp, final);
}
