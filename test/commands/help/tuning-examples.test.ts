import { describe, expect, it } from 'vitest';
import { helpExamples, runExamples, TUNING } from '../../helpers/examples.ts';

describe("every example in the tuning commands' --help", () => {
  it('runs as printed, in a fresh folder beside the shipped experiments, patches and rulesets', async () => {
    const examples = helpExamples().filter((e) => TUNING.includes(e.where));
    // every tuning command has examples here
    expect(new Set(examples.map((e) => e.where))).toEqual(new Set(TUNING));
    expect(await runExamples(examples)).toEqual([]);
  }, 300_000);
});
