import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { InputError } from './input-error.ts';
import { PROJECT_ROOT } from './warbench-root.ts';

/** Input files larger than this are not rule, experiment or patch files. */
export const MAX_INPUT_BYTES = 16 * 1024 * 1024;

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Line (from 1) of byte `at`, for pointing at a bad byte. */
function lineOf(bytes: Uint8Array, at: number): number {
  let line = 1;
  for (let i = 0; i < at; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

/** The first byte where `bytes` stops being UTF-8 (the decoder says only that it failed). */
function firstBadByte(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i];
    const n =
      b < 0x80 ? 1 : b >= 0xc2 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf5 ? 4 : 0;
    if (n === 0 || i + n > bytes.length) return i;
    try {
      UTF8.decode(bytes.subarray(i, i + n));
    } catch {
      return i;
    }
    i += n;
  }
  return bytes.length;
}

/**
 * Decode a text input file: UTF-8 (a byte-order mark is dropped), not
 * empty, no NUL bytes. Anything else is named for what it is.
 */
export function decodeText(bytes: Uint8Array, file: string, what = 'a YAML file'): string {
  const fail = (expected: string, line?: number) => new InputError({ file, line, field: '', expected });
  if (bytes.length === 0) return failWith(fail(`${what}, got an empty file`));
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return failWith(fail('UTF-8 text, got UTF-16 (save the file as UTF-8)'));
  }
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    const at = firstBadByte(bytes);
    return failWith(
      fail(
        `UTF-8 text; this file is not UTF-8 (byte ${at + 1} is 0x${bytes[at].toString(16).padStart(2, '0')})`,
        lineOf(bytes, at),
      ),
    );
  }
  const nul = text.indexOf('\0');
  if (nul >= 0)
    return failWith(
      fail('text, got a binary file (it holds a NUL byte)', text.slice(0, nul).split('\n').length),
    );
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim() === '') return failWith(fail(`${what}, got an empty file (only blank lines)`));
  return text;
}

function failWith(err: InputError): never {
  throw err;
}

/**
 * The bytes of an input file, at most MAX_INPUT_BYTES: read in chunks up to
 * the cap, as a device or pipe (/dev/zero, /dev/urandom) has no size to check
 * first and would be read without end. A folder, a missing or unreadable file
 * and one over the cap are bad input.
 */
export function readInputBytes(file: string): Buffer {
  try {
    const stat = statSync(file);
    if (stat.isDirectory()) throw new InputError({ file, field: '', expected: 'a file, got a folder' });
    if (stat.size > MAX_INPUT_BYTES) throw tooLarge(file, `${stat.size} bytes`);
    const fd = openSync(file, 'r');
    try {
      const chunks: Buffer[] = [];
      let total = 0;
      // a plain file's size is known: one chunk a byte longer than it finds its end; a device's is read a MB at a time
      const first = stat.isFile() && stat.size > 0 ? stat.size + 1 : 1 << 20;
      for (;;) {
        const chunk = Buffer.allocUnsafe(
          Math.min(total === 0 ? first : 1 << 20, MAX_INPUT_BYTES + 1 - total),
        );
        const n = readSync(fd, chunk, 0, chunk.length, null);
        if (n === 0) break;
        chunks.push(chunk.subarray(0, n));
        total += n;
        if (total > MAX_INPUT_BYTES) throw tooLarge(file, 'more');
      }
      return Buffer.concat(chunks, total);
    } finally {
      closeSync(fd);
    }
  } catch (err) {
    if (err instanceof InputError) throw err;
    throw new InputError({
      file,
      field: '',
      expected: `a readable file (${(err as NodeJS.ErrnoException).code === 'ENOENT' ? notFound(file) : 'not readable'})`,
    });
  }
}

/**
 * Where a missing file was looked for: a relative path from the working
 * folder, said as the path it resolved to, and warbench's own file of that
 * name when there is one (the help's examples name them from its folder).
 */
function notFound(file: string): string {
  if (isAbsolute(file)) return 'not found';
  const shipped = join(PROJECT_ROOT, file);
  const own =
    resolve(file) !== shipped && existsSync(shipped)
      ? `; warbench's own is ${shipped}: give that path, or run from ${PROJECT_ROOT}`
      : '';
  return `not found at ${resolve(file)}${own}`;
}

function tooLarge(file: string, got: string): InputError {
  return new InputError({
    file,
    field: '',
    expected: `a file of at most ${MAX_INPUT_BYTES / 1024 / 1024} MB, got ${got}`,
  });
}

/** Read a text input file, checked as decodeText says; a missing or unreadable file is bad input. */
export function readText(file: string): string {
  return decodeText(readInputBytes(file), file);
}
