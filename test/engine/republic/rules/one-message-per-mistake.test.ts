import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRuleset } from '../../../../src/engine/families/load-ruleset.ts';
import { InputError } from '../../../../src/engine/input/input-error.ts';
import { loadPatch } from '../../../../src/engine/ruleset/patch.ts';

/** A typed-in copy of the shipped ruleset with one line of one file rewritten. */
function typedIn(file: string, from: string | RegExp, to: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'wb-typed-')), 'r');
  cpSync('rulesets/republic-1.0-beta', dir, { recursive: true });
  const text = readFileSync(join(dir, file), 'utf8');
  const edited = text.replace(from, to);
  expect(edited).not.toBe(text);
  writeFileSync(join(dir, file), edited);
  return dir;
}

/** Each problem the load reports, as `line: field: expected`. */
function problems(load: () => unknown): string[] {
  try {
    load();
  } catch (err) {
    if (err instanceof InputError) return err.problems.map((p) => `${p.line}: ${p.field}: ${p.expected}`);
    throw err;
  }
  return [];
}

describe('a typed-in chart reports one message per mistake, each one true', () => {
  it('a fire cell that cannot be read is not also reported out of reach, nor are the cells after it', () => {
    const dir = typedIn('artillery.yaml', /^ {2}heavyRifle: {7}\[3M 1B,/m, '  heavyRifle:       [3M1B,');
    expect(problems(() => loadRuleset(dir))).toEqual([
      `20: chart.heavyRifle[0]: expected hits like 2M 1B, - for no effect, or out beyond the battery's reach, got "3M1B"`,
    ]);
  });
  it('a fire cell that cannot be read beside a real reach mistake leaves that mistake reported', () => {
    const dir = typedIn(
      'artillery.yaml',
      /^ {2}heavyRifle: {7}\[3M 1B, 2M 1B, 2M 1B,/m,
      '  heavyRifle:       [3M1B, out, 2M 1B,',
    );
    expect(problems(() => loadRuleset(dir))).toEqual([
      `20: chart.heavyRifle[0]: expected hits like 2M 1B, - for no effect, or out beyond the battery's reach, got "3M1B"`,
      '20: chart.heavyRifle[2]: expected out: a battery that cannot reach a range column cannot reach a farther one, got "2M 1B"',
      '20: chart.heavyRifle[3]: expected out: a battery that cannot reach a range column cannot reach a farther one, got "1M 1B"',
      '20: chart.heavyRifle[4]: expected out: a battery that cannot reach a range column cannot reach a farther one, got "1M 1B"',
      '20: chart.heavyRifle[5]: expected out: a battery that cannot reach a range column cannot reach a farther one, got "1M"',
      '20: chart.heavyRifle[6]: expected out: a battery that cannot reach a range column cannot reach a farther one, got "1M"',
      '20: chart.heavyRifle[7]: expected out: a battery that cannot reach a range column cannot reach a farther one, got "1M"',
      '20: chart.heavyRifle[8]: expected out: a battery that cannot reach a range column cannot reach a farther one, got "1M"',
      '20: chart.heavyRifle[9]: expected out: a battery that cannot reach a range column cannot reach a farther one, got "1M"',
    ]);
  });
  it('one mislabelled assault row is reported alone: the row after it is measured from its place', () => {
    const dir = typedIn('assault.yaml', '- [+4, ', '- [+5, ');
    expect(problems(() => loadRuleset(dir))).toEqual([
      '26: table.rows[10][0]: expected 4 (rows run from the highest difference down by one), got +5',
    ]);
  });
  it('a mislabelled first assault row is the one reported', () => {
    const dir = typedIn('assault.yaml', '- [+14, ', '- [+15, ');
    expect(problems(() => loadRuleset(dir))).toEqual([
      '16: table.rows[0][0]: expected 14 (rows run from the highest difference down by one), got +15',
    ]);
  });
  it('an assault row left out is reported once, where the run breaks', () => {
    const dir = typedIn('assault.yaml', /^ {4}- \[\+4, .*\n/m, '');
    expect(problems(() => loadRuleset(dir))).toEqual([
      '26: table.rows[10][0]: expected 4 (rows run from the highest difference down by one), got +3',
    ]);
  });
  it('a list of the wrong length says how many entries were expected and how many were found', () => {
    const rally = typedIn('rally.yaml', 'crack: [14, 12, 10, 8, 6]', 'crack: [14, 12, 10, 8]');
    expect(problems(() => loadRuleset(rally))).toEqual([
      '15: table.crack: expected 5 values, one per column (formed, unformed, rattled, shaken, demoralized), got 4 values (is a comma missing between two of them?)',
    ]);
    const fire = typedIn(
      'artillery.yaml',
      /^ {2}heavyRifle: {7}\[3M 1B,/m,
      '  heavyRifle:       [3M 1B, 3M 1B,',
    );
    expect(problems(() => loadRuleset(fire))).toEqual([
      '20: chart.heavyRifle: expected 10 cells, one per range column (2", 4", 6", 8", 10", 12", 16", 20", 24", 30"), got 11 cells',
    ]);
    const short = typedIn('assault.yaml', '- [+3,  2P Carry,  ', '- [+3,  2P Carry  ');
    expect(problems(() => loadRuleset(short))).toEqual([
      '27: table.rows[11]: expected [diff, AA cell, PB cell, DA cell], got 3 entries (is a comma missing between two of them?)',
    ]);
  });
  it("a patch entry without a value is reported with the patch's other mistakes, not instead of them", () => {
    const file = join(mkdtempSync(join(tmpdir(), 'wb-patch-')), 'slips.yaml');
    writeFileSync(
      file,
      [
        'title: slips',
        'set:',
        '  - file: panic-index.yaml',
        '    at: levels.P2.average',
        '  - file: panic-indx.yaml',
        '    at: levels.P2.average',
        '    value: F',
        '  - file: panic-index.yaml',
        '    at: levels.P3.average',
        '    value: Q',
        '',
      ].join('\n'),
    );
    const found = problems(() => loadRuleset('republic-1.0-beta', [loadPatch(file)]));
    expect(found.map((p) => p.slice(0, p.indexOf(':', p.indexOf(':') + 1)))).toEqual([
      '3: set[0].value',
      '5: file',
      '10: rulesets/republic-1.0-beta/panic-index.yaml',
    ]);
  });
});
