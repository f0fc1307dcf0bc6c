import { CHART_CONFIG } from '../../report/charts/chart-config.ts';
import { labelWidth } from '../../report/charts/axis-layout.ts';
import { heatColor } from '../../report/charts/heat-colors.ts';
import { inkOn, OKABE_ITO } from '../../report/charts/palette.ts';
import { rulesetLabel } from '../../engine/ruleset/ruleset-label.ts';
import type { TableView } from './table-view.ts';

/** Shades of reach: white for a cell never read, then along viridis (light end first) as reads grow. */
function shade(reads: number, most: number): string {
  return reads > 0 ? heatColor(1 - 0.85 * Math.sqrt(reads / most)) : '#ffffff';
}

/**
 * The file's tables as printed, one cell a box with its text: shaded by how
 * often the situation reads each cell (with a reach), else coloured by each
 * cell's source. The shade is computed here, so the text's ink can follow it.
 */
export function reachChart(v: TableView): Record<string, unknown> {
  const reads = v.reach ? [...v.reach.values()] : [];
  const most = Math.max(1e-12, ...reads);
  const sources = [...new Set(v.grids.flatMap((g) => g.cells.flat().filter((c) => c).map((c) => c!.source)))].sort();
  const panels = v.grids.map((g) => {
    const values = g.rows.flatMap((row, r) =>
      g.columns.flatMap((column, c) => {
        const cell = g.cells[r][c];
        if (!cell) return [];
        const n = v.reach?.get(cell) ?? 0;
        const fill = v.reach ? shade(n, most) : OKABE_ITO[sources.indexOf(cell.source) % OKABE_ITO.length];
        return [{ row, column, text: cell.text, source: cell.source, reads: n, shown: v.reach ? `${(n * 100).toFixed(1)}%` : cell.source, fill, ink: inkOn(fill) }];
      }),
    );
    // a column as wide as its longest cell text; its name turned when longer, so a row of many short cells fits the page
    const step = Math.max(44, ...values.map((x) => labelWidth(x.text) + 12));
    const turned = g.columns.some((c) => labelWidth(c) + 8 > step);
    const axis = turned ? { orient: 'top', labelAngle: -35, labelAlign: 'left', labelBaseline: 'bottom', labelOverlap: false } : { orient: 'top', labelAngle: 0 };
    const enc = { y: { field: 'row', type: 'ordinal', sort: g.rows, title: null }, x: { field: 'column', type: 'ordinal', sort: g.columns, title: null, axis } };
    // by source, the colours are a legend in words (the names the table command prints)
    const fillBy = v.reach
      ? { field: 'fill', type: 'nominal', scale: null }
      : { field: 'source', type: 'nominal', scale: { domain: sources, range: sources.map((_, i) => OKABE_ITO[i % OKABE_ITO.length]) }, legend: { title: 'source of the cell' } };
    return {
      title: g.table,
      width: { step },
      height: { step: 20 },
      data: { values },
      encoding: enc,
      layer: [
        { mark: { type: 'rect', stroke: '#bbb', strokeWidth: 0.5 }, encoding: { color: fillBy, tooltip: [{ field: 'row' }, { field: 'column' }, { field: 'text' }, { field: 'source' }, { field: 'shown', title: v.reach ? 'reads per trial' : 'source' }] } },
        { mark: { type: 'text', fontSize: 11 }, encoding: { text: { field: 'text' }, color: { field: 'ink', type: 'nominal', scale: null } } },
      ],
    };
  });
  const what = v.reach ? 'shaded by how often the situation reads each cell (white: never; darker: more)' : "coloured by each cell's source (see the legend)";
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: CHART_CONFIG,
    title: { text: `${v.file} of ${rulesetLabel(v.ruleset.source)}`, subtitle: what },
    vconcat: panels,
  };
}
