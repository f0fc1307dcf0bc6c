import { describe, expect, it } from 'vitest';
import { readmeExamples, runExamples } from '../../helpers/examples.ts';

describe('every example in the README', () => {
  // in order: its runs come before the report that rebuilds them
  it('runs as printed, in a fresh folder beside the shipped experiments, patches and rulesets', () => {
    expect(runExamples(readmeExamples())).toEqual([]);
  }, 300_000);
});
