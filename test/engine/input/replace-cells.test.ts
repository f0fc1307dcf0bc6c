import { describe, expect, it } from 'vitest';
import { replaceCells } from '../../../src/engine/input/replace-cells.ts';

const TABLE = [
  '# a chart, aligned',
  'table:',
  '  columns: [diff, AA, PB]   # the columns',
  '  rows:',
  '    - [+2,  1P Carry,      Roll again]',
  '    - [+1,  1P Drive away, Roll again]',
  '    - [0,   Roll again,    1M each]',
  'quoted: {a: \'x y\', b: "z"}',
  'steps: [1, 2]',
  '',
].join('\n');

describe('retyping cells in a YAML text in place', () => {
  it('keeps every other byte: notation, comments and the columns of an aligned row', () => {
    expect(
      replaceCells(TABLE, [
        { at: ['table', 'rows', 0, 1], text: '2P' },
        { at: ['table', 'rows', 1, 1], text: '2P Drive away' },
        { at: ['table', 'rows', 1, 0], text: '+3' },
        { at: ['table', 'rows', 2, 2], text: 'Break off' },
      ]),
    ).toBe(
      TABLE.replace('[+2,  1P Carry,      Roll', '[+2,  2P,            Roll')
        .replace('[+1,  1P Drive away, Roll', '[+3,  2P Drive away, Roll')
        .replace('1M each]', 'Break off]'),
    );
  });

  it('just replaces a cell too long for its padding, and leaves an unaligned row as it is', () => {
    expect(replaceCells(TABLE, [{ at: ['table', 'rows', 0, 1], text: '1P Drive away now' }])).toBe(
      TABLE.replace('[+2,  1P Carry,      Roll', '[+2,  1P Drive away now,      Roll'),
    );
    expect(replaceCells('a: [1,   2]\nb: 3\n', [{ at: ['a', 0], text: '10' }])).toBe('a: [10,   2]\nb: 3\n');
  });

  it('quotes a cell only where the plain text would read as something else, keeping the old quotes', () => {
    expect(
      replaceCells(TABLE, [
        { at: ['table', 'rows', 0, 1], text: 'a, b' },
        { at: ['table', 'rows', 1, 1], text: 'true' },
        { at: ['quoted', 'a'], text: "it's" },
        { at: ['quoted', 'b'], text: 'w' },
        { at: ['steps', 1], text: '# no' },
      ]),
    ).toBe(
      TABLE.replace('[+2,  1P Carry,      Roll', '[+2,  "a, b",        Roll')
        .replace('[+1,  1P Drive away, Roll', '[+1,  "true",        Roll')
        .replace('{a: \'x y\', b: "z"}', "{a: 'it''s', b: \"w\"}")
        .replace('[1, 2]', '[1, "# no"]'),
    );
  });

  it('replaces a whole cell written with its source by the typed value, as a patch at that path does', () => {
    expect(replaceCells('m:\n  r: {cell: 4, ref: "§5.4"}\n  s: 1\n', [{ at: ['m', 'r'], text: '+3' }])).toBe(
      'm:\n  r: +3\n  s: 1\n',
    );
  });
});
