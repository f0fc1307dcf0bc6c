import { join, relative, resolve } from 'node:path';
import type { Command } from 'commander';
import { claimOutputFolder } from '../../results/claim-folder.ts';
import { writeOutputFiles } from '../../results/output-marker.ts';
import { LIVERMORE_FILE, readLivermore } from '../../results/history/read-livermore.ts';
import { summarizeHistory } from '../../results/history/history-summary.ts';
import { historyCharts } from '../../report/history/history-charts.ts';
import { historyHtml } from '../../report/history/history-page.ts';
import { formatHistory } from './format-history.ts';

interface HistoryFlags {
  data?: string;
  out?: string;
  json?: boolean;
  force?: boolean;
}

export function registerHistory(program: Command): void {
  program
    .command('history')
    .description("The historical record warbench calibrates against (Livermore 1900): each side's killed and wounded as a share of strength, by role, open field against fortified lines, one-day battles apart, and the missing share; writes a report page with the distributions charted")
    .option('--data <file>', 'a record in the shape of data/history/livermore-1900.csv (default: that file)')
    .option('--out <dir>', 'where to write history.html and history.json (default out/history/)')
    .option('--json', 'print JSON: every distribution with its quartiles and points')
    .option('--force', 'write into a folder holding files history did not write')
    .addHelpText(
      'after',
      `
Examples:
  warbench history
  warbench history --json --out out/history-json

Every figure's source and page, and every quirk (aggregates, surrenders,
missing figures), is in data/history/SOURCE.md. Aggregates are left out of
the distributions, and so is a battle missing a side's strength or k+w.`,
    )
    .action((flags: HistoryFlags) => {
      const file = flags.data ? resolve(flags.data) : LIVERMORE_FILE;
      const shown = relative(process.cwd(), file) || file;
      const summary = summarizeHistory(readLivermore(file));
      const abs = claimOutputFolder(flags.out ?? 'out/history', { command: 'history', what: 'record', force: flags.force ?? false });
      writeOutputFiles(abs, 'history', [
        ['history.html', historyHtml(summary, historyCharts(summary), shown)],
        ['history.json', `${JSON.stringify(summary, null, 2)}\n`],
      ]);
      const page = relative(process.cwd(), join(abs, 'history.html'));
      process.stdout.write(flags.json ? `${JSON.stringify(summary, null, 2)}\n` : `${formatHistory(summary, shown)}\n\nReport: ${page}\n`);
    });
}
