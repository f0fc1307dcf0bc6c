import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeFilesAtomic } from '../results/atomic-write.ts';
import { InputError } from '../engine/input/input-error.ts';
import { whyNoFolder } from '../results/make-dir.ts';
import { processAlive } from '../results/process-alive.ts';
import { buildCharts } from './charts/build-charts.ts';
import { reportHtml } from './html/report-page.ts';
import { currentCharts } from './load/current-charts.ts';
import { hasWarbenchIndex } from '../results/collection-files.ts';
import { loadResults } from './load/load-results.ts';
import { writeCharts } from './write/write-charts.ts';

/** Temporary chart folders a killed build left behind (`.charts.<pid>.tmp` of a process gone). */
function removeStaleChartFolders(dir: string): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const pid = /^\.charts\.(\d+)\.tmp$/.exec(name)?.[1];
    if (pid && (Number(pid) === process.pid || !processAlive(Number(pid))))
      rmSync(join(dir, name), { recursive: true, force: true });
  }
}

/**
 * Make a result folder's charts (spec, SVG, PNG, CSV under charts/) and its
 * report.html from the saved result files alone, drawing the charts the
 * experiment file asks for now (see currentCharts). The page links up to
 * ../index.html when asked, or when that index already exists. The page is
 * made before anything is written, so a failure leaves the old charts/ and
 * report.html as they were, never new charts beside an old or missing page;
 * so does a folder where nothing can be written (read-only: exit 2).
 */
export async function buildReport(
  dir: string,
  options: { indexLink?: boolean } = {},
): Promise<{ page: string; charts: number }> {
  const set = loadResults(dir);
  const charts = buildCharts(set, currentCharts(set));
  const indexLink = options.indexLink ?? hasWarbenchIndex(dirname(dir));
  const page = reportHtml(set, charts, indexLink);
  const noFolder = whyNoFolder(dir);
  if (noFolder)
    throw new InputError({
      file: dir,
      field: '',
      expected: `a result folder the report can be written in, but ${noFolder}`,
    });
  removeStaleChartFolders(dir);
  await writeCharts(dir, charts);
  writeFilesAtomic(dir, [['report.html', page]]);
  return { page: join(dir, 'report.html'), charts: charts.length };
}
