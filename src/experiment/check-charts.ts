import { didYouMean, someOf } from '../engine/input/did-you-mean.ts';
import { CHART_KINDS } from '../results/read-charts.ts';
import { courseStems } from '../sims/course-means.ts';
import { orderedOutcomes } from '../sims/ordered-outcomes.ts';
import type { YamlNode } from '../engine/input/yaml-node.ts';
import type { LayoutSpec } from '../sims/layout.ts';
import type { ChartSpec, Experiment } from './experiment.ts';

/** Axes each chart kind needs. */
const NEEDS: Record<string, ReadonlyArray<'x' | 'y'>> = {
  heatmap: ['x', 'y'],
  curve: ['x'],
  compare: ['x'],
  stacked: [],
  histogram: [],
  course: [],
};

/**
 * Check every chart against the sim's layout and the sweep: the metric and
 * outcome exist, and x, y and color name sweep parameters.
 */
export function checkCharts(exp: Experiment, layout: LayoutSpec): void {
  checkChartList(
    exp.charts,
    exp.chartNodes,
    exp.sweep.map((p) => p.name),
    exp.sim.id,
    layout,
  );
}

/**
 * Check charts, each with its node (for its file and line), against a sim's
 * layout and the sweep's parameters: an experiment's before it runs, and the
 * charts `warbench report` reads from the experiment file after it ran.
 */
export function checkChartList(
  charts: readonly ChartSpec[],
  chartNodes: readonly YamlNode[],
  params: readonly string[],
  simId: string,
  layout: LayoutSpec,
): void {
  const metrics = [...layout.distributions.map((d) => d.name), ...layout.means.map((m) => m.name)];
  charts.forEach((chart, i) => {
    const node = chartNodes[i];
    // a mistyped kind is one mistake: its message says so, the chart's other fields wait for a kind
    if (!(CHART_KINDS as readonly unknown[]).includes(node.get('kind').value())) return;
    const dist = layout.distributions.find((d) => d.name === chart.metric);
    if (chart.kind === 'course') {
      const stems = courseStems(layout.means);
      if (!stems.includes(chart.metric))
        node
          .get('metric')
          .fail(
            `expected the stem of a family of means by turn: ${stems.join(', ') || `(sim ${simId} has none)`}`,
            didYouMean(chart.metric, stems),
          );
      for (const k of ['outcome', 'atLeast', 'x', 'y', 'color'] as const)
        if (chart[k] !== undefined)
          node
            .get(k)
            .fail(
              'expected none on a course chart: its x axis is the game turn, its lines the series of the means, each sweep point a panel',
            );
      return;
    }
    if (!metrics.includes(chart.metric))
      node
        .get('metric')
        .fail(`expected a metric of sim ${simId}: ${someOf(metrics)}`, didYouMean(chart.metric, metrics));
    // a mistyped metric is one mistake: its outcome is not checked against it
    if (chart.outcome !== undefined && metrics.includes(chart.metric)) {
      if (!dist) node.get('outcome').fail(`expected no outcome: ${chart.metric} is not a distribution`);
      else if (!dist.outcomes.includes(chart.outcome))
        node
          .get('outcome')
          .fail(
            `expected an outcome of ${chart.metric}: ${dist.outcomes.join(', ')}`,
            didYouMean(chart.outcome, dist.outcomes),
          );
    }
    // a chart of one number a point reads a distribution through one of its outcomes (a name that is also a mean reads the mean)
    const single = chart.kind === 'heatmap' || chart.kind === 'curve' || chart.kind === 'compare';
    const mean = layout.means.some((m) => m.name === chart.metric);
    if (single && dist && !mean && chart.outcome === undefined && !chart.atLeast)
      node
        .get('outcome')
        .fail(
          `required for a ${chart.kind} chart of ${chart.metric}, a distribution (it plots the chance of one outcome); expected one of ${dist.outcomes.join(', ')}`,
        );
    if (chart.atLeast) {
      if (chart.kind === 'stacked' || chart.kind === 'histogram')
        node.get('atLeast').fail(`expected no atLeast on a ${chart.kind} chart: it shows every outcome`);
      else if (dist && chart.outcome === undefined)
        node
          .get('atLeast')
          .fail(
            'expected an outcome with atLeast: the chart plots the chance of that outcome or a more severe one',
          );
      else if (dist && !orderedOutcomes(dist.outcomes, 2))
        node
          .get('atLeast')
          .fail(
            `expected a distribution whose outcomes run from mildest to most severe; ${chart.metric} (${dist.outcomes.join(', ')}) has no such order`,
          );
    }
    if (chart.lines !== undefined && chart.kind !== 'curve')
      node.get('lines').fail(`expected lines only on a curve chart, not a ${chart.kind}`);
    if ((chart.kind === 'stacked' || chart.kind === 'histogram') && metrics.includes(chart.metric) && !dist) {
      node.get('metric').fail(`expected a distribution for a ${chart.kind} chart`);
    }
    for (const axis of ['x', 'y', 'color'] as const) {
      const v = chart[axis];
      if (v !== undefined && !params.includes(v))
        node
          .get(axis)
          .fail(
            params.length > 0
              ? `expected a sweep parameter: ${params.join(', ')}`
              : `expected no ${axis}: the experiment sweeps nothing, so a chart has no parameter to put on it`,
            didYouMean(v, params),
          );
    }
    for (const axis of NEEDS[chart.kind] ?? [])
      if (chart[axis] === undefined)
        node.get(axis).fail(`required for a ${chart.kind} chart; expected a sweep parameter`);
  });
}
