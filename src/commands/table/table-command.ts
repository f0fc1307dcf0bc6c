import type { Command } from 'commander';
import { rulesetLabel } from '../../engine/ruleset/ruleset-label.ts';
import { formatGrid, SOURCE_LEGEND, SOURCE_MARK } from '../../tuning/reach/format-table.ts';
import { tableView, type TableView } from '../../tuning/reach/table-view.ts';
import { writeChartFiles } from '../../tuning/write-chart-files.ts';
import { wrapText } from '../../report/terminal/wrap-lines.ts';

interface TableFlags {
  ruleset?: string;
  patch: string[];
  switch: string[];
  set: string[];
  reach?: string;
  sim: string;
  out?: string;
  json?: boolean;
}

const collect = (value: string, previous: string[]) => [...previous, value];

function asJson(v: TableView): unknown {
  return {
    ruleset: { id: v.ruleset.source.id, name: rulesetLabel(v.ruleset.source), hash: v.ruleset.source.hash },
    file: v.file,
    tables: v.grids.map((g) => ({
      table: g.table,
      rows: g.rows,
      columns: g.columns,
      cells: g.cells.map((row) =>
        g.columns.map((_, j) => {
          const c = row[j];
          return c
            ? {
                text: c.text,
                source: c.source,
                line: c.line,
                field: c.field,
                ...(c.ref ? { ref: c.ref } : {}),
                ...(v.reach ? { reads: v.reach.get(c) ?? 0 } : {}),
              }
            : null;
        }),
      ),
    })),
    other: v.loose.map((c) => ({
      field: c.field,
      text: c.text,
      source: c.source,
      line: c.line,
      ...(v.reach ? { reads: v.reach.get(c) ?? 0 } : {}),
    })),
    ...(v.reading ? { reading: v.reading } : {}),
  };
}

function asText(v: TableView): string {
  const out = [`${v.file} of ${rulesetLabel(v.ruleset.source)}`, ''];
  for (const g of v.grids) out.push(formatGrid(g, v.reach), '');
  if (v.loose.length)
    out.push(
      'other cells',
      ...v.loose.map(
        (c) =>
          `  ${c.field} = ${c.text} ${SOURCE_MARK[c.source]}${v.reach?.has(c) ? ` ${(v.reach.get(c)! * 100).toFixed(1)}%` : ''}`,
      ),
      '',
    );
  // the notes under the tables wrap at 100 columns; the tables keep their rows whole
  const notes = [SOURCE_LEGEND];
  if (v.reach) {
    notes.push(
      'Reach: after each cell, how often the situation reads it (expected reads per trial; a cell read at most once a trial: the chance it is read); `.` never read.',
    );
    if (v.reading) notes.push(...Object.entries(v.reading).map(([k, x]) => `  ${k}: ${x}`));
  }
  return [...out, wrapText(notes.join('\n'))].join('\n');
}

export function registerTable(program: Command): void {
  program
    .command('table')
    .description(
      "Print a ruleset table in the rulebook's layout with each cell's source; with --reach, how often a situation reads each cell (exact)",
    )
    .argument(
      '[file]',
      'a ruleset file: a name (assault.yaml, panic-index.yaml) or a path in a ruleset folder (default: assault.yaml)',
    )
    .option(
      '--ruleset <id>',
      "ruleset id from rulesets/ or a folder (default: the file's folder, else republic-1.0-beta)",
    )
    .option('--patch <file>', 'apply a patch file first (repeatable, in order)', collect, [])
    .option('--reach <situation>', 'a situation file: mark each cell with how often it is read')
    .option('--sim <mechanic>', 'the mechanic that reads the situation', 'assault')
    .option('--switch <name=value>', 'with --reach: set an interpretation switch (repeatable)', collect, [])
    .option('--set <path=value>', 'with --reach: override a situation field (repeatable)', collect, [])
    .option(
      '--out <dir>',
      "also write the printable page table.html (every table in the rulebook's layout with sources) with table.json, .vl.json, .svg and .png (the tables shaded by reach with --reach) there",
    )
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      `
Examples:
  warbench table
  warbench table panic-index.yaml
  warbench table --reach experiments/situations/assault.yaml
  warbench table rulesets/republic-1.0-beta/assault.yaml --reach experiments/situations/assault-stone-wall.yaml --set 'defender.units[0].grade=green'
  warbench table assault.yaml --patch patches/pb-plus1-drive-away.yaml --json
  warbench table --reach experiments/situations/assault-typical-battle.yaml --out reach-typical   (table.html: the printable tables shaded by reach)`,
    )
    .action(async (file: string | undefined, flags: TableFlags) => {
      const view = tableView({ file, ...flags });
      if (flags.out !== undefined)
        await writeChartFiles(
          flags.out,
          'table',
          asJson(view),
          async () => (await import('../../tuning/reach/reach-chart.ts')).reachChart(view),
          'table',
          async () => (await import('../../tuning/reach/table-page.ts')).tablePage(view),
        );
      process.stdout.write(flags.json ? `${JSON.stringify(asJson(view), null, 2)}\n` : `${asText(view)}\n`);
    });
}
