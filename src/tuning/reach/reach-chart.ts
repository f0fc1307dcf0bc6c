import { CHART_CONFIG } from '../../report/charts/chart-config.ts';
import { heatColor, inkOn, OKABE_ITO } from '../../report/charts/palette.ts';
import { rulesetLabel } from '../../commands/ruleset-label.ts';
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
    const enc = { y: { field: 'row', type: 'ordinal', sort: g.rows, title: null }, x: { field: 'column', type: 'ordinal', sort: g.columns, title: null, axis: { orient: 'top', labelAngle: 0 } } };
    return {
      title: g.table,
      width: { step: 190 },
      height: { step: 20 },
      data: { values },
      encoding: enc,
      layer: [
        { mark: { type: 'rect', stroke: '#bbb', strokeWidth: 0.5 }, encoding: { color: { field: 'fill', type: 'nominal', scale: null }, tooltip: [{ field: 'row' }, { field: 'column' }, { field: 'text' }, { field: 'source' }, { field: 'shown', title: v.reach ? 'reads per trial' : 'source' }] } },
        { mark: { type: 'text', fontSize: 11 }, encoding: { text: { field: 'text' }, color: { field: 'ink', type: 'nominal', scale: null } } },
      ],
    };
  });
  const what = v.reach ? 'shaded by how often the situation reads each cell (white: never; darker: more)' : `coloured by each cell's source (${sources.map((s, i) => `${s}: ${OKABE_ITO[i % OKABE_ITO.length]}`).join(', ')})`;
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: CHART_CONFIG,
    title: { text: `${v.file} of ${rulesetLabel(v.ruleset.source)}`, subtitle: what },
    vconcat: panels,
  };
}
