import { describe, expect, it } from 'vitest';
import { helpExamples, LONG, runExamples } from '../../helpers/examples.ts';

describe('every example in the long-running commands\' --help', () => {
  it('runs as printed, in a fresh folder beside the shipped experiments, patches and rulesets', () => {
    const examples = helpExamples().filter((e) => LONG.includes(e.where));
    expect(examples.length).toBeGreaterThan(1);
    expect(runExamples(examples)).toEqual([]);
  }, 300_000);
});
