import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRuleset, loadRulesetOf } from '../../../src/engine/families/load-ruleset.ts';
import { loadPatch } from '../../../src/engine/ruleset/patch.ts';
import { tempFiles } from '../../experiment/temp-files.ts';

const dir = tempFiles({
  'label.yaml':
    'set:\n  - {file: assault.yaml, table: table, row: "+1", column: PB, value: 1P Drive away}\n  - {file: panic-index.yaml, table: levels, row: P2, column: average, value: F}\n',
  'bad-row.yaml': 'set:\n  - {file: assault.yaml, table: table, row: "+15", column: PB, value: 1P}\n',
  'bad-column.yaml': 'set:\n  - {file: panic-index.yaml, table: levels, row: P2, column: elite, value: F}\n',
  'block.yaml':
    'set:\n  - file: assault.yaml\n    table: table\n    row: +1\n    column: ZZ\n    value: 1P\n',
  'block-row.yaml':
    'set:\n  - file: assault.yaml\n    table: table\n    row: +99\n    column: PB\n    value: 1P\n',
  'block-table.yaml':
    'set:\n  - file: assault.yaml\n    table: nothere\n    row: +1\n    column: PB\n    value: 1P\n',
  'block-value.yaml':
    'set:\n  - file: assault.yaml\n    table: table\n    row: +1\n    column: PB\n    value: 100P\n',
});

function patchError(name: string): string {
  try {
    loadRuleset('republic-1.0-beta', [loadPatch(join(dir, name))]);
  } catch (err) {
    return (err as Error).message;
  }
  return '';
}

describe('a patch cell addressed by its labels', () => {
  it('sets the same cell as its index: the assault table by difference and column, the Panic Index by level and grade', () => {
    const r = loadRulesetOf('republic', 'republic-1.0-beta', [loadPatch(join(dir, 'label.yaml'))]);
    const pb = r.data.assault.table.cells[1][r.data.assault.table.maxDiff - 1];
    expect(pb.cell.field).toBe('table.rows[13][2]');
    expect(pb.cell.text).toBe('1P Drive away');
    expect(pb.cell.source).toBe('patch');
    expect(r.data.panic.levels[1].average.cell.text).toBe('F');
  });

  it('names the patch line and the labels it could have used for a row or column that does not exist', () => {
    expect(() => loadRuleset('republic-1.0-beta', [loadPatch(join(dir, 'bad-row.yaml'))])).toThrow(
      /bad-row\.yaml:2: row: one of the table's rows \(\+14|14, 13/,
    );
    expect(() => loadRuleset('republic-1.0-beta', [loadPatch(join(dir, 'bad-column.yaml'))])).toThrow(
      /bad-column\.yaml:2: column: one of the table's columns \(crack, veteran, average, green, untrained\), got "elite"/,
    );
  });

  it('points at the line of the field that is wrong, not at the line of - file:', () => {
    expect(patchError('block.yaml')).toBe(
      `${join(dir, 'block.yaml')}:5: column: one of the table's columns (AA, PB, DA), got "ZZ"`,
    );
    expect(patchError('block-row.yaml')).toMatch(
      /^.*block-row\.yaml:4: row: one of the table's rows \(.*\), got "\+99"$/,
    );
    expect(patchError('block-table.yaml')).toBe(
      `${join(dir, 'block-table.yaml')}:3: table: a table (with columns: and rows:, or rows of columns) to find row +1, column PB in`,
    );
    expect(patchError('block-value.yaml')).toBe(
      `${join(dir, 'block-value.yaml')}:6: rulesets/republic-1.0-beta/assault.yaml: table.rows[13][2]: expected hit counts from 0 to 99, got "100P"`,
    );
  });
});
