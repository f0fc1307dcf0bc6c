import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** Debian's chromium; CI installs it (.ci/run), so only its absence skips the browser tests. */
export const CHROMIUM = '/usr/bin/chromium';
export const HAS_CHROMIUM = existsSync(CHROMIUM);
/** The narrowest page the reports are made for: a laptop, or a window beside another. */
export const PAGE_WIDTH = 1280;
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A headless chromium window PAGE_WIDTH px wide, with a fresh profile. */
export function launchChromium(): Promise<BrowserContext> {
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'warbench-chromium-')), {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    // its singleton socket goes in TMPDIR, and a socket's path has room for about 100 bytes: a CI runner's temporary folder can be longer
    env: { ...process.env, TMPDIR: '/tmp' },
    viewport: { width: PAGE_WIDTH, height: 900 },
  });
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
