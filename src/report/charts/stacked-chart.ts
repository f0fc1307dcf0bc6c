import type { ChartSpec } from '../../experiment/experiment.ts';
import type { PointInfo, ResultSet } from '../load/load-results.ts';
import type { BuiltChart } from './chart-spec.ts';
import { finishChart, panels } from './chart-spec.ts';
import { standardTable } from './chart-table.ts';
import { resolveMetric, type Where } from './metric.ts';
import { categoryBand } from './axis-layout.ts';
import { orderedColors } from './heat-colors.ts';
import { categoryColors, inkOn } from './palette.ts';
import { orderedOutcomes } from './ordered-outcomes.ts';
import { groupRest, optionalParam } from './sweep-axes.ts';
import { outcomeLabel, paramTitle, wrapWords } from './text.ts';
import { valueAt, valueTooltip, type ValueRecord } from './values.ts';

/** Segments smaller than this carry no printed percentage (it would not fit). */
const MIN_LABELLED = 0.06;

/** Outcomes of one scale from mildest to most severe, or effects in hit notation (`3M 1B`, `-`). */
function graded(outcomes: readonly string[]): boolean {
  const ranked = outcomes.filter((o) => o !== 'unresolved');
  return orderedOutcomes(ranked, 2) !== null || ranked.every((o) => o === '-' || /^(\d+[MPB] ?)+$/.test(o));
}

/**
 * One bar per sweep point, split into the distribution's outcomes in layout
 * order from the bottom (D, W, F, Re, Rt, surrender: mildest first).
 */
export function stackedChart(set: ResultSet, decl: ChartSpec, where: Where, id: string): BuiltChart {
  const metric = resolveMetric(set, decl, where, false);
  const x = optionalParam(set, decl.x ?? set.params[0]?.name, where, 'x');
  const grouping = groupRest(set, [x]);
  // outcomes no point ever reached only crowd the legend (the table keeps them)
  const reached = metric.outcomes.filter((o) => set.points.some((pt) => valueAt(set, pt, metric, o).est > 0));
  // a scale of severity (panic responses, counts, hit notation) darkens to brightens; categories get colours apart
  const colors = graded(metric.outcomes) ? orderedColors(reached.length) : categoryColors(reached.length);
  const names = reached.map(outcomeLabel);
  const rows: Array<{ pt: PointInfo; rec: ValueRecord; outcome: string }> = [];
  const values: object[] = [];
  for (const pt of set.points) {
    let y0 = 0;
    for (const outcome of metric.outcomes) {
      const rec = valueAt(set, pt, metric, outcome);
      rows.push({ pt, rec, outcome });
      const k = reached.indexOf(outcome);
      if (k < 0) continue;
      const share = Number.isFinite(rec.est) ? rec.est : 0;
      values.push({
        ...rec,
        x: x ? pt.values[x.name] : 'all trials',
        group: grouping.of(pt),
        outcome: names[k],
        rank: k,
        y0,
        y1: y0 + share,
        label: share >= MIN_LABELLED ? rec.text : '',
        ink: inkOn(colors[k]),
      });
      y0 += share;
    }
  }
  const band = categoryBand(x ? x.values : ['all trials'], 48);
  const body = {
    width: { step: band.step },
    height: 300,
    encoding: {
      x: {
        field: 'x',
        type: 'ordinal',
        sort: x?.values,
        title: x ? paramTitle(x.name, x.kind) : null,
        axis: band.axis,
      },
      // on both layers: the printed share covers the segment's middle
      tooltip: [
        { field: 'x', title: x ? paramTitle(x.name, x.kind) : 'sweep point' },
        { field: 'outcome', title: 'outcome' },
        ...valueTooltip(metric),
      ],
    },
    layer: [
      {
        mark: { type: 'bar', stroke: 'white', strokeWidth: 0.5 },
        encoding: {
          y: {
            field: 'y0',
            type: 'quantitative',
            title: 'share of trials (%)',
            axis: { format: '.0%' },
            scale: { domain: [0, 1] },
          },
          y2: { field: 'y1' },
          // the legend lists the outcomes top-down as the stack shows them (most severe on top)
          color: {
            field: 'outcome',
            type: 'nominal',
            scale: { domain: [...names].reverse(), range: [...colors].reverse() },
            legend: { title: wrapWords(metric.title, 30), orient: 'right', symbolType: 'square' },
          },
        },
      },
      {
        mark: { type: 'text', fontSize: 11 },
        encoding: {
          y: { field: 'mid', type: 'quantitative' },
          text: { field: 'label' },
          color: { condition: { test: "datum.ink === 'white'", value: 'white' }, value: 'black' },
        },
        transform: [{ calculate: '(datum.y0 + datum.y1) / 2', as: 'mid' }],
      },
    ],
  };
  const what = 'Share of trials by outcome, stacked from the bottom in the order the rules list them';
  return finishChart(set, decl, id, {
    what,
    values,
    body: panels(grouping, body, band.step * (x ? x.values.length : 1)),
    table: standardTable(set.params, metric, rows),
  });
}
