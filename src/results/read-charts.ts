import type { YamlNode } from '../engine/input/yaml-node.ts';

export const CHART_KINDS = ['heatmap', 'stacked', 'curve', 'compare', 'histogram', 'course'] as const;
const CHART_FIELDS = [
  'kind',
  'title',
  'metric',
  'outcome',
  'x',
  'y',
  'color',
  'atLeast',
  'lines',
  'subtitle',
] as const;
export const CURVE_LINES = ['straight', 'step'] as const;

/** A chart request, kept exactly as written for the report. */
export interface ChartSpec {
  kind: (typeof CHART_KINDS)[number];
  title: string;
  metric: string;
  outcome?: string;
  x?: string;
  y?: string;
  color?: string;
  /** plot the chance of `outcome` or anything more severe (an ordered scale: counts, panic responses, morale states) */
  atLeast?: boolean;
  /** a curve's lines: straight between points, or steps for a step function (a table read by range bracket) */
  lines?: (typeof CURVE_LINES)[number];
  /** a line of the experiment's own under the title: what the chart shows that the numbers alone do not (why a metric does not move) */
  subtitle?: string;
}

/** Read `charts:`; names are checked against the layout later (check-charts.ts). */
export function readCharts(node: YamlNode): { charts: ChartSpec[]; chartNodes: YamlNode[] } {
  if (!node.exists) return { charts: [], chartNodes: [] };
  const chartNodes = node.items();
  const charts = chartNodes.map((c) => {
    c.allowKeys(CHART_FIELDS);
    const chart: ChartSpec = {
      kind: c.get('kind').oneOf(CHART_KINDS),
      title: c.get('title').string(),
      metric: c.get('metric').string(),
    };
    for (const f of ['outcome', 'x', 'y', 'color', 'subtitle'] as const)
      if (c.get(f).exists) chart[f] = c.get(f).string();
    if (c.get('atLeast').exists) chart.atLeast = c.get('atLeast').bool();
    if (c.get('lines').exists) chart.lines = c.get('lines').oneOf(CURVE_LINES);
    return chart;
  });
  return { charts, chartNodes };
}
