import fs, { mkdtempSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFilesAtomic } from '../../src/results/atomic-write.ts';
import { replaceFolder } from '../../src/results/replace-folder.ts';

/** What reached the disk and in which order: each fsync by the path it was opened as, each rename. */
const events: string[] = [];
const real = { openSync: fs.openSync, fsyncSync: fs.fsyncSync, renameSync: fs.renameSync };

/**
 * node:fs's functions replaced by ones that note each fsync and rename and
 * call the real one, for the length of a test: set on the module object and
 * passed to every module's named imports (syncBuiltinESMExports), so the
 * sources see them as imported, without a module runner to replace the
 * module. Each test is synchronous: nothing else in this thread writes
 * while they are in place.
 */
beforeEach(() => {
  events.length = 0;
  const paths = new Map<number, string>();
  const name = (p: unknown) => basename(String(p)).replace(/\d+/g, 'N');
  fs.openSync = ((p: fs.PathLike, ...rest: unknown[]) => {
    const fd = (real.openSync as (...a: unknown[]) => number)(p, ...rest);
    paths.set(fd, name(p));
    return fd;
  }) as typeof fs.openSync;
  fs.fsyncSync = (fd: number) => {
    events.push(`fsync ${paths.get(fd)}`);
    return real.fsyncSync(fd);
  };
  fs.renameSync = (a: fs.PathLike, b: fs.PathLike) => {
    events.push(`rename ${name(a)} -> ${name(b)}`);
    return real.renameSync(a, b);
  };
  syncBuiltinESMExports();
});

afterEach(() => {
  Object.assign(fs, real);
  syncBuiltinESMExports();
});

describe('writes the docs call atomic survive a crash', () => {
  it('writeFilesAtomic flushes each file before its rename, and the folder after', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'warbench-durable-')), 'out');
    writeFilesAtomic(dir, [
      ['a.csv', 'x\n'],
      ['b.json', '{}\n'],
    ]);
    expect(events).toEqual([
      'fsync .a.csv.N.tmp',
      'fsync .b.json.N.tmp',
      'rename .a.csv.N.tmp -> a.csv',
      'rename .b.json.N.tmp -> b.json',
      'fsync out',
    ]);
  });

  it('replaceFolder flushes the files and the new folder before the swap, and the parent after it', () => {
    const parent = mkdtempSync(join(tmpdir(), 'warbench-durable-'));
    const dir = join(parent, 'res');
    replaceFolder(dir, [
      ['a.csv', '1\n'],
      ['manifest.json', '{}\n'],
    ]);
    events.length = 0;
    replaceFolder(dir, [
      ['a.csv', '2\n'],
      ['manifest.json', '{}\n'],
    ]);
    const parentName = basename(parent).replace(/\d+/g, 'N');
    expect(events).toEqual([
      'fsync a.csv',
      'fsync manifest.json',
      'fsync .res.warbench-new-N',
      'rename res -> .res.warbench-old-N',
      'rename .res.warbench-new-N -> res',
      `fsync ${parentName}`,
    ]);
  });
});
