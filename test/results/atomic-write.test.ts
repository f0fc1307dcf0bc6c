import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFilesAtomic } from '../../src/results/atomic-write.ts';

describe('writeFilesAtomic', () => {
  it('writes every file and leaves no temporary file behind', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'warbench-atomic-')), 'out');
    writeFilesAtomic(dir, [
      ['a.csv', 'x\n'],
      ['b.json', '{}\n'],
    ]);
    writeFilesAtomic(dir, [['a.csv', 'y\n']]);
    expect(readdirSync(dir).sort()).toEqual(['a.csv', 'b.json']);
    expect(readFileSync(join(dir, 'a.csv'), 'utf8')).toBe('y\n');
  });

  it('renames nothing when a file cannot be written, and cleans up its temporaries', () => {
    const dir = mkdtempSync(join(tmpdir(), 'warbench-atomic-'));
    expect(() =>
      writeFilesAtomic(dir, [
        ['a.csv', 'x\n'],
        ['no/such/folder.csv', 'y\n'],
      ]),
    ).toThrow();
    expect(readdirSync(dir)).toEqual([]);
  });
});
