import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRuleset } from '../../../src/engine/ruleset/load-ruleset.ts';
import { loadPatch } from '../../../src/engine/ruleset/patch.ts';
import type { RepublicRules } from '../../../src/engine/republic/rules/republic-rules.ts';
import { tempFiles } from '../../experiment/temp-files.ts';

const dir = tempFiles({
  'label.yaml': 'set:\n  - {file: assault.yaml, at: table, row: "+1", column: PB, value: 1P Drive away}\n  - {file: panic-index.yaml, at: levels, row: P2, column: average, value: F}\n',
  'bad-row.yaml': 'set:\n  - {file: assault.yaml, at: table, row: "+15", column: PB, value: 1P}\n',
  'bad-column.yaml': 'set:\n  - {file: panic-index.yaml, at: levels, row: P2, column: elite, value: F}\n',
});

describe('a patch cell addressed by its labels', () => {
  it('sets the same cell as its index: the assault table by difference and column, the Panic Index by level and grade', () => {
    const r = loadRuleset<RepublicRules>('republic-1.0-beta', [loadPatch(join(dir, 'label.yaml'))]);
    const pb = r.data.assault.table.cells[1][r.data.assault.table.maxDiff - 1];
    expect(pb.cell.field).toBe('table.rows[13][2]');
    expect(pb.cell.text).toBe('1P Drive away');
    expect(pb.cell.source).toBe('patch');
    expect(r.data.panic.levels[1].average.cell.text).toBe('F');
  });

  it('names the patch line and the labels it could have used for a row or column that does not exist', () => {
    expect(() => loadRuleset('republic-1.0-beta', [loadPatch(join(dir, 'bad-row.yaml'))])).toThrow(/bad-row\.yaml:2: row: one of the table's rows \(\+14|14, 13/);
    expect(() => loadRuleset('republic-1.0-beta', [loadPatch(join(dir, 'bad-column.yaml'))])).toThrow(/bad-column\.yaml:2: column: one of the table's columns \(crack, veteran, average, green, untrained\), got "elite"/);
  });
});
