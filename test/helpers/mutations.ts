import fc from 'fast-check';
import { expect } from 'vitest';
import { InputError } from '../../src/engine/input/input-error.ts';

/**
 * Random edits of a file's text for property tests of its reader, and the
 * property every reader keeps: accepted, or refused with a place.
 */

/** Values that trip readers: wrong types, prototype keys, huge numbers, YAML features. */
const NASTY = [
  '',
  '~',
  'null',
  '[]',
  '{}',
  '-1',
  '0',
  '1e400',
  '.nan',
  '1e18',
  '100000000000000000000P',
  '99M 99B',
  'toString',
  'constructor',
  '__proto__',
  'hasOwnProperty',
  '"',
  "'",
  '[',
  '{',
  ':',
  '- ',
  '&a x',
  '*a',
  '!!binary AAAA',
  '? x',
  '|',
  '>',
  '\t',
  '#',
  '..',
  'a..b',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
  'Re 99',
  'Rt 100',
  'Carry',
  'each',
  'yes',
  '3.5',
  '0x10',
  '\u00e9',
  '\ufeff',
];

export type Mutation = (text: string) => string;

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  // replace one value (after a `key:` or `- `) with a nasty one
  fc.tuple(fc.nat(), fc.constantFrom(...NASTY)).map(
    ([n, v]): Mutation =>
      (t) => {
        const spots = [...t.matchAll(/(?::|- ) *([^\n]*)/g)];
        if (spots.length === 0) return t;
        const m = spots[n % spots.length];
        const at = m.index! + m[0].length - m[1].length;
        return t.slice(0, at) + v + t.slice(at + m[1].length);
      },
  ),
  // insert a nasty token anywhere
  fc.tuple(fc.nat(), fc.constantFrom(...NASTY)).map(
    ([n, v]): Mutation =>
      (t) =>
        t.slice(0, n % (t.length + 1)) + v + t.slice(n % (t.length + 1)),
  ),
  // delete a stretch
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 200 })).map(
    ([n, len]): Mutation =>
      (t) =>
        t.slice(0, n % (t.length + 1)) + t.slice((n % (t.length + 1)) + len),
  ),
  // truncate
  fc.nat().map(
    (n): Mutation =>
      (t) =>
        t.slice(0, n % (t.length + 1)),
  ),
  // duplicate or drop a line, or shift its indentation
  fc.tuple(fc.nat(), fc.constantFrom('dup', 'drop', 'indent', 'dedent')).map(
    ([n, op]): Mutation =>
      (t) => {
        const lines = t.split('\n');
        const i = n % lines.length;
        if (op === 'dup') lines.splice(i, 0, lines[i]);
        else if (op === 'drop') lines.splice(i, 1);
        else if (op === 'indent') lines[i] = `  ${lines[i]}`;
        else lines[i] = lines[i].replace(/^ {1,2}/, '');
        return lines.join('\n');
      },
  ),
);

/** One to three mutations in a row. */
export const mutations = fc.array(mutation, { minLength: 1, maxLength: 3 });

/** Accepted, or an InputError whose every problem has a place and an expectation. */
export function acceptedOrPlaced(read: () => unknown, what: string): void {
  try {
    read();
  } catch (err) {
    if (!(err instanceof InputError))
      throw new Error(`${what}: not an input error: ${(err as Error)?.stack ?? err}`);
    for (const p of err.problems) {
      // the place: the file, and the line or field where there is one (a problem of the whole file has neither)
      expect(p.file, `${what}: ${err.message}`).not.toBe('');
      expect(p.expected, `${what}: ${err.message}`).not.toBe('');
      expect(err.message, what).not.toMatch(/undefined|NaN|\[object Object\]|TypeError|RangeError/);
    }
  }
}
