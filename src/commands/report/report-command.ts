import { existsSync, statSync } from 'node:fs';
import { sayIndexSkipped } from '../index-skipped.ts';
import { dirname, join, relative, resolve } from 'node:path';
import type { Command } from 'commander';
import { InputError } from '../../engine/input/input-error.ts';
import { buildIndex, resultFolders } from '../../report/build-index.ts';
import { buildReportLazily } from '../../report/build-report-lazily.ts';
import { whyNoFolder } from '../../results/make-dir.ts';
import { foreignCollectionFiles, hasWarbenchIndex } from '../../results/collection-files.ts';

/**
 * Rebuild charts and pages from saved results: one result folder (and the
 * index beside it, if there is one), or a folder of result folders and its
 * index page. Returns the path of the page to open.
 */
export async function rebuildReports(dir: string): Promise<string> {
  const root = resolve(dir);
  const expected =
    'a result folder (with manifest.json, written by warbench run) or a folder of them, like out/';
  if (!existsSync(root)) throw new InputError({ file: dir, field: '', expected: `${expected} (not found)` });
  if (!statSync(root).isDirectory())
    throw new InputError({ file: dir, field: '', expected: `${expected}, got a file` });
  if (existsSync(join(root, 'manifest.json'))) {
    const { page } = await buildReportLazily(root);
    if (hasWarbenchIndex(dirname(root))) buildIndex(dirname(root), sayIndexSkipped); // keep the index's list current
    return page;
  }
  const folders = resultFolders(root);
  if (folders.length === 0) throw new InputError({ file: dir, field: '', expected });
  const noFolder = whyNoFolder(root);
  if (noFolder)
    throw new InputError({
      file: dir,
      field: '',
      expected: `a folder the index page can be written in, but ${noFolder}`,
    });
  if (foreignCollectionFiles(root).includes('index.html'))
    throw new InputError({
      file: dir,
      field: '',
      expected: `a folder whose index page warbench wrote, but its index.html is another file; warbench report DIR/<result> rebuilds one result`,
    });
  for (const f of folders) await buildReportLazily(join(root, f), { indexLink: true });
  return buildIndex(root, sayIndexSkipped);
}

export function registerReport(program: Command): void {
  program
    .command('report')
    .description(
      'Rebuild charts (Vega-Lite, SVG, PNG, CSV) and report pages from saved results, without simulating again',
    )
    .argument('<dir>', 'a result folder (out/<name>) or a folder of them (out)')
    .addHelpText(
      'after',
      `
Examples:
  warbench report out/assault-grade-matrix
  warbench report out            (every result folder, and out/index.html)

The charts are those the experiment file asks for now: edit its charts:
and run report again to see them, no simulation needed. An experiment file
that was moved or renamed leaves the charts saved with the results.`,
    )
    .action(async (dir: string) => {
      const page = await rebuildReports(dir);
      process.stdout.write(`${relative(process.cwd(), page) || page}\n`);
    });
}
