import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { vegaScripts } from '../../../src/report/html/bundles.ts';
import { chartsDrawn, showFile } from './chromium.ts';
import { collidingText, internalIds, sidewaysOverflow } from './layout-checks.ts';

/**
 * What a page looks like once drawn, to compare two loads of one page: its
 * mode, its size and every chart's drawing, with the ids the chart library
 * numbers from a count kept across pages (gradient_0, clip3) renumbered in
 * order and the page's address left out of the references to them.
 */
function drawn(page: Page): Promise<string> {
  return page.evaluate(() => {
    const charts = [...document.querySelectorAll('.chart')].map((c) => {
      let svg = (c.querySelector('svg.marks')?.outerHTML ?? c.textContent ?? '').replace(
        /url\([^)#]*#/g,
        'url(#',
      );
      const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      ids.forEach((id, i) => {
        svg = svg.replaceAll(`"${id}"`, `"id-${i}"`).replaceAll(`#${id})`, `#id-${i})`);
      });
      return [c.getAttribute('data-drawn'), svg];
    });
    return JSON.stringify({
      mode: document.compatMode,
      width: document.documentElement.scrollWidth,
      height: document.documentElement.scrollHeight,
      charts,
    });
  });
}

/**
 * Put a report in `page` without loading its copy of the chart libraries
 * again: the page is rewritten (document.open/write) with the report's own
 * bytes less the libraries, which the page already runs, having loaded a
 * report whole. Its style, text, tables, chart specs and drawing script are
 * the report's; the libraries are the same bytes in every report (checked by
 * the caller). Loading each report whole cost about twice the CPU: the
 * libraries compiled and started anew each time, and the charts drawn by
 * code the JIT had not warmed.
 */
async function writeInto(page: Page, html: string, libraries: string, charts: number): Promise<void> {
  await page.evaluate(
    (h) => {
      document.open();
      document.write(h);
      document.close();
    },
    html.replace(libraries, ''),
  );
  await chartsDrawn(page, charts);
}

/**
 * What is wrong, page by page, with a study's index, audit and every report
 * under `root` in the browser window `context` (PAGE_WIDTH px wide): sideways scrolling, a label drawn into
 * another, a chart label that is an internal id rather than words; a report
 * without the chart libraries inlined (it would not open on its own).
 *
 * The first report is loaded from disk; the others are written into the
 * same page over it (see `writeInto`). That the two ways draw a page alike
 * is checked on the first report, loaded both ways: the same mode, size and
 * chart drawings to the byte.
 */
export async function reportProblems(
  context: BrowserContext,
  root: string,
): Promise<{ reports: number; found: string[] }> {
  const reports = readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join(root, d.name, 'report.html'));
  const libraries = vegaScripts();
  const found: string[] = [];
  const page = await context.newPage();
  let whole: string | undefined;
  for (const file of [join(root, 'index.html'), join(root, 'audit.html'), ...reports]) {
    const report = file.endsWith('report.html');
    const charts = report
      ? readdirSync(join(file, '..', 'charts')).filter((f) => f.endsWith('.vl.json')).length
      : 0;
    const html = report ? readFileSync(file, 'utf8') : '';
    if (report && !html.includes(libraries)) {
      found.push(`${file}: the chart libraries are not inlined as the report builder inlines them`);
      continue;
    }
    if (!report || whole === undefined) {
      await showFile(page, file, charts);
      if (report) {
        whole = await drawn(page);
        await writeInto(page, html, libraries, charts);
        const rewritten = await drawn(page);
        if (rewritten !== whole)
          found.push(
            `${file}: drawn differently written into an open page than loaded from disk:\n${rewritten}\n${whole}`,
          );
      }
    } else await writeInto(page, html, libraries, charts);
    const wide = await sidewaysOverflow(page);
    if (wide)
      found.push(`${file}: the page is ${wide.scrollWidth} px wide in a ${wide.clientWidth} px window`);
    for (const c of await collidingText(page)) found.push(`${file}: ${c}`);
    for (const c of await internalIds(page)) found.push(`${file}: ${c}`);
  }
  await page.close();
  return { reports: reports.length, found };
}
