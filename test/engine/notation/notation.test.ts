import { describe, expect, it } from 'vitest';
import { formatAssaultCell, parseAssaultCell } from '../../../src/engine/notation/assault-cell.ts';
import { formatHits, parseHits } from '../../../src/engine/notation/hits.ts';
import { formatPanicResult, parsePanicResult } from '../../../src/engine/notation/panic-response.ts';

describe('hits: 2M 1B 3P', () => {
  it('parses any order and prints M, P, B as the tables are written', () => {
    expect(parseHits('3P')).toEqual({ m: 0, b: 0, p: 3 });
    expect(parseHits('1B 2M')).toEqual({ m: 2, b: 1, p: 0 });
    expect(formatHits({ m: 3, b: 1, p: 0 })).toBe('3M 1B');
    expect(formatHits({ m: 0, b: 2, p: 4 })).toBe('4P 2B');
    expect(formatHits({ m: 0, b: 0, p: 0 })).toBe('-');
  });
  it('refuses counts beyond 99, which no table prints', () => {
    expect(parseHits('99P')).toEqual({ m: 0, b: 0, p: 99 });
    expect(parseHits('100P')).toBeUndefined();
    expect(parseHits('100000000000000000000P')).toBeUndefined();
    expect(parseAssaultCell('100000000000000000000P Carry')).toBe('hit counts from 0 to 99');
    expect(parsePanicResult('Re 100')).toBeUndefined();
  });
  it('refuses repeated kinds and stray tokens', () => {
    expect(parseHits('2M 1M')).toBeUndefined();
    expect(parseHits('2Q')).toBeUndefined();
  });
});

describe('panic responses: D, W, F, Re, Rt with loss numbers', () => {
  it('parses the response and its loss number', () => {
    expect(parsePanicResult('W')).toEqual({ response: 'W', rank: 1, loss: 0 });
    expect(parsePanicResult('Re 1')).toEqual({ response: 'Re', rank: 3, loss: 1 });
    expect(parsePanicResult('Rt 2')).toEqual({ response: 'Rt', rank: 4, loss: 2 });
    expect(formatPanicResult({ response: 'Rt', loss: 2 })).toBe('Rt 2');
  });
  it('refuses anything else', () => {
    expect(parsePanicResult('Rout')).toBeUndefined();
    expect(parsePanicResult('Re -1')).toBeUndefined();
  });
});

describe('assault cells', () => {
  it('reads hits, `each` and the action, and prints them back', () => {
    const cases: Array<[string, string]> = [
      ['4P 2B Breakthrough must', '4P 2B Breakthrough must'],
      ['1M each Roll again', '1M each Roll again'],
      ['Break off', 'Break off'],
      ['3P Carry', '3P Carry'],
      ['1P drive away', '1P Drive away'],
      ['4P 3B Overrun', '4P 3B Overrun'],
      ['2P Stalled', '2P Stalled'],
      ['Breakthrough may', 'Breakthrough may'],
    ];
    for (const [text, printed] of cases) {
      const cell = parseAssaultCell(text);
      expect(typeof cell, text).toBe('object');
      expect(formatAssaultCell(cell as Exclude<typeof cell, string>)).toBe(printed);
    }
  });
  it('says what was expected for a bad cell', () => {
    expect(parseAssaultCell('3P Charge')).toMatch(
      /hits like 2M 1B 3P, optionally "each", then one of Break off, Roll again/,
    );
    expect(parseAssaultCell('')).toBe('hits, an action, or both (the cell is empty)');
    expect(parseAssaultCell('2P 1P')).toBe('each hit kind (M, B, P) at most once');
  });
});
