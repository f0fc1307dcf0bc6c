import { readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/engine/ruleset/paths.ts';
import { examplesFolder, runExamples, type Example } from '../../helpers/examples.ts';

/** `warbench ...` lines in docs/calibration.md's code blocks, but those marked as taking minutes. */
function docExamples(): Example[] {
  const out: Example[] = [];
  let inCode = false;
  for (const line of readFileSync(join(PROJECT_ROOT, 'docs/calibration.md'), 'utf8').split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    const m = inCode ? /^(warbench .*?)(?:\s+#\s*(.*))?$/.exec(line) : null;
    if (m && !/minutes/.test(m[2] ?? '')) out.push({ where: 'docs/calibration.md', line, run: m[1].trim() });
  }
  return out;
}

describe('docs/calibration.md', () => {
  it('has examples that run as printed', async () => {
    const examples = docExamples();
    expect(examples.map((e) => e.run.split(' ').slice(0, 2).join(' '))).toEqual([
      'warbench history',
      'warbench history',
      'warbench history',
      'warbench tune',
      'warbench audit',
    ]);
    // the examples read the record's own files too (data/history/)
    const dir = examplesFolder();
    symlinkSync(join(PROJECT_ROOT, 'data'), join(dir, 'data'));
    expect(await runExamples(examples, dir)).toEqual([]);
  }, 300_000);
});
