import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplesFolder, helpExamples, LONG, runExamples } from '../../helpers/examples.ts';
import { CHROMIUM, HAS_CHROMIUM, launchChromium, PAGE_WIDTH } from '../../report/browser/chromium.ts';
import { reportProblems } from '../../report/browser/report-problems.ts';

const dir = examplesFolder();

describe("every example in the long-running commands' --help", () => {
  it('runs as printed, in a fresh folder beside the shipped experiments, patches and rulesets', async () => {
    const examples = helpExamples().filter((e) => LONG.includes(e.where));
    expect(examples.length).toBeGreaterThan(1);
    expect(examples.some((e) => e.run === 'warbench study --quick')).toBe(true);
    expect(await runExamples(examples, dir)).toEqual([]);
  }, 300_000);
});

/**
 * Every shipped experiment's report, as the study example above wrote it
 * (the charts are the same whatever the trials), with the index and the
 * audit: each reads at 1280 px with no sideways scrolling, no label drawn
 * into another and no chart label that is an internal id rather than words.
 * Checked here, on the study the example ran, rather than on a study of its own.
 */
describe.skipIf(!HAS_CHROMIUM)(
  HAS_CHROMIUM
    ? 'every shipped report in a real browser'
    : `every shipped report in a real browser: SKIPPED because ${CHROMIUM} is absent`,
  () => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await launchChromium();
    }, 240_000);
    afterAll(async () => {
      await context?.close();
    });

    it(`fits a ${PAGE_WIDTH} px page with no overlapping text and every chart label in words`, async () => {
      const { reports, found } = await reportProblems(context, join(dir, 'out'));
      expect(reports).toBeGreaterThan(20);
      expect(found).toEqual([]);
    }, 240_000);
  },
);
