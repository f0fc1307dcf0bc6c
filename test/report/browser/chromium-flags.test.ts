import { readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, HAS_CHROMIUM, launchChromium } from './chromium.ts';
import { OMNIBOX_POPUP } from './chromium-options.ts';

/** The features a --disable-features switch names. */
const named = (arg: string | undefined) => (arg ?? '').replace(/^--disable-features=/, '').split(',');

describe.skipIf(!HAS_CHROMIUM)(
  HAS_CHROMIUM ? "the tests' chromium" : `the tests' chromium: SKIPPED because ${CHROMIUM} is absent`,
  () => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await launchChromium();
    }, 120_000);
    afterAll(async () => {
      await context?.close();
    });

    it("runs without the features Playwright turns off, and without the address bar's popup page", async () => {
      const page = await context.newPage();
      await page.setContent('<p>a page</p>');
      const cdp = await context.browser()!.newBrowserCDPSession();
      const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
      const browser = processInfo.find((p) => p.type === 'browser')!;
      // chromium reads the last --disable-features; Playwright's own list comes first
      const switches = readFileSync(`/proc/${browser.id}/cmdline`, 'utf8')
        .split('\0')
        .filter((a) => a.startsWith('--disable-features='));
      expect(switches.length).toBeGreaterThan(1);
      const last = named(switches.at(-1));
      expect(named(switches[0]).filter((f) => !last.includes(f))).toEqual([]);
      expect(last).toEqual(expect.arrayContaining(OMNIBOX_POPUP));
      const { targetInfos } = await cdp.send('Target.getTargets');
      expect(targetInfos.filter((t) => t.url.includes('omnibox-popup'))).toEqual([]);
      expect(targetInfos.some((t) => t.type === 'page')).toBe(true);
      await cdp.detach();
      await page.close();
    }, 60_000);
  },
);
