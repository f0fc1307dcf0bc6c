import { CHART_CONFIG, PERCENT_AXIS } from '../charts/chart-config.ts';
import type { HistoryDistribution } from '../../results/history/history-summary.ts';

/** A simulated estimate to draw beside a historical distribution: its value and 95% interval. */
export interface SimMark {
  /** the row of the chart it belongs beside (a distribution's title, or the label given in rows) */
  row: string;
  /** what the estimate is: `sim, before the patch`, `sim, after` */
  series: string;
  est: number;
  low: number;
  high: number;
}

export interface HistoryChartRow {
  /** the row's label */
  label: string;
  distribution: HistoryDistribution;
}

/**
 * A Vega-Lite chart of historical distributions, one row each: a box from
 * the lower to the upper quartile with whiskers to the extremes, every
 * battle as a dot (its name in the tooltip), and any simulated estimates
 * beside them as a diamond with its 95% interval. Shares on a percent
 * axis; ratios on a log axis.
 */
export function historyChartSpec(
  title: string,
  subtitle: string,
  rows: readonly HistoryChartRow[],
  sims: readonly SimMark[] = [],
): Record<string, unknown> {
  const ratio = rows.every((r) => r.distribution.unit === 'ratio');
  const order = rows.map((r) => r.label);
  const points = rows.flatMap((r) =>
    r.distribution.points.map((p) => ({
      row: r.label,
      value: p.value,
      battle: p.battle,
      side: p.side,
      days: p.days,
    })),
  );
  const boxes = rows.map((r) => ({
    row: r.label,
    min: r.distribution.min,
    q1: r.distribution.q1,
    median: r.distribution.median,
    q3: r.distribution.q3,
    max: r.distribution.max,
    n: r.distribution.n,
  }));
  const x = {
    type: 'quantitative',
    title: ratio ? "attacker's share over the defender's (log scale)" : 'share',
    ...(ratio ? { scale: { type: 'log', domain: [0.2, 25] } } : { axis: PERCENT_AXIS }),
  };
  const fmt = ratio ? '.2f' : '.1%';
  const y = { field: 'row', type: 'nominal', sort: order, title: null };
  const layer: Array<Record<string, unknown>> = [
    {
      data: { values: boxes },
      mark: { type: 'rule', color: '#666' },
      encoding: { y, x: { field: 'min', ...x }, x2: { field: 'max' } },
    },
    {
      data: { values: boxes },
      mark: { type: 'bar', size: 16, color: '#c9d7e8', stroke: '#4a6a8a' },
      encoding: {
        y,
        x: { field: 'q1', ...x },
        x2: { field: 'q3' },
        tooltip: [
          { field: 'row', title: 'record' },
          { field: 'n', title: 'sides or battles' },
          { field: 'q1', format: fmt, title: 'lower quartile' },
          { field: 'median', format: fmt },
          { field: 'q3', format: fmt, title: 'upper quartile' },
          { field: 'max', format: fmt },
        ],
      },
    },
    {
      data: { values: boxes },
      mark: { type: 'tick', color: '#1f3b57', thickness: 2, size: 16 },
      encoding: { y, x: { field: 'median', ...x } },
    },
    {
      data: { values: points },
      mark: { type: 'circle', size: 22, opacity: 0.55, color: '#333', yOffset: 12 },
      encoding: {
        y,
        x: { field: 'value', ...x },
        tooltip: [{ field: 'battle' }, { field: 'side' }, { field: 'days' }, { field: 'value', format: fmt }],
      },
    },
  ];
  if (sims.length) {
    const color = {
      field: 'series',
      type: 'nominal',
      title: 'simulated (95% interval)',
      scale: { domain: [...new Set(sims.map((m) => m.series))], range: ['#c0392b', '#1e8449', '#7d3c98'] },
    };
    layer.push(
      {
        data: { values: sims },
        mark: { type: 'rule', strokeWidth: 2, yOffset: -12 },
        encoding: { y, x: { field: 'low', ...x }, x2: { field: 'high' }, color },
      },
      {
        data: { values: sims },
        mark: { type: 'point', shape: 'diamond', filled: true, size: 90, yOffset: -12 },
        encoding: {
          y,
          x: { field: 'est', ...x },
          color,
          tooltip: [
            { field: 'row', title: 'record' },
            { field: 'series' },
            { field: 'est', format: fmt, title: 'estimate' },
            { field: 'low', format: fmt },
            { field: 'high', format: fmt },
          ],
        },
      },
    );
  }
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    config: CHART_CONFIG,
    title: { text: title, subtitle },
    width: 560,
    height: { step: 44 },
    layer,
  };
}
