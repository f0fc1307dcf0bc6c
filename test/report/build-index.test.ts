import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIndex } from '../../src/report/build-index.ts';
import { buildReport } from '../../src/report/build-report.ts';
import { indexHtml, trialsCell, type IndexEntry } from '../../src/report/html/index-page.ts';
import type { Manifest } from '../../src/results/manifest.ts';
import { BASES_EXPERIMENT, runFixture } from './fixture.ts';

describe('buildIndex', () => {
  it('lists every result folder that has a report, escaped, linking to its page', async () => {
    const a = await runFixture();
    const root = dirname(a);
    await buildReport(a, { indexLink: true });
    const html = readFileSync(buildIndex(root), 'utf8');
    expect(html).toContain('href="results/report.html"');
    expect(html).toContain('Grades &#60;script&#62;');
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<tr>\n<td><a /g)).toHaveLength(1);
    expect(readFileSync(join(a, 'report.html'), 'utf8')).toContain('href="../index.html"');
  });

  it('leaves out a folder without a report', async () => {
    const b = await runFixture(BASES_EXPERIMENT);
    const html = readFileSync(buildIndex(dirname(b)), 'utf8');
    expect(html).toContain('0 experiments');
  });
});

describe('indexHtml', () => {
  const entry = (name: string, file: string): IndexEntry => ({
    folder: name,
    provisional: null,
    manifest: {
      experiment: { name, title: name, description: '', file, sim: 'assault' },
      sweep: { points: [{ trials: 10, method: 'mc' }] },
      charts: [],
      timings: { startedAt: '2026-01-01T00:00:00Z' },
    } as unknown as Manifest,
  });

  it('groups the runs: main studies, then switch experiments, then your own runs', () => {
    const html = indexHtml([
      entry('mine', '../my/mine.yaml'),
      entry('assault-switch-grades', 'experiments/assault-switch-grades.yaml'),
      entry('assault-grade-matrix', 'experiments/assault-grade-matrix.yaml'),
    ]);
    const heads = [...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(heads).toEqual(['Main studies (1)', 'Switch experiments (1)', 'Your own runs (1)']);
    const section = (id: string) =>
      html.slice(
        html.indexOf(`<section id="${id}">`),
        html.indexOf('</section>', html.indexOf(`<section id="${id}">`)),
      );
    expect(section('main')).toContain('href="assault-grade-matrix/report.html"');
    expect(section('switch')).toContain('href="assault-switch-grades/report.html"');
    expect(section('own')).toContain('href="mine/report.html"');
  });

  it('says the provisional share of an exact-odds run is a share of the odds, not of trials', () => {
    expect(indexHtml([entry('mine', '../my/mine.yaml')])).toContain(
      '"provisional" is the share of trials that used a placeholder table cell (of the odds, every outcome weighed by its chance, where the trials column says exact odds).',
    );
  });
});

describe('trialsCell', () => {
  const manifest = (points: Array<{ trials: number; method: 'exact' | 'mc' }>) =>
    ({ sweep: { points } }) as unknown as Manifest;
  it('says exact odds where no point was sampled, never a bare 0 trials', () => {
    expect(
      trialsCell(
        manifest([
          { trials: 0, method: 'exact' },
          { trials: 0, method: 'exact' },
        ]),
      ),
    ).toBe('exact odds');
    expect(
      trialsCell(
        manifest([
          { trials: 2000, method: 'mc' },
          { trials: 2000, method: 'mc' },
        ]),
      ),
    ).toBe('4,000');
    expect(
      trialsCell(
        manifest([
          { trials: 0, method: 'exact' },
          { trials: 2000, method: 'mc' },
        ]),
      ),
    ).toBe('2,000 (1 point exact)');
  });
});
