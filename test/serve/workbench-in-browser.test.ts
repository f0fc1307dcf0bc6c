import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/serve/start-server.ts';
import type { Workbench } from '../../src/serve/workbench.ts';
import { runSensitivity } from '../../src/tuning/sensitivity/run-sensitivity.ts';
import { runCli } from '../helpers/cli.ts';
import { CHROMIUM, HAS_CHROMIUM, launchChromium, PAGE_WIDTH } from '../report/browser/chromium.ts';
import { filesUnder, testServer } from './serve-fixture.ts';

/** The odds as the page shows them: each outcome's and each at-least chance, each mean, the provisional share. */
interface Shown {
  outcomes: Record<string, number>;
  means: Record<string, number>;
  provisional: number;
}

async function shown(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const outcomes: Record<string, number> = {};
    for (const t of document.querySelectorAll('table.dist')) {
      for (const tr of t.querySelectorAll('tr[data-outcome]'))
        outcomes[`${(t as HTMLElement).dataset.metric}:${(tr as HTMLElement).dataset.outcome}`] = Number(
          (tr.querySelector('[data-p]') as HTMLElement).dataset.p,
        );
    }
    const means: Record<string, number> = {};
    for (const tr of document.querySelectorAll('tr[data-mean]'))
      means[(tr as HTMLElement).dataset.mean!] = Number(
        (tr.querySelector('[data-expected]') as HTMLElement).dataset.expected,
      );
    return {
      outcomes,
      means,
      provisional: Number((document.querySelector('.provisional [data-p]') as HTMLElement).dataset.p),
    };
  });
}

/** `warbench odds --json` in the same terms. */
async function cliOdds(args: string[]): Promise<Shown> {
  const r = await runCli(['odds', 'assault', '--json', ...args]);
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout);
  const outcomes: Record<string, number> = {};
  for (const d of j.distributions)
    if (d.name !== 'rests_on_provisional')
      for (const o of d.outcomes) outcomes[`${d.name}:${o.outcome}`] = o.probability;
  return {
    outcomes,
    means: Object.fromEntries(j.means.map((m: { name: string; expected: number }) => [m.name, m.expected])),
    provisional: j.restsOnProvisional,
  };
}

function expectSame(page: Shown, cli: Shown): void {
  expect(Object.keys(page.outcomes).sort()).toEqual(Object.keys(cli.outcomes).sort());
  for (const [k, p] of Object.entries(cli.outcomes))
    expect(Math.abs(page.outcomes[k] - p), k).toBeLessThanOrEqual(1e-9);
  expect(Object.keys(page.means).sort()).toEqual(Object.keys(cli.means).sort());
  for (const [k, m] of Object.entries(cli.means))
    expect(Math.abs(page.means[k] - m), k).toBeLessThanOrEqual(1e-9);
  expect(Math.abs(page.provisional - cli.provisional)).toBeLessThanOrEqual(1e-9);
}

/** Do something on the page and wait until every answer it asked for is drawn. */
async function settled(page: Page, act: () => Promise<void>): Promise<void> {
  const before = await page.evaluate(() => document.body.dataset.busy ?? '');
  await act();
  await page.waitForFunction(
    (b) => document.body.dataset.busy !== b && document.body.dataset.done === document.body.dataset.busy,
    before,
    { timeout: 60_000 },
  );
}

const cell = (page: Page, field: string) => page.locator(`td.cell[data-field="${field}"] input`);

/** The 95th percentile (nearest rank). */
function p95(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)];
}

