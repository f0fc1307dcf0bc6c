import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/engine/ruleset/paths.ts';
import {
  calibrationExamples,
  examplesFolder,
  helpExamples,
  runExamples,
  TUNING,
} from '../../helpers/examples.ts';

describe("every example in the tuning commands' --help", () => {
  it('runs as printed, in a fresh folder beside the shipped experiments, patches and rulesets', async () => {
    const examples = helpExamples().filter((e) => TUNING.includes(e.where));
    // every tuning command has examples here
    expect(new Set(examples.map((e) => e.where))).toEqual(new Set(TUNING));
    expect(await runExamples(examples)).toEqual([]);
  }, 300_000);
});

/**
 * docs/calibration.md's examples, in this file after the tuning commands'
 * own: its tune of experiments/briefs/republic-assault.yaml is the one
 * `warbench tune --help` shows, and run in the same process it reads the
 * exact odds that run worked out (kept per compiled assault), where in a
 * file of its own it worked them all out again (some 3 s of CPU).
 */
describe('docs/calibration.md', () => {
  it('has examples that run as printed', async () => {
    const examples = calibrationExamples();
    expect(examples.map((e) => e.run.split(' ').slice(0, 2).join(' '))).toEqual([
      'warbench history',
      'warbench history',
      'warbench history',
      'warbench tune',
      'warbench audit',
      'warbench tune',
    ]);
    // the examples read the record's own files too (data/history/)
    const dir = examplesFolder();
    symlinkSync(join(PROJECT_ROOT, 'data'), join(dir, 'data'));
    expect(await runExamples(examples, dir)).toEqual([]);
  }, 300_000);
});
