import { existsSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/engine/input/input-error.ts';
import { makeDir, whyNoFolder } from '../../src/results/make-dir.ts';

const base = mkdtempSync(join(tmpdir(), 'warbench-dir-'));
const file = join(base, 'afile');
writeFileSync(file, 'x');
const procWritable = existsSync('/proc/self') ? whyNoFolder('/proc/forbidden') === null : true;

describe('whyNoFolder', () => {
  it('accepts a folder, or one that can be made, and leaves no probe behind', () => {
    expect(whyNoFolder(base)).toBeNull();
    expect(whyNoFolder(join(base, 'new', 'deeper'))).toBeNull();
    expect(readdirSync(base)).toEqual(['afile']);
  });

  it('names the file in the way', () => {
    expect(whyNoFolder(file)).toBe(`${file} is a file, not a folder`);
    expect(whyNoFolder(join(file, 'sub', 'x'))).toBe(`${file} is a file, not a folder`);
  });

  it('refuses a claimed folder whose name leaves no room for the folder filled beside it; reads any other', () => {
    const long = join(base, 'y'.repeat(230));
    expect(whyNoFolder(long, true)).toBe(
      `its name "${'y'.repeat(40)}…" has 230 characters, and a folder warbench writes is named with at most 200 (it fills one beside it under a longer name first)`,
    );
    expect(whyNoFolder(join(base, 'y'.repeat(200)), true)).toBeNull();
    expect(whyNoFolder(long)).toBeNull();
  });

  it.skipIf(procWritable)('says where nothing can be written (/proc, even as root)', () => {
    expect(whyNoFolder('/proc/forbidden/x')).toMatch(
      /^\/proc is a folder where nothing can be written \(E[A-Z]+\)$/,
    );
  });
});

describe('makeDir', () => {
  it('makes every missing level', () => {
    const dir = join(base, 'a', 'b', 'c');
    makeDir(dir);
    makeDir(dir);
    expect(statSync(dir).isDirectory()).toBe(true);
  });

  it('fails with an InputError, not a loop, where a folder cannot be made', () => {
    expect(() => makeDir(join(file, 'sub'))).toThrow(InputError);
    expect(() => makeDir(join(file, 'sub'))).toThrow(`${file} is a file, not a folder`);
    if (existsSync('/proc/self'))
      expect(() => makeDir('/proc/forbidden')).toThrow(/\/proc\/forbidden cannot be made \(E[A-Z]+\)/);
  });
});
