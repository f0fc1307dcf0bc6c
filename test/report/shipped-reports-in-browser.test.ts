import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStudy } from '../../src/commands/study/run-study.ts';
import { CHROMIUM, HAS_CHROMIUM, launchChromium, openPage, PAGE_WIDTH } from './browser/chromium.ts';
import { collidingText, internalIds, sidewaysOverflow } from './browser/layout-checks.ts';
import { tempFiles } from '../experiment/temp-files.ts';

let context: BrowserContext;
let root: string;

/**
 * Every shipped experiment's report, run on a small budget (the charts are
 * the same whatever the trials), with the index and the audit: each reads
 * at 1280 px with no sideways scrolling, no label drawn into another and
 * no chart label that is an internal id rather than words.
 */
describe.skipIf(!HAS_CHROMIUM)(HAS_CHROMIUM ? 'every shipped report in a real browser' : `every shipped report in a real browser: SKIPPED because ${CHROMIUM} is absent`, () => {
  beforeAll(async () => {
    root = join(tempFiles({}), 'out');
    await runStudy({ out: root, workers: 1, budget: 2000 });
    context = await launchChromium();
  }, 240_000);
  afterAll(async () => {
    await context?.close();
  });

  it(`fits a ${PAGE_WIDTH} px page with no overlapping text and every chart label in words`, async () => {
    const reports = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => join(root, d.name, 'report.html'));
    expect(reports.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const file of [join(root, 'index.html'), join(root, 'audit.html'), ...reports]) {
      const charts = file.endsWith('report.html') ? readdirSync(join(file, '..', 'charts')).filter((f) => f.endsWith('.vl.json')).length : 0;
      const page = await openPage(context, file, charts);
      const wide = await sidewaysOverflow(page);
      if (wide) found.push(`${file}: the page is ${wide.scrollWidth} px wide in a ${wide.clientWidth} px window`);
      for (const c of await collidingText(page)) found.push(`${file}: ${c}`);
      for (const c of await internalIds(page)) found.push(`${file}: ${c}`);
      await page.close();
    }
    expect(found).toEqual([]);
  }, 240_000);
});
