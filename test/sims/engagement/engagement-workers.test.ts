import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runExperiment } from '../../../src/experiment/run-experiment.ts';
import { tempFiles } from '../../experiment/temp-files.ts';

// the sim's example situation (the shipped brigade assault), each point split into five chunks
const dir = tempFiles({
  'e.yaml': `name: engagement-workers
sim: engagement
sweep:
  sides.Union.doctrine.breakthrough: [carry, pursue]
trials: 1000
chunkSize: 200
seed: 150
`,
});
const read = (out: string, f: string) => readFileSync(join(out, f), 'utf8');

describe('an engagement run', () => {
  it('writes the same results.csv, outcomes.csv and tallies.json with 1 and 2 workers', async () => {
    const one = await runExperiment({
      file: join(dir, 'e.yaml'),
      method: 'mc',
      workers: 1,
      out: join(dir, 'one'),
    });
    const two = await runExperiment({
      file: join(dir, 'e.yaml'),
      method: 'mc',
      workers: 2,
      out: join(dir, 'two'),
    });
    expect(two.manifest.workers).toBe(2);
    for (const f of ['results.csv', 'outcomes.csv', 'tallies.json'])
      expect(read(two.outDir, f)).toBe(read(one.outDir, f));
    // the bytes compared hold the engagement's own tallies
    expect(read(one.outDir, 'results.csv')).toMatch(/rule: §5 assault fought/);
  }, 180_000);
});
