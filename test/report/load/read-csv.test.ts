import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRows, readCsv } from '../../../src/report/load/read-csv.ts';

describe('readCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const text = 'a,b,c\n"x, y","say ""hi""","two\nlines"\n1,,3\n';
    expect(readCsv(text)).toEqual([
      { a: 'x, y', b: 'say "hi"', c: 'two\nlines' },
      { a: '1', b: '', c: '3' },
    ]);
  });

  it('reads back whatever csv-stringify writes', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'Z', ',', '"', '\n', '\r', ' ', '§', '+', '-') });
    fc.assert(
      fc.property(
        fc.array(fc.array(field, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 6 }),
        (rows) => {
          // a row of one empty field is an empty line in CSV: not representable, as in csv-stringify
          expect(csvRows(stringify(rows))).toEqual(rows);
        },
      ),
    );
  });

  it('returns no records for an empty file and ignores a byte-order mark', () => {
    expect(readCsv('')).toEqual([]);
    expect(readCsv('\ufeffx,y\n1,2\n')).toEqual([{ x: '1', y: '2' }]);
  });
});
