import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/engine/ruleset/paths.ts';
import { readExperiment } from '../../../src/experiment/read-experiment.ts';
import type { Situations } from '../../../src/tuning/tune/noisy-search.ts';
import type { Brief } from '../../../src/tuning/tune/read-brief.ts';
import { verifyExperiments } from '../../../src/tuning/tune/verify-experiments.ts';
import { tempFiles } from '../../experiment/temp-files.ts';

describe('the verify experiments a Monte Carlo tune writes', () => {
  it('are named as warbench run reads them, once each: two duel.yaml in two folders, and a file name with a space', () => {
    const dir = tempFiles({ 'brief.yaml': '', 'patch.yaml': 'set: []\n' });
    const files = [join(dir, 'a', 'duel.yaml'), join(dir, 'b', 'duel.yaml'), join(dir, 'my duel.yaml')];
    for (const f of files) {
      mkdirSync(join(f, '..'), { recursive: true });
      copyFileSync(join(PROJECT_ROOT, 'experiments/situations/duel.yaml'), f);
    }
    const brief = {
      file: join(dir, 'brief.yaml'),
      title: 'a brief',
      sim: { id: 'duel' },
      ruleset: 'republic-1.0-beta',
      switches: {},
      trials: { final: 100 },
      seed: 1,
    } as unknown as Brief;
    const sit = { parts: files.map((file) => ({ node: { file } })), of: [] } as unknown as Situations;
    const out = verifyExperiments(brief, sit);
    expect(out.map(([name]) => name)).toEqual([
      'verify-duel.yaml',
      'verify-duel-2.yaml',
      'verify-my-duel.yaml',
    ]);
    for (const [name, text] of out) {
      writeFileSync(join(dir, name), text);
      expect(readExperiment(join(dir, name)).name).toBe(name.replace(/\.yaml$/, ''));
    }
  });
});
