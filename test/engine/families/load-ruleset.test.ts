import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/engine/input/input-error.ts';
import { loadRuleset, loadRulesetOf } from '../../../src/engine/families/load-ruleset.ts';
import { loadPatch } from '../../../src/engine/ruleset/patch.ts';
import { RULESETS_DIR } from '../../../src/engine/ruleset/paths.ts';

/** A copy of the shipped Republic ruleset with one file edited. */
function brokenCopy(file: string, edit: (text: string) => string): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'wb-ruleset-')), 'republic');
  cpSync(join(RULESETS_DIR, 'republic-1.0-beta'), dir, { recursive: true });
  const path = join(dir, file);
  writeFileSync(path, edit(readFileSync(path, 'utf8')));
  return dir;
}

function problemsOf(dir: string): string {
  try {
    loadRuleset(dir);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as InputError).message;
  }
  throw new Error('expected the ruleset to be refused');
}

describe('loading the Republic ruleset', () => {
  it('loads the shipped ruleset and counts its cells by source', () => {
    const r = loadRuleset('republic-1.0-beta');
    expect(r.ledger.total).toBe(r.ledger.cells.length);
    expect(r.ledger.counts.example).toBeGreaterThanOrEqual(7);
    expect(r.ledger.provisional).toBeGreaterThan(0);
    expect(r.source.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("reads every shipped ruleset's title whole: a ` #` in a plain YAML value starts a comment", () => {
    const titles = ['republic-1.0-beta', 'blake', 'activation', 'blue-and-gray', 'half-a-league'].map(
      (id) => loadRuleset(id).source.title,
    );
    expect(titles).toEqual([
      'Republic 1.0 (Beta Test Edition)',
      'Blake colonial rules (The Heliograph #121)',
      'Activation d6 draft',
      'Blue & Gray (SPI quadrigames, revised standard rules)',
      'Half a League, Half a League (draft 2008/2009)',
    ]);
  });

  it('types a ruleset by its family, and refuses one of another family where one family is read, naming both', () => {
    const r = loadRuleset('blake');
    expect(r.family).toBe('blake');
    expect(loadRulesetOf('blake', 'blake').family).toBe('blake');
    expect(() => loadRulesetOf('republic', 'blake')).toThrow(InputError);
    expect(() => loadRulesetOf('republic', 'blake')).toThrow(
      /blake\/ruleset\.yaml: family: republic \(the family read here\), got blake/,
    );
  });

  it('refuses a broken cell with file:line and what was expected', () => {
    const dir = brokenCopy('assault.yaml', (t) => t.replace('[+5,  3P Carry,', '[+5,  3Q Carry,'));
    expect(problemsOf(dir)).toMatch(
      /assault\.yaml:\d+: table\.rows\[9\]\[1\]: expected hits like 2M 1B 3P, optionally "each", then one of .*Overrun, got "3Q Carry"$/,
    );
  });

  it('refuses a missing field', () => {
    const dir = brokenCopy('grades.yaml', (t) => t.replace(/\n  green: 2\n/, '\n'));
    expect(problemsOf(dir)).toMatch(/grades\.yaml:\d+: pointsPerMoraleHit\.green: required/);
  });

  it('refuses a wrong type', () => {
    const dir = brokenCopy('panic-index.yaml', (t) => t.replace('  crack: 4\n', '  crack: four\n'));
    expect(problemsOf(dir)).toMatch(
      /panic-index\.yaml:\d+: pass\.crack: expected a whole number from 1 to 20, got "four"/,
    );
  });

  it('refuses a misspelt field, and reports every problem at once', () => {
    const dir = brokenCopy('assault.yaml', (t) =>
      t.replace('  repeaters:', '  repeater:').replace('[+4,  2P Carry,', '[+4,  2P Charge,'),
    );
    const msg = problemsOf(dir);
    expect(msg).toMatch(/modifiers\.repeater: unknown field/);
    expect(msg).toMatch(/modifiers\.repeaters: required/);
    expect(msg).toMatch(/table\.rows\[10\]\[1\]/);
  });

  it('says what was wrong with a cell given as a mapping, once, quoting the cell', () => {
    const dir = brokenCopy('assault.yaml', (t) =>
      t.replace('freshArtillery: {cell: 1,', 'freshArtillery: {cell: one,'),
    );
    const msg = problemsOf(dir);
    expect(msg).toMatch(
      /modifiers\.freshArtillery\.cell: expected a whole number from -20 to 20, got "one"$/m,
    );
    expect(msg.split('\n')).toHaveLength(1);
  });

  it('reports a list where a cell belongs once, and a missing cell as a missing cell', () => {
    const list = problemsOf(
      brokenCopy('panic-index.yaml', (t) => t.replace('  crack: 4\n', '  crack: [4]\n')),
    );
    expect(list).toMatch(
      /pass\.crack: expected a table cell: a value, or \{cell: value, source: \.\.\., ref: \.\.\.\}, got a list/,
    );
    expect(list.split('\n')).toHaveLength(1);
    const missing = problemsOf(
      brokenCopy('rally.yaml', (t) => t.replace('  crack: [14, 12, 10, 8, 6]\n', '')),
    );
    expect(missing).toMatch(/rally\.yaml:\d+: table\.crack: required; expected a list of 5 values/);
  });

  it('refuses rows out of order', () => {
    const dir = brokenCopy('assault.yaml', (t) => t.replace('[+7,', '[+70,'));
    expect(problemsOf(dir)).toMatch(/table\.rows\[7\]\[0\]: expected 7/);
  });

  it('refuses YAML syntax errors with their line', () => {
    const dir = brokenCopy('grades.yaml', (t) => t.replace('assaultModifier:', 'assaultModifier: [\n'));
    expect(problemsOf(dir)).toMatch(/grades\.yaml:\d+: YAML syntax/);
  });
});

describe('ruleset.yaml die:', () => {
  it("must be the die the family's engine rolls, named at its line", () => {
    for (const die of ['d0', 'banana', 'd6']) {
      expect(problemsOf(brokenCopy('ruleset.yaml', (t) => t.replace('die: d10', `die: ${die}`)))).toMatch(
        new RegExp(`ruleset\\.yaml:8: die: expected d10, the die the republic engine rolls, got "${die}"$`),
      );
    }
  });

  it('is required', () => {
    expect(problemsOf(brokenCopy('ruleset.yaml', (t) => t.replace('die: d10\n', '')))).toMatch(
      /ruleset\.yaml(:\d+)?: die: required; expected d10, the die the republic engine rolls$/,
    );
  });
});

describe('patches', () => {
  it('override a cell, mark it as patched and change the hash', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wb-patch-'));
    const file = join(dir, 'p.yaml');
    writeFileSync(
      file,
      'title: harder +6\nset:\n  - file: assault.yaml\n    at: table.rows[8][2]\n    value: 4P Carry\n',
    );
    const base = loadRulesetOf('republic', 'republic-1.0-beta');
    const r = loadRulesetOf('republic', 'republic-1.0-beta', [loadPatch(file)]);
    const cell = r.data.assault.table.cells[1][8];
    expect(cell.value.hits.p).toBe(4);
    expect(cell.cell.source).toBe('patch');
    expect(r.source.hash).not.toBe(base.source.hash);
  });

  it('point a bad patched value at its line in the patch file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wb-patch-'));
    const file = join(dir, 'p.yaml');
    writeFileSync(file, 'set:\n  - file: assault.yaml\n    at: table.rows[8][2]\n    value: lots\n');
    expect(() => loadRuleset('republic-1.0-beta', [loadPatch(file)])).toThrow(
      /p\.yaml:4: .*assault\.yaml: table\.rows\[8\]\[2\]: expected hits/,
    );
  });

  it("name a cell as the printed table does: its table, the row's first entry and the column", () => {
    const dir = mkdtempSync(join(tmpdir(), 'wb-patch-'));
    const file = join(dir, 'p.yaml');
    // the same cell as table.rows[8][2]: row +6, column PB
    writeFileSync(
      file,
      'set:\n  - file: assault.yaml\n    table: table\n    row: +6\n    column: PB\n    value: 4P Carry\n',
    );
    const r = loadRulesetOf('republic', 'republic-1.0-beta', [loadPatch(file)]);
    expect(r.data.assault.table.cells[1][8].value.hits.p).toBe(4);
    expect(r.data.assault.table.cells[1][8].cell.source).toBe('patch');
  });

  it('report every problem of a patch at once: a file, a row, a column and a value, with a likely meant name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wb-patch-'));
    const file = join(dir, 'p.yaml');
    writeFileSync(
      file,
      'set:\n  - file: assault.yml\n    at: table.rows[1][2]\n    value: 1P\n' +
        '  - file: assault.yaml\n    table: table\n    row: +15\n    column: PB\n    value: 1P\n' +
        '  - file: assault.yaml\n    table: table\n    row: +1\n    column: PBB\n    value: 1P\n' +
        '  - file: assault.yaml\n    at: table.rows[13][2]\n    value: 1P Drive awayy\n',
    );
    let message = '';
    try {
      loadRuleset('republic-1.0-beta', [loadPatch(file)]);
    } catch (err) {
      message = (err as Error).message;
    }
    const lines = message.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      /p\.yaml:2: file: one of the ruleset's files .*, got assault\.yml; did you mean assault\.yaml\?$/,
    );
    expect(lines[1]).toMatch(/p\.yaml:7: row: one of the table's rows \(\+14, \+13, .* -13\), got "\+15"$/);
    expect(lines[2]).toMatch(/p\.yaml:13: column: one of the table's columns \(AA, PB, DA\), got "PBB"$/);
    expect(lines[3]).toMatch(
      /p\.yaml:17: .*assault\.yaml: table\.rows\[13\]\[2\]: expected hits .*got "1P Drive awayy"$/,
    );
  });

  it('refuse a path that does not exist', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wb-patch-'));
    const file = join(dir, 'p.yaml');
    writeFileSync(file, 'set:\n  - file: assault.yaml\n    at: table.rows[99][2]\n    value: 1P\n');
    expect(() => loadRuleset('republic-1.0-beta', [loadPatch(file)])).toThrow(
      /p\.yaml:3: at: a field that exists/,
    );
  });
});

describe('a typed-in ruleset folder declares every switch its engine reads', () => {
  it('refuses a folder missing one, at its switches, naming it and where to copy it from', () => {
    const dir = mkdtempSync(join(tmpdir(), 'warbench-switchless-'));
    cpSync(join(RULESETS_DIR, 'republic-1.0-beta'), join(dir, 'mine'), { recursive: true });
    const file = join(dir, 'mine', 'ruleset.yaml');
    const text = readFileSync(file, 'utf8');
    // drop the first switch (its block runs to the next two-space key)
    writeFileSync(file, text.replace(/\n  naturalRollMoraleHits:\n(    .*\n)+/, '\n'));
    expect(() => loadRuleset(join(dir, 'mine'))).toThrow(
      /ruleset\.yaml:15: switches: expected every switch the republic engine reads; missing naturalRollMoraleHits \(declare each as rulesets\/republic-1\.0-beta\/ruleset\.yaml does\)/,
    );
    writeFileSync(file, text);
    expect(loadRuleset(join(dir, 'mine')).source.switches.map((s) => s.name)).toContain(
      'naturalRollMoraleHits',
    );
  });
});
