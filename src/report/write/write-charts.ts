import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { userChartFiles } from '../../results/result-folder.ts';
import type { BuiltChart } from '../charts/chart-spec.ts';
import { renderPng } from '../render/render-png.ts';
import { renderSvg } from '../render/render-svg.ts';
import { chartCsv } from './chart-csv.ts';

/** The files of one chart under charts/: spec, images and numbers. */
export function chartFiles(id: string): { spec: string; svg: string; png: string; csv: string } {
  return {
    spec: `charts/${id}.vl.json`,
    svg: `charts/${id}.svg`,
    png: `charts/${id}.png`,
    csv: `charts/${id}.csv`,
  };
}

/**
 * Write charts/ afresh: every file goes into a temporary folder that then
 * replaces the old charts/ whole, so no stale or half-written chart is seen.
 * Files a user put in charts/ (any but a chart's four) are copied across
 * first, so they stay; a killed build leaves the old charts/ as it was.
 */
export async function writeCharts(dir: string, charts: readonly BuiltChart[]): Promise<void> {
  const temp = join(dir, `.charts.${process.pid}.tmp`);
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp, { recursive: true });
  try {
    for (const chart of charts) {
      const svg = await renderSvg(chart.spec);
      writeFileSync(join(temp, `${chart.id}.vl.json`), `${JSON.stringify(chart.spec, null, 2)}\n`);
      writeFileSync(join(temp, `${chart.id}.svg`), svg);
      writeFileSync(join(temp, `${chart.id}.png`), renderPng(svg));
      writeFileSync(join(temp, `${chart.id}.csv`), chartCsv(chart.table));
    }
    for (const name of userChartFiles(dir))
      if (!existsSync(join(temp, name)))
        cpSync(join(dir, 'charts', name), join(temp, name), { recursive: true });
  } catch (err) {
    rmSync(temp, { recursive: true, force: true });
    throw err;
  }
  rmSync(join(dir, 'charts'), { recursive: true, force: true });
  renameSync(temp, join(dir, 'charts'));
}
