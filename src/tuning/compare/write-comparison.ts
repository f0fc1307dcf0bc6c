import { writeChartFiles } from '../write-chart-files.ts';
import type { Comparison } from './compare-types.ts';
import { comparisonChart } from './comparison-chart.ts';

/** compare.json, compare.vl.json and compare.svg, written atomically into `dir`. */
export async function writeComparison(dir: string, c: Comparison): Promise<void> {
  await writeChartFiles(dir, 'compare', c, comparisonChart(c), 'comparison');
}
