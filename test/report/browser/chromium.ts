import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { ENDPOINT, LAUNCH, VIEWPORT } from './chromium-options.ts';

export { CHROMIUM, HAS_CHROMIUM, PAGE_WIDTH } from './chromium-options.ts';

let shared: Promise<Browser> | undefined;

/**
 * A headless chromium window PAGE_WIDTH px wide with storage of its own: a
 * context of the test run's shared chromium (test/helpers/chromium-server.ts),
 * or of a chromium started for it, with a fresh profile, when the run has none.
 */
export async function launchChromium(): Promise<BrowserContext> {
  const endpoint = inject(ENDPOINT);
  if (!endpoint)
    return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'warbench-chromium-')), {
      ...LAUNCH,
      viewport: VIEWPORT,
    });
  shared ??= chromium.connect(endpoint);
  const browser = await shared;
  const context = await browser.newContext({ viewport: VIEWPORT });
  // the last window closed, the connection goes too (the browser stays for the other files)
  const close = context.close.bind(context);
  context.close = async (options) => {
    await close(options);
    if (browser.contexts().length === 0 && shared) {
      shared = undefined;
      await browser.close();
    }
  };
  return context;
}

/** Open a page from disk and wait until its `charts` charts are drawn. */
export async function openPage(context: BrowserContext, file: string, charts: number): Promise<Page> {
  return showFile(await context.newPage(), file, charts);
}

/**
 * Load a file from disk into a page already open and wait until its `charts`
 * charts are drawn: one tab going from report to report reuses its renderer,
 * which has compiled the reports' shared chart code once.
 */
export async function showFile(page: Page, file: string, charts: number): Promise<Page> {
  await page.goto(pathToFileURL(file).href);
  await chartsDrawn(page, charts);
  return page;
}

/** Wait until the page's `charts` charts are drawn (or have failed to draw). */
export async function chartsDrawn(page: Page, charts: number): Promise<void> {
  if (charts > 0)
    await page.waitForFunction((n) => document.querySelectorAll('.chart[data-drawn]').length === n, charts, {
      timeout: 30_000,
    });
}
