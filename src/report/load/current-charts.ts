import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Problems } from '../../engine/input/problems.ts';
import { loadYamlFile } from '../../engine/input/parse-yaml.ts';
import type { ChartSpec } from '../../experiment/experiment.ts';
import { shownPath } from '../../engine/input/project-root.ts';
import { readCharts } from '../../results/read-charts.ts';
import { checkChartList } from '../../experiment/check-charts.ts';
import type { ResultSet } from './load-results.ts';

/**
 * The charts a report draws, and the file they are read from: the
 * experiment file's `charts:` as it reads now, when that file is still
 * where the run found it and names the same experiment, so a designer who
 * edits a chart sees it on `warbench report` without running again;
 * otherwise the charts saved in manifest.json. A bad chart entry is
 * reported with its file and line, as the run reported it.
 */
export function currentCharts(set: ResultSet): { charts: ChartSpec[]; file: string } {
  const saved = { charts: set.manifest.charts, file: join(set.dir, 'manifest.json') };
  const path = set.manifest.experiment.path;
  if (!path || !existsSync(path)) return saved;
  const problems = new Problems();
  const file = shownPath(path);
  const root = loadYamlFile(file).root(problems);
  problems.throwIfAny();
  if (!root.isMap() || root.get('name').value() !== set.manifest.experiment.name) return saved;
  const { charts, chartNodes } = readCharts(root.get('charts'));
  // checked as the run checked them, each problem at its line, against the results' layout and sweep
  const m = set.manifest;
  checkChartList(
    charts,
    chartNodes,
    m.sweep.params.map((p) => p.name),
    m.experiment.sim,
    m.layout,
  );
  problems.throwIfAny();
  return { charts, file };
}
