import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recoverFolder, replaceFolder } from '../../src/results/replace-folder.ts';
import { tempFiles } from '../experiment/temp-files.ts';

/** A pid no process has (above the kernel's pid_max default). */
const GONE = 4_194_999;

describe('replaceFolder: a folder is replaced whole', () => {
  it('swaps in the new files and leaves nothing beside', () => {
    const root = tempFiles({});
    const dir = join(root, 'r');
    replaceFolder(dir, [
      ['a.csv', '1\n'],
      ['manifest.json', '{}\n'],
    ]);
    replaceFolder(dir, [
      ['b.csv', '2\n'],
      ['manifest.json', '{"n":2}\n'],
    ]);
    expect(readdirSync(dir).sort()).toEqual(['b.csv', 'manifest.json']);
    expect(readdirSync(root)).toEqual(['r']);
  });

  it('after a kill between the two renames, puts the old folder back', () => {
    const root = tempFiles({});
    const dir = join(root, 'r');
    replaceFolder(dir, [
      ['a.csv', 'old\n'],
      ['manifest.json', '{}\n'],
    ]);
    // as a process killed after moving the old folder aside, before moving the new one in
    const fresh = join(root, `.r.warbench-new-${GONE}`);
    cpSync(dir, fresh, { recursive: true });
    writeFileSync(join(fresh, 'a.csv'), 'new\n');
    renameSync(dir, join(root, `.r.warbench-old-${GONE}`));
    recoverFolder(dir);
    expect(readFileSync(join(dir, 'a.csv'), 'utf8')).toBe('old\n');
    expect(readdirSync(root)).toEqual(['r']);
  });

  it('after a kill while the new folder was written, drops the half-written folder', () => {
    const root = tempFiles({});
    const dir = join(root, 'r');
    replaceFolder(dir, [
      ['a.csv', 'old\n'],
      ['manifest.json', '{}\n'],
    ]);
    mkdirSync(join(root, `.r.warbench-new-${GONE}`));
    writeFileSync(join(root, `.r.warbench-new-${GONE}`, 'a.csv'), 'ne');
    replaceFolder(dir, [
      ['a.csv', 'newer\n'],
      ['manifest.json', '{}\n'],
    ]);
    expect(readFileSync(join(dir, 'a.csv'), 'utf8')).toBe('newer\n');
    expect(readdirSync(root)).toEqual(['r']);
    expect(existsSync(join(root, `.r.warbench-new-${GONE}`))).toBe(false);
  });
});