describe.skipIf(!HAS_CHROMIUM)(
  HAS_CHROMIUM
    ? 'the workbench in a real browser'
    : `the workbench in a real browser: SKIPPED because ${CHROMIUM} is absent`,
  () => {
    let context: BrowserContext;
    let page: Page;
    let server: RunningServer;
    let wb: Workbench;
    let folder: string;
    const requested: string[] = [];

    beforeAll(async () => {
      ({ server, wb, folder } = await testServer());
      context = await launchChromium();
      page = await context.newPage();
      page.on('request', (r) => requested.push(r.url()));
      await page.goto(server.pageUrl);
      await page.waitForFunction(
        () =>
          document.body.dataset.done !== undefined &&
          document.body.dataset.done === document.body.dataset.busy,
        null,
        { timeout: 120_000 },
      );
    }, 180_000);
    afterAll(async () => {
      await context?.close();
      await server?.close();
      wb?.close();
    });

    it('shows the shipped odds as warbench odds gives them', async () => {
      expectSame(await shown(page), await cliOdds([]));
    }, 60_000);

    it('redraws the odds of an edited assault cell and situation field as warbench odds gives them, and as it gives them for the saved patch', async () => {
      // row +1, column PB: the cell patches/pb-plus1-drive-away.yaml sets
      await settled(page, async () => {
        await cell(page, 'table.rows[13][2]').fill('1P Drive away');
        await cell(page, 'table.rows[13][2]').press('Enter');
      });
      await settled(page, async () => {
        await page.locator('#field-attacker-grade').fill('crack');
        await page.locator('#field-attacker-grade').press('Enter');
      });
      // the cell is listed as changed, with compare's sentence on what it does
      await expect.poll(() => page.locator('.changed-cells tbody tr').count()).toBe(1);
      expect(await page.locator('.changed-cells tbody tr').textContent()).toContain(
        'Roll again1P Drive away',
      );
      expect(await page.locator('.sentences li .sentence').first().textContent()).toMatch(
        /percentage points (more|less) often with B \(exact\)$/,
      );

      // a field of docs/assault-situation.md the example file leaves out
      await page.locator('.more-fields summary').press('Enter');
      await settled(page, async () => {
        await page.locator('#doc-defender-cover').fill('medium');
        await page.locator('#doc-defender-cover').press('Enter');
      });
      expect(await page.locator('#field-defender-cover').inputValue()).toBe('medium');
      const page1 = await shown(page);
      expectSame(
        page1,
        await cliOdds([
          '--patch',
          'patches/pb-plus1-drive-away.yaml',
          '--set',
          'attacker.grade=crack',
          '--set',
          'defender.cover=medium',
        ]),
      );
      await page.locator('#save-path').fill('saved.yaml');
      await page.locator('#save').press('Enter');
      await expect
        .poll(() => page.locator('.save-message').textContent())
        .toContain('Saved the patch saved.yaml');
      expectSame(
        page1,
        await cliOdds([
          '--patch',
          join(folder, 'saved.yaml'),
          '--set',
          'attacker.grade=crack',
          '--set',
          'defender.cover=medium',
        ]),
      );
    }, 120_000);

    it('keeps the edits and the situation across a reload', async () => {
      const before = await shown(page);
      await page.reload();
      await page.waitForFunction(
        () =>
          document.body.dataset.done !== undefined &&
          document.body.dataset.done === document.body.dataset.busy,
        null,
        { timeout: 60_000 },
      );
      expect(await cell(page, 'table.rows[13][2]').inputValue()).toBe('1P Drive away');
      expect(await page.locator('#field-attacker-grade').inputValue()).toBe('crack');
      expect(await shown(page)).toEqual(before);
    }, 120_000);

    it('shades the assault table by how often the situation reads each cell', async () => {
      await settled(page, async () => {
        await page.locator('#shade').selectOption('reach');
      });
      const shades = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('td.cell[data-field^="table.rows"]')].map((td) => ({
          reads: Number(td.dataset.reads),
          shade: td.style.background,
        })),
      );
      // a cell never read stays white; a cell read more often is never lighter
      expect(shades.filter((c) => c.reads === 0).every((c) => c.shade === 'rgb(255, 255, 255)')).toBe(true);
      expect(shades.filter((c) => c.reads > 0).length).toBeGreaterThan(10);
      const light = (rgb: string) =>
        rgb
          .match(/\d+/g)!
          .map(Number)
          .reduce((a, b) => a + b, 0);
      const byReads = [...shades].sort((a, b) => a.reads - b.reads);
      for (let i = 1; i < byReads.length; i++)
        expect(light(byReads[i].shade)).toBeLessThanOrEqual(light(byReads[i - 1].shade));
      await settled(page, async () => {
        await page.locator('#shade').selectOption('source');
      });
    }, 60_000);

    it('ranks the ten inputs that move the chosen metric most, as warbench sensitivity does', async () => {
      await page.locator('#metric').selectOption('winner:attacker');
      await page.locator('#rank').press('Enter');
      await expect.poll(() => page.locator('.ranking ol.top li').count(), { timeout: 120_000 }).toBe(10);
      const s = runSensitivity({
        sim: 'assault',
        metric: 'winner:attacker',
        patch: [join(folder, 'saved.yaml')],
        set: ['attacker.grade=crack', 'defender.cover=medium'],
        switch: [],
      });
      const names = await page.locator('.ranking ol.top li strong').allTextContents();
      expect(names).toEqual(s.inputs.slice(0, 10).map((i) => i.name));
    }, 180_000);

    it("gives a cell that cannot be read the command line's message, and marks a cell the audit finds wrong", async () => {
      await settled(page, async () => {
        await cell(page, 'table.rows[12][2]').fill('2X Carry');
        await cell(page, 'table.rows[12][2]').press('Enter');
      });
      const bad = join(folder, 'bad.yaml');
      writeFileSync(
        bad,
        'title: bad\nset:\n  - {file: assault.yaml, at: "table.rows[12][2]", value: "2X Carry"}\n',
      );
      const cli = await runCli(['odds', 'assault', '--patch', bad]);
      expect(cli.code).toBe(2);
      const said = (await page.locator('.cell-message').textContent()) ?? '';
      // the same cell and what was expected; the file is the page's edits rather than bad.yaml
      expect(said.replace(/^workbench edits:\d+: /, '')).toBe(
        cli.stderr.trim().replace(/^warbench: .*?bad\.yaml:\d+: /, ''),
      );
      expect(await cell(page, 'table.rows[12][2]').getAttribute('aria-invalid')).toBe('true');

      // +12 weaker than +11 in PB: a non-monotone step, shown on the cell that makes it
      await settled(page, async () => {
        await cell(page, 'table.rows[12][2]').fill('Roll again');
        await cell(page, 'table.rows[2][2]').fill('Break off');
        await cell(page, 'table.rows[2][2]').press('Enter');
      });
      await expect
        .poll(() => page.locator('td.cell[data-field="table.rows[2][2]"]').getAttribute('class'))
        .toContain('has-problem');
      expect(await cell(page, 'table.rows[2][2]').getAttribute('title')).toContain(
        'problem: monotone in the difference: PB +12 `Break off` is worse for the attacker than +11',
      );
    }, 120_000);

    it('redraws the odds after an edit in under 100 ms at the 95th percentile (measured and printed, not asserted)', async () => {
      // whatever the previous test left drawing finishes first, so it is not counted here
      await page.waitForFunction(() => document.body.dataset.done === document.body.dataset.busy, undefined, {
        timeout: 60_000,
      });
      await page.evaluate(() => {
        for (const k of ['redraws', 'server', 'read', 'draw'] as const) window.workbench[k].length = 0;
      });
      const values = ['2P Carry', '1P Drive away', '1P Carry', 'Roll again'];
      for (let i = 0; i < 12; i++) {
        await settled(page, async () => {
          if (i % 2 === 0) {
            await cell(page, 'table.rows[13][2]').fill(values[(i / 2) % values.length]);
            await cell(page, 'table.rows[13][2]').press('Enter');
          } else {
            await page.locator('#field-attacker-bases').fill(String(4 + (i % 5)));
            await page.locator('#field-attacker-bases').press('Enter');
          }
        });
      }
      const { redraws, server: serverMs, read, draw } = await page.evaluate(() => window.workbench);
      // one redraw an edit at least; on a loaded machine typing and Enter may each draw
      expect(redraws.length).toBeGreaterThanOrEqual(12);
      const line = `workbench redraw after an edit: ${redraws.length} edits, median ${[...redraws].sort((a, b) => a - b)[6].toFixed(0)} ms, 95th percentile ${p95(redraws).toFixed(0)} ms (each: ${redraws.map((x) => x.toFixed(0)).join(', ')}; of which the server answering: ${serverMs.map((x) => x.toFixed(0)).join(', ')} (reading the edited ruleset: ${read.map((x) => x.toFixed(0)).join(', ')}); the page drawing: ${draw.map((x) => x.toFixed(0)).join(', ')})`;
      process.stdout.write(`${line}\n`);
      writeFileSync(join(folder, 'redraw-times.txt'), `${line}\n`);
    }, 180_000);

    it('starts and cancels an engagement run', async () => {
      await page.locator('#mc-experiment').selectOption('experiments/engagement-brigade.yaml');
      await page.locator('#mc-trials').fill('400000');
      await page.locator('#mc-start').press('Enter');
      await expect.poll(() => page.locator('.mc-panel').getAttribute('data-state')).toBe('running');
      await page.locator('#mc-cancel').press('Enter');
      await expect
        .poll(() => page.locator('.mc-panel').getAttribute('data-state'), { timeout: 30_000 })
        .toBe('cancelled');
      expect(await page.locator('.mc-line').textContent()).toMatch(
        /^engagement-brigade, seed 150, on the shipped chart \(no cell edited\)|^engagement-brigade, seed 150, with the \d+ edited cells?/,
      );
    }, 60_000);

    it(`has no sideways scroll at ${PAGE_WIDTH} px and every control is reached with the Tab key`, async () => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PAGE_WIDTH);
      const missing = await page.evaluate(async () => {
        const controls = [
          ...document.querySelectorAll<HTMLElement>(
            'a[href], button:not([disabled]), input, select, summary, textarea',
          ),
        ].filter((e) => e.checkVisibility());
        controls.forEach((e, i) => (e.dataset.control = String(i)));
        return controls.length;
      });
      expect(missing).toBeGreaterThan(100);
      const reached = new Set<string>();
      await page.locator('body').focus();
      // the page notes each control the focus lands on; read back every few presses, not after each one
      await page.evaluate(() => {
        const w = window as unknown as { tabbed: string[] };
        w.tabbed = [];
        document.addEventListener('focusin', (e) => {
          const id = (e.target as HTMLElement).dataset?.control;
          if (id) w.tabbed.push(id);
        });
      });
      let around = false;
      for (let i = 0; i < 3000 && !around; ) {
        for (const end = i + 20; i < end; i++) await page.keyboard.press('Tab');
        const ids = await page.evaluate(() => (window as unknown as { tabbed: string[] }).tabbed.splice(0));
        for (const id of ids) {
          if (reached.has(id) && reached.size > 10) {
            around = true;
            break;
          }
          reached.add(id);
        }
      }
      const unreached = await page.evaluate(
        (seen) =>
          [...document.querySelectorAll<HTMLElement>('[data-control]')]
            .filter((e) => !seen.includes(e.dataset.control!))
            .map((e) => e.outerHTML.slice(0, 120)),
        [...reached],
      );
      expect(unreached).toEqual([]);
    }, 240_000);

    it('loaded nothing but from the workbench itself (no network)', () => {
      expect(requested.length).toBeGreaterThan(10);
      expect(requested.filter((u) => !u.startsWith(server.url))).toEqual([]);
    });

    it('wrote only the file it was asked to save', () => {
      expect(filesUnder(folder).filter((f) => f !== 'bad.yaml' && f !== 'redraw-times.txt')).toEqual([
        '.warbench-files.json',
        'saved.yaml',
      ]);
    });
  },
);
