import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExperiment } from '../../src/experiment/run-experiment.ts';
import { buildReport } from '../../src/report/build-report.ts';
import { tempFiles } from '../experiment/temp-files.ts';
import { CHROMIUM, HAS_CHROMIUM, launchChromium, openPage } from './browser/chromium.ts';

const SIDES = ['Union', 'Confederate'];
const CAUSES = ['artillery', 'skirmish', 'assault', 'pass-through', 'panic desertion', 'prisoners'];

let context: BrowserContext;
let report: { page: string; charts: number };
/** results.csv's estimates by point, metric and outcome */
let csv: Map<string, number>;
const at = (point: number, metric: string, outcome = '') => {
  const v = csv.get(`${point}\0${metric}\0${outcome}`);
  if (v === undefined) throw new Error(`results.csv has no ${metric} ${outcome} at point ${point}`);
  return v;
};

describe.skipIf(!HAS_CHROMIUM)(
  HAS_CHROMIUM
    ? 'the division engagement report in a real browser'
    : `the engagement report: SKIPPED because ${CHROMIUM} is absent`,
  () => {
    beforeAll(async () => {
      const out = join(tempFiles({}), 'engagement-division');
      await runExperiment({ file: 'experiments/engagement-division.yaml', trials: 600, workers: 1, out });
      report = await buildReport(out);
      const rows = parse(readFileSync(join(out, 'results.csv'), 'utf8'), { columns: true }) as Array<
        Record<string, string>
      >;
      csv = new Map(rows.map((r) => [`${r.point}\0${r.metric}\0${r.outcome}`, Number(r.estimate)]));
      context = await launchChromium();
    }, 240_000);
    afterAll(async () => {
      await context?.close();
    });

    it('says who broke, when, and the losses by cause, each number as results.csv gives it', async () => {
      const page = await openPage(context, report.page, report.charts);
      const points = await page.$$eval('#engagement-headline .engagement-point', (els) =>
        els.map((el) => Number(el.getAttribute('data-point'))),
      );
      expect(points).toEqual([0, 1]);
      for (const point of points) {
        const scope = page.locator(`#engagement-headline .engagement-point[data-point="${point}"]`);
        const cell = async (metric: string, outcome?: string) => {
          const sel = `td[data-metric="${metric}"]${outcome ? `[data-outcome="${outcome}"]` : ''}`;
          const td = scope.locator(sel);
          await expect.poll(() => td.count()).toBe(1);
          return { value: Number(await td.getAttribute('data-value')), text: (await td.textContent())! };
        };
        const sentence = (await scope.locator('p.lead').textContent())!;
        for (const side of SIDES) {
          const byTurn = Array.from({ length: 6 }, (_, t) => at(point, `break turn: ${side}`, String(t + 1)));
          const chance = byTurn.reduce((s, x) => s + x, 0);
          // who broke: the chance it breaks is the sum over the turns, shown in the sentence and the table
          const breaks = await cell(`break turn: ${side}`, 'breaks');
          expect(breaks.value).toBeCloseTo(chance, 12);
          expect(breaks.text).toBe(`${(chance * 100).toFixed(1)}%`);
          expect(sentence).toContain(`${side} breaks in ${(chance * 100).toFixed(1)}% of trials`);
          // when: the median game turn of the trials where it breaks, read off the cumulative chances
          let sum = 0;
          const median = byTurn.findIndex((x) => (sum += x) >= chance / 2 - 1e-12) + 1;
          const row = scope.locator(`table.who-broke tr[data-side="${side}"] td`);
          expect(Number(await row.nth(2).getAttribute('data-value'))).toBe(median);
          expect(sentence).toMatch(
            new RegExp(`${side} breaks in [^;]*at the median in game turn ${median}\\b`),
          );
          // held to the end apart from ended because the other side broke
          expect((await cell(`break turn: ${side}`, 'held to the end')).value).toBe(
            at(point, `break turn: ${side}`, 'held to the end'),
          );
          expect((await cell(`break turn: ${side}`, 'other side broke')).value).toBe(
            at(point, `break turn: ${side}`, 'other side broke'),
          );
          // men lost in each game turn, and by cause
          for (let t = 1; t <= 6; t++)
            expect((await cell(`men lost in turn ${t}: ${side}`)).value).toBe(
              at(point, `men lost in turn ${t}: ${side}`),
            );
          for (const cause of CAUSES) {
            const c = await cell(`men lost to ${cause}: ${side}`);
            expect(c.value).toBe(at(point, `men lost to ${cause}: ${side}`));
            expect(c.text).toBe(Math.round(c.value).toLocaleString('en-US'));
          }
          expect((await cell(`men lost: ${side}`)).value).toBe(at(point, `men lost: ${side}`));
          expect((await cell(`guns lost: ${side}`)).value).toBe(at(point, `guns lost: ${side}`));
        }
      }
      await page.close();
    });
  },
);
