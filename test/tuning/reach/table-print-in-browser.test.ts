import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempFiles } from '../../experiment/temp-files.ts';
import { runCli } from '../../helpers/cli.ts';
import { CHROMIUM, HAS_CHROMIUM, launchChromium, openPage } from '../../report/browser/chromium.ts';

/** Paper widths in millimetres; the page's @page margin is 12 mm a side. */
const PAPERS = { A4: 210, Letter: 215.9 } as const;
const MARGIN_MM = 12;
const px = (mm: number) => Math.floor((mm * 96) / 25.4);

let context: BrowserContext;
let page: string;

describe.skipIf(!HAS_CHROMIUM)(
  HAS_CHROMIUM
    ? 'the printable combat chart in a real browser'
    : `the printable combat chart: SKIPPED because ${CHROMIUM} is absent`,
  () => {
    beforeAll(async () => {
      const dir = tempFiles({});
      expect(
        (
          await runCli([
            'table',
            '--reach',
            'experiments/situations/assault-typical-battle.yaml',
            '--out',
            join(dir, 't'),
          ])
        ).code,
      ).toBe(0);
      page = join(dir, 't', 'table.html');
      context = await launchChromium();
    }, 120_000);
    afterAll(async () => {
      await context?.close();
    });

    for (const [paper, width] of Object.entries(PAPERS)) {
      it(`prints every table whole within the width of ${paper} paper, the outnumbering steps among them`, async () => {
        const p = await openPage(context, page, 1);
        await p.emulateMedia({ media: 'print' });
        const room = px(width - 2 * MARGIN_MM);
        await p.setViewportSize({ width: room, height: 1000 });
        const tables = await p.$$eval('section.grid', (els) =>
          els.map((el) => ({
            title: el.querySelector('h2')!.textContent,
            right: el.querySelector('table')!.getBoundingClientRect().right,
          })),
        );
        expect(tables.map((t) => t.title)).toEqual(
          expect.arrayContaining(['modifiers', 'outnumbered.steps', 'table']),
        );
        for (const t of tables) expect(t.right, t.title ?? '').toBeLessThanOrEqual(room);
        expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(room);
        // the chart and the file links are screen-only; the key prints
        expect(await p.$eval('.chart', (el) => getComputedStyle(el).display)).toBe('none');
        expect(await p.$eval('.key', (el) => getComputedStyle(el).display)).not.toBe('none');
        const pdf = await p.pdf({ format: paper as 'A4' | 'Letter' });
        expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
        await p.close();
      });
    }
  },
);
