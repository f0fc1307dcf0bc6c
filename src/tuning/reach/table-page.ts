import type { Cell } from '../../engine/ruleset/provenance.ts';
import { esc } from '../../report/markup/escape.ts';
import type { ToolPage } from '../../report/html/tool-page.ts';
import { inkOn } from '../../report/charts/palette.ts';
import { rulesetLabel } from '../../engine/ruleset/ruleset-label.ts';
import { SOURCE_LEGEND, SOURCE_MARK } from './format-table.ts';
import { mostReads, REACH_NOTE, reachKey, reachPercent, reachShade } from './reach-shade.ts';
import { printedGrid, type Grid } from './ruleset-grid.ts';
import type { TableView } from './table-view.ts';

/** The page's own style: the printed chart's boxes, the source mark small after each cell. */
const TABLE_STYLE = `<style>
table.chart-table td, table.chart-table th { border: 1px solid #bbb; white-space: nowrap; }
table.chart-table sup { color: #555; font-size: 75%; margin-left: 2px; }
table.chart-table .reads { display: block; font-size: 85%; }
.key span { display: inline-block; border: 1px solid #888; padding: 2px 8px; margin-right: 4px; font-size: 12.5px; }
@media print { table.chart-table td, table.chart-table th { padding: 1px 4px; } .key span { print-color-adjust: exact; -webkit-print-color-adjust: exact; } table.chart-table td { print-color-adjust: exact; -webkit-print-color-adjust: exact; } }
</style>`;

function cellHtml(cell: Cell | undefined, v: TableView, most: number): string {
  if (!cell) return '<td></td>';
  const mark = `<sup title="${esc(cell.source)}">${esc(SOURCE_MARK[cell.source])}</sup>`;
  const title = [cell.source, cell.ref, `${cell.file}:${cell.line ?? ''}`].filter(Boolean).join('; ');
  if (!v.reach) return `<td title="${esc(title)}">${esc(cell.text)}${mark}</td>`;
  const reads = v.reach.get(cell) ?? 0;
  const fill = reachShade(reads, most);
  return `<td title="${esc(title)}" style="background:${fill};color:${inkOn(fill)}">${esc(cell.text)}${mark}<span class="reads">${reads > 0 ? esc(reachPercent(reads)) : '·'}</span></td>`;
}

/** One table in the rulebook's layout (a wide, short one turned), with the sections its cells cite. */
function gridHtml(grid: Grid, v: TableView, most: number): string {
  const g = printedGrid(grid);
  const { rows, columns, turned } = g;
  const at = (r: number, c: number) => g.cells[r][c];
  const head = `<tr><th></th>${columns.map((c) => `<th>${esc(c)}</th>`).join('')}</tr>`;
  const body = rows.map(
    (r, i) => `<tr><th>${esc(r)}</th>${columns.map((_, j) => cellHtml(at(i, j), v, most)).join('')}</tr>`,
  );
  const refs = [...new Set(g.cells.flat().flatMap((c) => (c?.ref ? [c.ref] : [])))];
  const files = [...new Set(g.cells.flat().flatMap((c) => (c ? [c.file] : [])))];
  return `<section class="grid"><h2>${esc(g.table)}</h2>
<p class="note">From ${esc(files.join(', '))}${refs.length ? `; the cells cite ${esc(refs.join('; '))}` : ''}${turned ? '. Printed turned: one column a row' : ''}.</p>
<table class="chart-table"><thead>${head}</thead><tbody>
${body.join('\n')}
</tbody></table></section>`;
}

/**
 * The page table --out writes: every table of the file in the rulebook's
 * layout (the list tables, such as the outnumbering steps, as tables too),
 * each cell with its source mark and, with a reach, how often it is read,
 * shaded as the key shows. It prints on A4 and Letter: the chart is left
 * out on paper and each table kept whole on a page.
 */
export function tablePage(v: TableView): Omit<ToolPage, 'stem' | 'spec'> {
  const most = mostReads(v.reach, [...v.grids.flatMap((g) => g.cells.flat()), ...v.loose]);
  const key = v.reach
    ? `<p class="key">Key (reads per trial): ${reachKey(most)
        .map((k) => `<span style="background:${k.fill};color:${inkOn(k.fill)}">${esc(k.label)}</span>`)
        .join('')}</p><p class="note">${esc(REACH_NOTE)}.</p>`
    : '';
  const loose = v.loose.length
    ? `<section class="grid"><h2>other cells</h2><table class="chart-table"><tbody>${v.loose.map((c) => `<tr><th>${esc(c.field)}</th>${cellHtml(c, v, most)}</tr>`).join('')}</tbody></table></section>`
    : '';
  const reading = v.reading
    ? `<section><h2>How the situation is read</h2><ul class="facts">${Object.entries(v.reading)
        .map(([k, x]) => `<li>${esc(k)}: ${esc(x)}</li>`)
        .join('')}</ul></section>`
    : '';
  return {
    title: `${v.file} of ${rulesetLabel(v.ruleset.source)}`,
    lead: `Every table of ${v.file} in the rulebook's layout, each cell with its source${v.reach ? ' and how often the situation reads it' : ''}. Print it from the browser: it fits A4 and Letter.`,
    facts: [
      esc(SOURCE_LEGEND),
      ...(v.reach
        ? [
            esc(
              `Reach: after each cell, the expected reads per trial (a cell read at most once a trial: the chance it is read); · never read.`,
            ),
          ]
        : []),
    ],
    sections: [TABLE_STYLE, key, ...v.grids.map((g) => gridHtml(g, v, most)), loose, reading],
  };
}
