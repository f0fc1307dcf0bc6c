import { join } from 'node:path';
import type { ChartSpec } from '../../experiment/experiment.ts';
import type { ResultSet } from '../load/load-results.ts';
import type { BuiltChart } from './chart-spec.ts';
import { compareChart } from './compare-chart.ts';
import { courseChart } from './course-chart.ts';
import { curveChart } from './curve-chart.ts';
import { heatmapChart } from './heatmap-chart.ts';
import { histogramChart } from './histogram-chart.ts';
import type { Where } from './metric.ts';
import { stackedChart } from './stacked-chart.ts';

const BUILDERS: Record<
  ChartSpec['kind'],
  (set: ResultSet, decl: ChartSpec, where: Where, id: string) => BuiltChart
> = {
  heatmap: heatmapChart,
  stacked: stackedChart,
  curve: curveChart,
  compare: compareChart,
  histogram: histogramChart,
  course: courseChart,
};

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
}

/**
 * The charts the experiment asked for; when it asked for none, the first
 * outcome distribution as stacked bars, so every report shows something.
 */
export function chartDecls(set: ResultSet, charts: readonly ChartSpec[] = set.manifest.charts): ChartSpec[] {
  if (charts.length > 0) return [...charts];
  const first = set.manifest.layout.distributions.find((d) => d.name !== 'rests_on_provisional');
  return first ? [{ kind: 'stacked', title: first.title, metric: first.name, x: set.params[0]?.name }] : [];
}

/**
 * Build every chart of a result folder, numbered in the experiment's order:
 * those saved in its manifest, or `source`'s (the experiment file as it reads now).
 */
export function buildCharts(
  set: ResultSet,
  source: { charts: readonly ChartSpec[]; file: string } = {
    charts: set.manifest.charts,
    file: join(set.dir, 'manifest.json'),
  },
): BuiltChart[] {
  return chartDecls(set, source.charts).map((decl, i) => {
    const id = `${String(i + 1).padStart(2, '0')}-${decl.kind}-${slug([decl.metric, decl.outcome].filter(Boolean).join(' '))}`;
    const build = BUILDERS[decl.kind];
    return build(set, decl, { file: source.file, field: `charts[${i}]` }, id);
  });
}
