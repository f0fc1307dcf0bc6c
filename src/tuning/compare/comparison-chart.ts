import { CHART_CONFIG } from '../../report/charts/chart-config.ts';
import { signedLabels, symmetricTicks } from '../../report/charts/axis-layout.ts';
import { meanTitle } from '../../report/charts/metric.ts';
import { OKABE_ITO } from '../../report/charts/palette.ts';
import { wrapWords } from '../../report/charts/text.ts';
import type { Comparison } from './compare-types.ts';

/**
 * The comparison as a chart: left, A's and B's estimate of the headline
 * metric at each point (labelled rows); right, B - A with its 95% interval
 * (a dot alone where exact), a dashed line at zero.
 */
export function comparisonChart(c: Comparison): Record<string, unknown> {
  const percent = c.points[0]?.headline.kind === 'probability';
  const scale = percent ? 100 : 1;
  const rows = c.points.map((p) => p.words || '(one point)');
  const sides = [`A: ${c.a}`, `B: ${c.b}`];
  // one legend for colour and shape
  const legend = { title: null, orient: 'bottom', direction: 'vertical', labelLimit: 600 };
  const estimates = c.points.flatMap((p, i) => [
    { row: rows[i], side: `A: ${c.a}`, value: p.headline.a * scale },
    { row: rows[i], side: `B: ${c.b}`, value: p.headline.b * scale },
  ]);
  const diffs = c.points.map((p, i) => ({
    row: rows[i],
    diff: p.headline.diff * scale,
    low: (p.headline.diff - p.headline.halfWidth) * scale,
    high: (p.headline.diff + p.headline.halfWidth) * scale,
    how: p.method === 'exact' ? 'exact' : 'paired Monte Carlo',
    words: p.sentence,
  }));
  const head = c.points[0]?.headline;
  const what = head ? (percent ? `chance: ${head.title} (%)` : meanTitle(head)) : c.headline.metric;
  const y = { field: 'row', type: 'nominal', sort: rows, title: null, axis: { labelLimit: 420, offset: 6 } };
  // centred on zero with even ticks, so no dot or bar end sits on the frame
  const reach = Math.max(
    0,
    ...diffs
      .flatMap((d) => [d.low, d.high])
      .filter(Number.isFinite)
      .map(Math.abs),
  );
  // a little beyond the widest, so the farthest dot stands off the frame
  const ticks = symmetricTicks(reach * 1.05);
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: CHART_CONFIG,
    title: {
      text: `${c.b} against ${c.a}`,
      subtitle: wrapWords(
        `${c.experiment}: ${what}; right, B - A with its 95% interval (a dot alone: exact)`,
        90,
      ),
    },
    hconcat: [
      {
        width: 300,
        height: rows.length * 30,
        data: { values: estimates },
        mark: { type: 'point', filled: true, size: 80 },
        encoding: {
          y,
          // A above B within each row, each its own shape: equal estimates stay two marks, side by side
          yOffset: {
            field: 'side',
            type: 'nominal',
            sort: sides,
            scale: { domain: sides, paddingOuter: 0.6 },
          },
          x: {
            field: 'value',
            type: 'quantitative',
            title: wrapWords(what, 40),
            ...(percent ? { scale: { domain: [0, 100] } } : {}),
          },
          color: {
            field: 'side',
            type: 'nominal',
            sort: sides,
            scale: { domain: sides, range: OKABE_ITO },
            legend,
          },
          shape: {
            field: 'side',
            type: 'nominal',
            sort: sides,
            scale: { domain: sides, range: ['circle', 'diamond'] },
            legend,
          },
          tooltip: [{ field: 'row' }, { field: 'side' }, { field: 'value', format: '.2f' }],
        },
      },
      {
        width: 300,
        height: rows.length * 30,
        data: { values: diffs },
        encoding: { y: { ...y, axis: { labels: false, ticks: false, title: null } } },
        layer: [
          {
            data: { values: [{ zero: 0 }] },
            mark: { type: 'rule', color: '#555', strokeDash: [4, 3] },
            encoding: { x: { field: 'zero', type: 'quantitative' }, y: null },
          },
          {
            mark: { type: 'rule', strokeWidth: 2, color: OKABE_ITO[1] },
            encoding: {
              x: {
                field: 'low',
                type: 'quantitative',
                title: `B - A (${percent ? 'percentage points' : c.points[0]?.headline.unit})`,
                scale: { domain: ticks.domain, nice: false },
                axis: { values: ticks.values, labelExpr: signedLabels(false, ticks.step) },
              },
              x2: { field: 'high' },
            },
          },
          {
            mark: { type: 'point', filled: true, size: 70, color: OKABE_ITO[1] },
            encoding: {
              x: { field: 'diff', type: 'quantitative' },
              tooltip: [
                { field: 'row' },
                { field: 'diff', format: '.2f' },
                { field: 'how' },
                { field: 'words' },
              ],
            },
          },
        ],
      },
    ],
  };
}
