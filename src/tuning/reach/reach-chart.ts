import { CHART_CONFIG } from '../../report/charts/chart-config.ts';
import { labelWidth } from '../../report/charts/axis-layout.ts';
import { inkOn, OKABE_ITO } from '../../report/charts/palette.ts';
import { wrapWords } from '../../report/charts/text.ts';
import { rulesetLabel } from '../../engine/ruleset/ruleset-label.ts';
import type { TableView } from './table-view.ts';

import { mostReads, REACH_NOTE, reachKey, reachPercent, reachShade } from './reach-shade.ts';

/** The colour key as a row of swatches, each with the reads per trial it stands for. */
function keyPanel(most: number): Record<string, unknown> {
  const key = reachKey(most).map((k, i) => ({ ...k, at: i, ink: inkOn(k.fill) }));
  return {
    title: 'key: reads per trial',
    width: { step: 70 },
    height: 24,
    data: { values: key },
    encoding: { x: { field: 'at', type: 'ordinal', axis: null } },
    layer: [
      {
        mark: { type: 'rect', stroke: '#888', strokeWidth: 0.5 },
        encoding: { color: { field: 'fill', type: 'nominal', scale: null } },
      },
      {
        mark: { type: 'text', fontSize: 13 },
        encoding: { text: { field: 'label' }, color: { field: 'ink', type: 'nominal', scale: null } },
      },
    ],
  };
}

/**
 * The file's tables as printed, one cell a box with its text: shaded by how
 * often the situation reads each cell (with a reach), else coloured by each
 * cell's source. The shade is computed here, so the text's ink can follow it.
 */
export function reachChart(v: TableView): Record<string, unknown> {
  const most = mostReads(
    v.reach,
    v.grids.flatMap((g) => g.cells.flat()),
  );
  const sources = [
    ...new Set(
      v.grids.flatMap((g) =>
        g.cells
          .flat()
          .filter((c) => c)
          .map((c) => c!.source),
      ),
    ),
  ].sort();
  const panels = v.grids.map((g) => {
    const values = g.rows.flatMap((row, r) =>
      g.columns.flatMap((column, c) => {
        const cell = g.cells[r][c];
        if (!cell) return [];
        const n = v.reach?.get(cell) ?? 0;
        const fill = v.reach
          ? reachShade(n, most)
          : OKABE_ITO[sources.indexOf(cell.source) % OKABE_ITO.length];
        return [
          {
            row,
            column,
            text: cell.text,
            source: cell.source,
            reads: n,
            shown: v.reach ? reachPercent(n) : cell.source,
            label: v.reach && n > 0 ? `${cell.text} · ${reachPercent(n)}` : cell.text,
            fill,
            ink: inkOn(fill),
          },
        ];
      }),
    );
    // a column as wide as its longest cell text; its name turned when longer, so a row of many short cells fits the page
    const step = Math.max(52, ...values.map((x) => Math.ceil((labelWidth(x.label) * 13) / 12) + 14));
    const turned = g.columns.some((c) => labelWidth(c) + 8 > step);
    const axis = turned
      ? { orient: 'top', labelAngle: -35, labelAlign: 'left', labelBaseline: 'bottom', labelOverlap: false }
      : { orient: 'top', labelAngle: 0 };
    const enc = {
      y: { field: 'row', type: 'ordinal', sort: g.rows, title: null },
      x: { field: 'column', type: 'ordinal', sort: g.columns, title: null, axis },
    };
    // by source, the colours are a legend in words (the names the table command prints)
    const fillBy = v.reach
      ? { field: 'fill', type: 'nominal', scale: null }
      : {
          field: 'source',
          type: 'nominal',
          scale: { domain: sources, range: sources.map((_, i) => OKABE_ITO[i % OKABE_ITO.length]) },
          legend: { title: 'source of the cell' },
        };
    return {
      title: g.table,
      width: { step },
      height: { step: 24 },
      data: { values },
      encoding: enc,
      layer: [
        {
          mark: { type: 'rect', stroke: '#bbb', strokeWidth: 0.5 },
          encoding: {
            color: fillBy,
            tooltip: [
              { field: 'row' },
              { field: 'column' },
              { field: 'text' },
              { field: 'source' },
              { field: 'shown', title: v.reach ? 'reads per trial' : 'source' },
            ],
          },
        },
        {
          mark: { type: 'text', fontSize: 13 },
          encoding: { text: { field: 'label' }, color: { field: 'ink', type: 'nominal', scale: null } },
        },
      ],
    };
  });
  const what = v.reach
    ? `each cell with how often the situation reads it (reads per trial); ${REACH_NOTE}`
    : "coloured by each cell's source (see the legend)";
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: CHART_CONFIG,
    title: { text: `${v.file} of ${rulesetLabel(v.ruleset.source)}`, subtitle: wrapWords(what, 110) },
    vconcat: v.reach ? [keyPanel(most), ...panels] : panels,
  };
}
