import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIndex } from '../../src/report/build-index.ts';
import { buildReport } from '../../src/report/build-report.ts';
import { trialsCell } from '../../src/report/html/index-page.ts';
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

describe('trialsCell', () => {
  const manifest = (points: Array<{ trials: number; method: 'exact' | 'mc' }>) => ({ sweep: { points } }) as unknown as Manifest;
  it('says exact odds where no point was sampled, never a bare 0 trials', () => {
    expect(trialsCell(manifest([{ trials: 0, method: 'exact' }, { trials: 0, method: 'exact' }]))).toBe('exact odds');
    expect(trialsCell(manifest([{ trials: 2000, method: 'mc' }, { trials: 2000, method: 'mc' }]))).toBe('4,000');
    expect(trialsCell(manifest([{ trials: 0, method: 'exact' }, { trials: 2000, method: 'mc' }]))).toBe('2,000 (1 point exact)');
  });
});
