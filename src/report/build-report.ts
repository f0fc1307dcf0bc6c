import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeFilesAtomic } from '../results/atomic-write.ts';
import { buildCharts } from './charts/build-charts.ts';
import { reportHtml } from './html/report-page.ts';
import { loadResults } from './load/load-results.ts';
import { writeCharts } from './write/write-charts.ts';

/**
 * Make a result folder's charts (spec, SVG, PNG, CSV under charts/) and its
 * report.html from the saved result files alone. The page links up to
 * ../index.html when asked, or when that index already exists.
 */
export async function buildReport(dir: string, options: { indexLink?: boolean } = {}): Promise<{ page: string; charts: number }> {
  const set = loadResults(dir);
  const charts = buildCharts(set);
  await writeCharts(dir, charts);
  const indexLink = options.indexLink ?? existsSync(join(dirname(dir), 'index.html'));
  writeFilesAtomic(dir, [['report.html', reportHtml(set, charts, indexLink)]]);
  return { page: join(dir, 'report.html'), charts: charts.length };
}
