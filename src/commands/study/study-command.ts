import { relative } from 'node:path';
import type { Command } from 'commander';
import { numberFlag } from '../run/run-command.ts';
import { runStudy } from './run-study.ts';

interface StudyFlags {
  experiments?: string;
  out?: string;
  workers?: string;
  budget?: string;
  quick?: boolean;
  progress: boolean;
  force?: boolean;
}

export function registerStudy(program: Command): void {
  program
    .command('study')
    .description(
      'Run every shipped experiment on all cores, build each report and an index page, and print its path',
    )
    .option('--experiments <dir>', 'folder of experiment files (default: the shipped experiments/)')
    .option('--out <dir>', 'folder for the results and index.html', 'out')
    .option('--workers <n>', 'worker threads (default: every core); results do not depend on it')
    .option('--budget <n>', 'at most n trials per experiment, spread evenly over its sweep points')
    .option('--quick', 'a smoke run: at most 20000 trials per point')
    .option(
      '--force',
      "as run --force: write into folders holding another experiment's results (replaced) or files warbench did not write (kept)",
    )
    .option('--no-progress', 'no progress output')
    .addHelpText(
      'after',
      `
Examples:
  warbench study                    (what npm start runs: every experiment, about 30 s on 2 cores; add --quick for a look)`,
    )
    .action(async (flags: StudyFlags) => {
      const index = await runStudy({
        experiments: flags.experiments,
        out: flags.out,
        force: flags.force,
        workers: numberFlag('--workers', flags.workers),
        budget: numberFlag('--budget', flags.budget),
        quick: flags.quick,
        progress: flags.progress,
        log: (line) => process.stderr.write(`${line}\n`),
      });
      process.stdout.write(`${relative(process.cwd(), index) || index}\n`);
    });
}
