import { writeChartFiles } from '../write-chart-files.ts';
import type { Comparison } from './compare-types.ts';

/** compare.json, compare.vl.json, compare.svg, compare.png and the page compare.html, written atomically into `dir`. */
export async function writeComparison(dir: string, c: Comparison): Promise<void> {
  await writeChartFiles(
    dir,
    'compare',
    c,
    async () => (await import('./comparison-chart.ts')).comparisonChart(c),
    'comparison',
    async () => (await import('./comparison-page.ts')).comparisonPage(c),
  );
}
