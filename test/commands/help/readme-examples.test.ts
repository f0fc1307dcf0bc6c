import { describe, expect, it } from 'vitest';
import { helpExamples, readmeExamples, runExamples } from '../../helpers/examples.ts';

describe('every example in the README', () => {
  // in order: its runs come before the report that rebuilds them. A line that
  // stands alone and is also a --help example has run in that file's folder.
  it('runs as printed, in a fresh folder beside the shipped experiments, patches and rulesets', async () => {
    expect(await runExamples(readmeExamples(), undefined, new Set(helpExamples().map((e) => e.run)))).toEqual(
      [],
    );
  }, 300_000);
});
