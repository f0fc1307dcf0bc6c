import { join, relative, resolve } from 'node:path';
import type { Command } from 'commander';
import { claimOutputFolder } from '../../results/claim-folder.ts';
import { writeOutputFiles } from '../../results/output-marker.ts';
import { LIVERMORE_FILE, readLivermore } from '../../results/history/read-livermore.ts';
import { summarizeHistory } from '../../results/history/history-summary.ts';
import { historyCharts } from '../../report/history/history-charts.ts';
import { historyHtml } from '../../report/history/history-page.ts';
import { engagementHistoryTables } from '../../report/history/engagement-history-table.ts';
import { formatHistory } from './format-history.ts';
import { engagementsVsHistory } from './engagements-vs-history.ts';
import { InputError } from '../../engine/input/input-error.ts';

function positiveInt(text: string, flag: string, least = 1): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < least)
    throw new InputError({
      file: '(command line)',
      field: flag,
      expected: `a whole number from ${least}, got ${JSON.stringify(text)}`,
    });
  return n;
}

interface HistoryFlags {
  data?: string;
  engagement?: string[];
  patch?: string;
  trials?: string;
  seed?: string;
  out?: string;
  json?: boolean;
  force?: boolean;
}

export function registerHistory(program: Command): void {
  program
    .command('history')
    .description(
      "The historical record warbench calibrates against (Livermore 1900): each side's killed and wounded as a share of strength, by role, open field against fortified lines, one-day battles apart, and the missing share; writes a report page with the distributions charted",
    )
    .option('--data <file>', 'a record in the shape of data/history/livermore-1900.csv (default: that file)')
    .option('--out <dir>', 'where to write history.html and history.json (default out/history/)')
    .option('--json', 'print JSON: every distribution with its quartiles and points')
    .option(
      '--force',
      'write into a folder holding files history did not write (a history.html or history.json of the same name is replaced)',
    )
    .option(
      '--engagement <situation...>',
      "engagement situations to set beside the record: each side's killed and wounded (judged over the whole battle and over the engagement's own hours, data/history/battle-hours.yaml), the missing share and the ratio, as simulated, with the rules that keep any figure out of range",
    )
    .option(
      '--patch <file>',
      'with --engagement: also simulate under this patch, on the same seeds (before and after)',
    )
    .option('--trials <n>', 'with --engagement: trials per engagement (default: 400)')
    .option('--seed <n>', 'with --engagement: the seed (default: 1)')
    .addHelpText(
      'after',
      `
Examples:
  warbench history
  warbench history --json --out out/history-json
  warbench history --engagement experiments/situations/engagement-brigade.yaml --trials 200 --out out/history-brigade

Every figure's source and page, and every quirk (aggregates, surrenders,
missing figures), is in data/history/SOURCE.md. Aggregates are left out of
the distributions, and so is a battle missing a side's strength or k+w.`,
    )
    .action((flags: HistoryFlags) => {
      const file = flags.data ? resolve(flags.data) : LIVERMORE_FILE;
      const shown = relative(process.cwd(), file) || file;
      const summary = summarizeHistory(readLivermore(file));
      // flags of the simulation, refused when there is none to set
      for (const [flag, given] of [
        ['--patch', flags.patch],
        ['--trials', flags.trials],
        ['--seed', flags.seed],
      ] as const)
        if (given !== undefined && !flags.engagement?.length)
          throw new InputError({
            file: '(command line)',
            field: flag,
            expected: `only with --engagement (it sets the engagements simulated beside the record): give --engagement too, got ${flag} ${given}`,
          });
      // one situation given twice would be simulated twice, on the same seeds, and set beside the record twice
      const twice = flags.engagement?.find(
        (f, i, all) => all.findIndex((g) => resolve(g) === resolve(f)) !== i,
      );
      if (twice !== undefined)
        throw new InputError({
          file: '(command line)',
          field: '--engagement',
          expected: `each situation once, got ${twice} twice`,
        });
      const trials = positiveInt(flags.trials ?? '400', '--trials');
      const seed = positiveInt(flags.seed ?? '1', '--seed', 0);
      const abs = claimOutputFolder(flags.out ?? 'out/history', {
        command: 'history',
        what: 'record',
        force: flags.force ?? false,
      });
      const sims = flags.engagement?.length
        ? engagementsVsHistory(summary, { engagements: flags.engagement, patch: flags.patch, trials, seed })
        : undefined;
      const json = { ...summary, ...(sims ? { engagements: sims.results } : {}) };
      writeOutputFiles(abs, 'history', [
        [
          'history.html',
          historyHtml(
            summary,
            [...historyCharts(summary), ...(sims?.charts ?? [])],
            shown,
            undefined,
            undefined,
            sims ? engagementHistoryTables(sims.tables) : '',
          ),
        ],
        ['history.json', `${JSON.stringify(json, null, 2)}\n`],
      ]);
      const page = relative(process.cwd(), join(abs, 'history.html'));
      process.stdout.write(
        flags.json
          ? `${JSON.stringify(json, null, 2)}\n`
          : `${formatHistory(summary, shown)}\n${sims ? `${sims.lines.join('\n')}\n` : ''}\nReport: ${page}\n`,
      );
    });
}
