import { writeChartFiles } from '../write-chart-files.ts';
import type { Comparison } from './compare-types.ts';

/** compare.json, compare.vl.json and compare.svg, written atomically into `dir`. */
export async function writeComparison(dir: string, c: Comparison): Promise<void> {
  await writeChartFiles(dir, 'compare', c, async () => (await import('./comparison-chart.ts')).comparisonChart(c), 'comparison');
}
