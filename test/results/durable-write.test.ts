import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** What reached the disk and in which order: each fsync by the path it was opened as, each rename. */
const events: string[] = [];
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const paths = new Map<number, string>();
  const name = (p: unknown) => basename(String(p)).replace(/\d+/g, 'N');
  return {
    ...fs,
    openSync: (p: string, ...rest: unknown[]) => {
      const fd = (fs.openSync as (...a: unknown[]) => number)(p, ...rest);
      paths.set(fd, name(p));
      return fd;
    },
    fsyncSync: (fd: number) => {
      events.push(`fsync ${paths.get(fd)}`);
      return fs.fsyncSync(fd);
    },
    renameSync: (a: string, b: string) => {
      events.push(`rename ${name(a)} -> ${name(b)}`);
      return fs.renameSync(a, b);
    },
  };
});

const { writeFilesAtomic } = await import('../../src/results/atomic-write.ts');
const { replaceFolder } = await import('../../src/results/replace-folder.ts');

beforeEach(() => {
  events.length = 0;
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
