import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildReport } from '../../src/report/build-report.ts';
import { readCsv } from '../../src/report/load/read-csv.ts';
import { FIXTURE_TITLE, runFixture } from './fixture.ts';

let dir: string;
const hashes = (d: string) =>
  Object.fromEntries(
    readdirSync(join(d, 'charts'))
      .sort()
      .map((f) => [
        f,
        createHash('sha256')
          .update(readFileSync(join(d, 'charts', f)))
          .digest('hex'),
      ]),
  );

beforeAll(async () => {
  dir = await runFixture();
});

describe('buildReport', () => {
  it('writes each chart as a Vega-Lite spec, SVG, PNG and CSV, numbered in the experiment order', async () => {
    const { page, charts } = await buildReport(dir);
    expect(charts).toBe(5);
    expect(page).toBe(join(dir, 'report.html'));
    const files = readdirSync(join(dir, 'charts')).sort();
    expect(files.filter((f) => f.endsWith('.png'))).toEqual([
      '01-heatmap-decision-carry.png',
      '02-stacked-decision.png',
      '03-curve-decision-carry.png',
      '04-compare-defender-m-hits.png',
      '05-histogram-rounds.png',
    ]);
    expect(files).toHaveLength(20);
    expect(readFileSync(join(dir, 'charts/01-heatmap-decision-carry.png')).subarray(1, 4).toString()).toBe(
      'PNG',
    );
  });

  it('shows how the rules read each sweep point: the assault column and why', async () => {
    const { page } = await buildReport(dir);
    const html = readFileSync(page, 'utf8');
    expect(html).toContain('How the rules read each sweep point');
    expect(html).toContain('Pitched Battle: same against same or other (§5.3 PB)');
  });

  it('rebuilds byte-identical charts from the same result files', async () => {
    await buildReport(dir);
    const first = hashes(dir);
    rmSync(join(dir, 'charts'), { recursive: true });
    rmSync(join(dir, 'report.html'));
    await buildReport(dir);
    expect(hashes(dir)).toEqual(first);
    expect(existsSync(join(dir, 'report.html'))).toBe(true);
  });

  it('writes tidy chart CSV with units in the column names', async () => {
    await buildReport(dir);
    const text = readFileSync(join(dir, 'charts/01-heatmap-decision-carry.csv'), 'utf8');
    expect(text.split('\n')[0]).toBe(
      'attacker.grade,naturalRollMoraleHits,decision carry (probability 0-1),ci95_low (probability 0-1),ci95_high (probability 0-1),exact (probability 0-1),trials,rests_on_provisional (share of trials 0-1)',
    );
    const rows = readCsv(text);
    expect(rows).toHaveLength(6);
    const results = readCsv(readFileSync(join(dir, 'results.csv'), 'utf8')).filter(
      (r) => r.metric === 'decision' && r.outcome === 'carry',
    );
    expect(rows.map((r) => r['decision carry (probability 0-1)'])).toEqual(results.map((r) => r.estimate));
  });

  it('makes one self-contained page: escaped names, every chart, no address off the disk', async () => {
    await buildReport(dir);
    const html = readFileSync(join(dir, 'report.html'), 'utf8');
    expect(html).not.toContain(FIXTURE_TITLE);
    expect(html).toContain('Grades &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; co');
    expect(html.match(/<div class="chart" id="chart-/g)).toHaveLength(5);
    for (const link of ['results.csv', 'outcomes.csv', 'charts/02-stacked-decision.csv'])
      expect(html).toContain(`href="${link}"`);
    // the Vega bundles are inlined; no script or stylesheet is fetched
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link[^>]+stylesheet/);
    expect(html).toContain('vegaEmbed');
  });
});
