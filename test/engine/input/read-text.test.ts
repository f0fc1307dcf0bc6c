import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeText, MAX_INPUT_BYTES, readText } from '../../../src/engine/input/read-text.ts';
import { PROJECT_ROOT } from '../../../src/engine/ruleset/paths.ts';
import { tempFiles } from '../../experiment/temp-files.ts';
import { warbench } from '../../helpers/cli.ts';

const bytes = (...b: number[]) => Uint8Array.from(b);
const ascii = (s: string) => Uint8Array.from(Buffer.from(s, 'latin1'));

describe('decodeText: an input file is UTF-8 text with something in it', () => {
  it('says "empty file" for no bytes or blank lines', () => {
    expect(() => decodeText(bytes(), 'x.yaml')).toThrow(/^x\.yaml: a YAML file, got an empty file$/);
    expect(() => decodeText(ascii('\n  \n'), 'x.yaml')).toThrow(
      /^x\.yaml: a YAML file, got an empty file \(only blank lines\)$/,
    );
  });

  it('says "not UTF-8" with the line and the byte for Latin-1 text', () => {
    expect(() => decodeText(ascii('name: a\nsim: caf\xe9\n'), 'x.yaml')).toThrow(
      /^x\.yaml:2: UTF-8 text; this file is not UTF-8 \(byte 17 is 0xe9\)$/,
    );
  });

  it('names UTF-16 and binary files', () => {
    expect(() => decodeText(bytes(0xff, 0xfe, 0x6e, 0x00), 'x.yaml')).toThrow(/UTF-8 text, got UTF-16/);
    expect(() => decodeText(ascii('a: 1\n\0\0'), 'x.yaml')).toThrow(
      /^x\.yaml:2: text, got a binary file \(it holds a NUL byte\)$/,
    );
  });

  it('reads UTF-8, dropping a byte-order mark', () => {
    expect(decodeText(Uint8Array.from(Buffer.from('\ufeffname: café\n', 'utf8')), 'x.yaml')).toBe(
      'name: café\n',
    );
  });

  it('names a missing file and a folder', () => {
    const dir = tempFiles({});
    expect(() => readText(join(dir, 'none.yaml'))).toThrow(/none\.yaml: a readable file \(not found\)/);
    expect(() => readText(dir)).toThrow(/a file, got a folder/);
    writeFileSync(join(dir, 'e.yaml'), '');
    expect(() => readText(join(dir, 'e.yaml'))).toThrow(/e\.yaml: a YAML file, got an empty file/);
  });

  it("says where a relative path was looked for, and names warbench's own file of that name", () => {
    const dir = tempFiles({});
    const patch = 'patches/what-if-heavy-rifle-3b.yaml';
    const r = warbench(['serve', '--port', '0', '--patch', patch, '--check'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `warbench: ${patch}: a readable file (not found at ${join(dir, patch)}; warbench's own is ${join(PROJECT_ROOT, patch)}: give that path, or run from ${PROJECT_ROOT})\n`,
    );
    expect(warbench(['odds', 'assault', 'none.yaml'], dir).stderr).toBe(
      `warbench: none.yaml: a readable file (not found at ${join(dir, 'none.yaml')})\n`,
    );
  });

  it.skipIf(!existsSync('/dev/zero'))(
    'stops at 16 MB of a file with no size to check first (/dev/zero was read without end)',
    () => {
      expect(() => readText('/dev/zero')).toThrow('/dev/zero: a file of at most 16 MB, got more');
      const dir = tempFiles({ 'a.yaml': 'name: a\n' });
      expect(readText(join(dir, 'a.yaml'))).toBe('name: a\n');
    },
  );

  it('refuses a file over 16 MB by its size', () => {
    const dir = tempFiles({});
    writeFileSync(join(dir, 'big.yaml'), Buffer.alloc(MAX_INPUT_BYTES + 1, 0x61));
    expect(() => readText(join(dir, 'big.yaml'))).toThrow(
      `a file of at most 16 MB, got ${MAX_INPUT_BYTES + 1} bytes`,
    );
  });
});
