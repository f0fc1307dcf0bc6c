import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRepublic } from '../../src/engine/republic/audit/audit-republic.ts';
import { loadRulesetOf } from '../../src/engine/families/load-ruleset.ts';
import { resolveSwitches } from '../../src/engine/ruleset/switches.ts';
import { runExperiment } from '../../src/experiment/run-experiment.ts';
import { buildIndex } from '../../src/report/build-index.ts';
import { buildReport } from '../../src/report/build-report.ts';
import { auditHtml } from '../../src/report/html/audit-page.ts';
import { writeFilesAtomic } from '../../src/results/atomic-write.ts';
import { CHROMIUM, HAS_CHROMIUM, launchChromium, openPage, PAGE_WIDTH } from './browser/chromium.ts';
import { collidingText, sidewaysOverflow } from './browser/layout-checks.ts';
import { tempFiles } from '../experiment/temp-files.ts';
import { BASES_EXPERIMENT, FIXTURE_EXPERIMENT } from './fixture.ts';

let context: BrowserContext;
/** the fixture's report (one chart of each kind), the numeric curve's report, the index and the audit beside them */
let pages: { report: string; charts: number; curve: string; index: string; audit: string };

const open = (file: string, charts: number) => openPage(context, file, charts);

describe.skipIf(!HAS_CHROMIUM)(
  HAS_CHROMIUM
    ? 'report pages in a real browser'
    : `report pages in a real browser: SKIPPED because ${CHROMIUM} is absent (apt-get install -y chromium)`,
  () => {
    beforeAll(async () => {
      const files = tempFiles({ 'fixture.yaml': FIXTURE_EXPERIMENT, 'bases.yaml': BASES_EXPERIMENT });
      const root = join(files, 'out');
      const run = async (name: string) =>
        (await runExperiment({ file: join(files, `${name}.yaml`), workers: 1, out: join(root, name) }))
          .outDir;
      const built = await buildReport(await run('fixture'), { indexLink: true });
      const curve = await buildReport(await run('bases'), { indexLink: true });
      const ruleset = loadRulesetOf('republic', 'republic-1.0-beta');
      writeFilesAtomic(root, [
        ['audit.html', auditHtml(auditRepublic(ruleset, resolveSwitches(ruleset.source.switches, {})))],
      ]);
      const index = buildIndex(root);
      pages = {
        report: built.page,
        charts: built.charts,
        curve: curve.page,
        index,
        audit: join(root, 'audit.html'),
      };
      context = await launchChromium();
    }, 240_000);
    afterAll(async () => {
      await context?.close();
    });

    it('draws every chart from disk with no network and no console errors, shows tooltips, and saves a screenshot', async () => {
      const page = await context.newPage();
      const errors: string[] = [];
      const offDisk: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.route('**/*', (route) =>
        route.request().url().startsWith('file:')
          ? route.continue()
          : (offDisk.push(route.request().url()), route.abort()),
      );
      await page.goto(pathToFileURL(pages.report).href);
      await page.waitForFunction(
        (n) => document.querySelectorAll('.chart[data-drawn]').length === n,
        pages.charts,
        { timeout: 30_000 },
      );

      const drawn = await page.$$eval('.chart', (els) =>
        els.map((el) => {
          const svg = el.querySelector('svg');
          return {
            state: el.getAttribute('data-drawn'),
            marks: svg ? svg.querySelectorAll('.role-mark path, .role-mark text').length : 0,
            width: svg?.getBoundingClientRect().width ?? 0,
          };
        }),
      );
      expect(drawn).toHaveLength(pages.charts);
      for (const d of drawn) {
        expect(d.state).toBe('yes');
        expect(d.marks).toBeGreaterThan(0);
        expect(d.width).toBeGreaterThan(100);
      }

      // point at the middle of the first heatmap cell, where its value is printed
      const first = page.locator('.chart').first().locator('.mark-rect path').first();
      await first.scrollIntoViewIfNeeded();
      const cell = (await first.boundingBox())!;
      await page.mouse.move(cell.x + cell.width / 2, cell.y + cell.height / 2);
      const tooltip = page.locator('#vg-tooltip-element');
      await expect
        .poll(async () => (await tooltip.count()) > 0 && (await tooltip.textContent()))
        .toContain('95% interval');

      const shot = join(dirname(pages.report), 'report-screenshot.png');
      await page.screenshot({ path: shot, fullPage: true });
      expect(readFileSync(shot).subarray(1, 4).toString()).toBe('PNG');
      console.log(`report screenshot: ${shot}`);
      expect(errors).toEqual([]);
      expect(offDisk).toEqual([]);
      await page.close();
    });

    it('finds a sideways scrollbar and labels drawn over each other, and lets turned labels side by side pass', async () => {
      const page = await context.newPage();
      await page.setContent(`<div class="chart"><svg class="marks" width="400" height="120" font-size="16">
<text x="10" y="40">0.0</text><text x="24" y="40">0.2</text>
<text x="200" y="100" transform="rotate(-35 200 100)">turned label</text><text x="245" y="100" transform="rotate(-35 245 100)">turned label</text>
<text x="390" y="40">out</text></svg></div><div style="width: ${PAGE_WIDTH + 300}px">wide</div>`);
      expect(await sidewaysOverflow(page)).toMatchObject({ clientWidth: PAGE_WIDTH });
      expect(await collidingText(page)).toEqual([
        'chart 1: "out" sticks out of the chart',
        'chart 1: "0.0" overlaps "0.2"',
      ]);
      await page.close();
    });

    it(`shows the index, the audit and a report of every chart kind at ${PAGE_WIDTH} px without a sideways scrollbar or overlapping text`, async () => {
      const checked: Array<[string, string, number]> = [
        ['index', pages.index, 0],
        ['audit', pages.audit, 0],
        [
          'report with a heatmap, stacked bars, a curve, a comparison and a histogram',
          pages.report,
          pages.charts,
        ],
        ['report with a curve on a number line', pages.curve, 1],
      ];
      const found: string[] = [];
      for (const [name, file, charts] of checked) {
        const page = await open(file, charts);
        if (file === pages.report) {
          const ids = await page.$$eval('.chart', (els) => els.map((el) => el.id));
          expect(new Set(ids.map((id) => id.split('-')[2]))).toEqual(
            new Set(['heatmap', 'stacked', 'curve', 'compare', 'histogram']),
          );
        }
        const wide = await sidewaysOverflow(page);
        if (wide)
          found.push(`${name}: the page is ${wide.scrollWidth} px wide in a ${wide.clientWidth} px window`);
        for (const c of await collidingText(page)) found.push(`${name}: ${c}`);
        await page.close();
      }
      expect(found).toEqual([]);
    });
  },
);
