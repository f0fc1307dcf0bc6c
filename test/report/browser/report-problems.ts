import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { showFile } from './chromium.ts';
import { collidingText, internalIds, sidewaysOverflow } from './layout-checks.ts';

/**
 * What is wrong, page by page, with a study's index, audit and every report
 * under `root` in the browser window `context` (PAGE_WIDTH px wide): sideways scrolling, a label drawn into
 * another, a chart label that is an internal id rather than words.
 */
export async function reportProblems(
  context: BrowserContext,
  root: string,
): Promise<{ reports: number; found: string[] }> {
  const reports = readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join(root, d.name, 'report.html'));
  const found: string[] = [];
  const page = await context.newPage();
  for (const file of [join(root, 'index.html'), join(root, 'audit.html'), ...reports]) {
    const charts = file.endsWith('report.html')
      ? readdirSync(join(file, '..', 'charts')).filter((f) => f.endsWith('.vl.json')).length
      : 0;
    await showFile(page, file, charts);
    const wide = await sidewaysOverflow(page);
    if (wide)
      found.push(`${file}: the page is ${wide.scrollWidth} px wide in a ${wide.clientWidth} px window`);
    for (const c of await collidingText(page)) found.push(`${file}: ${c}`);
    for (const c of await internalIds(page)) found.push(`${file}: ${c}`);
  }
  await page.close();
  return { reports: reports.length, found };
}
