import { join, relative } from 'node:path';
import type { Interrupt } from '../experiment/interrupt.ts';
import { holdForTest } from '../experiment/test-hold.ts';
import type { RunOutcome } from '../experiment/run-experiment.ts';
import { partialFolder } from '../results/claim-folder.ts';
import { buildReportLazily } from './build-report-lazily.ts';

const shownPath = (p: string) => relative(process.cwd(), p) || '.';

/**
 * Build a finished run's report. A staged result (one replacing a folder)
 * gets its report beside the folder and only then takes its place; stopped
 * or failed before that, the new result is put aside and the old folder
 * stays as it was. Returns the report page's path.
 */
export async function reportStaged(
  outcome: RunOutcome & { outDir: string },
  interrupt: Interrupt,
  indexLink: boolean,
): Promise<string> {
  const { outDir, staged } = outcome;
  const shown = shownPath(outDir);
  const park = () => {
    const to = staged!.park(() => partialFolder(outDir));
    return `the new results are in ${shownPath(to)}${to === outDir ? '' : ` (${shown} is as it was)`}; warbench report ${shownPath(to)} builds the report`;
  };
  interrupt.exitOnNext(
    staged
      ? () => `interrupted while building the report; ${park()}`
      : `interrupted while building the report; the results are written in ${shown} (warbench report ${shown} builds it)`,
  );
  try {
    await holdForTest('report');
    await buildReportLazily(staged ? staged.path : outDir, { indexLink });
  } catch (err) {
    if (staged) process.stderr.write(`warbench: the report could not be built; ${park()}\n`);
    throw err;
  } finally {
    interrupt.exitOnNext(undefined);
  }
  staged?.commit();
  return join(outDir, 'report.html');
}
