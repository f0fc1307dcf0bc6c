import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/report/build-report.ts';
import { runFixture } from './fixture.ts';

/** Debian's chromium; CI installs it (.ci/run), so only its absence skips this test. */
const CHROMIUM = '/usr/bin/chromium';
const present = existsSync(CHROMIUM);
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

describe.skipIf(!present)(present ? 'report.html in a real browser' : `report.html in a real browser: SKIPPED because ${CHROMIUM} is absent (apt-get install -y chromium)`, () => {
  it('draws every chart from disk with no network and no console errors, shows tooltips, and saves a screenshot', async () => {
    const dir = await runFixture();
    const { page: file, charts } = await buildReport(dir);
    const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'warbench-chromium-')), {
      executablePath: CHROMIUM,
      headless: true,
      args: ARGS,
      viewport: { width: 1400, height: 900 },
    });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      const offDisk: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.route('**/*', (route) => (route.request().url().startsWith('file:') ? route.continue() : (offDisk.push(route.request().url()), route.abort())));
      await page.goto(pathToFileURL(file).href);
      await page.waitForFunction((n) => document.querySelectorAll('.chart[data-drawn]').length === n, charts, { timeout: 30_000 });

      const drawn = await page.$$eval('.chart', (els) =>
        els.map((el) => {
          const svg = el.querySelector('svg');
          return { state: el.getAttribute('data-drawn'), marks: svg ? svg.querySelectorAll('.role-mark path, .role-mark text').length : 0, width: svg?.getBoundingClientRect().width ?? 0 };
        }),
      );
      expect(drawn).toHaveLength(charts);
      for (const d of drawn) {
        expect(d.state).toBe('yes');
        expect(d.marks).toBeGreaterThan(0);
        expect(d.width).toBeGreaterThan(100);
      }

      // point at the middle of the first heatmap cell, where its value is printed
      const cell = (await page.locator('.chart').first().locator('.mark-rect path').first().boundingBox())!;
      await page.mouse.move(cell.x + cell.width / 2, cell.y + cell.height / 2);
      const tooltip = page.locator('#vg-tooltip-element');
      await expect.poll(async () => (await tooltip.count()) > 0 && (await tooltip.textContent())).toContain('95% interval');

      const shot = join(dir, 'report-screenshot.png');
      await page.screenshot({ path: shot, fullPage: true });
      expect(readFileSync(shot).subarray(1, 4).toString()).toBe('PNG');
      console.log(`report screenshot: ${shot}`);
      expect(errors).toEqual([]);
      expect(offDisk).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
