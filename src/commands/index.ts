import type { Command } from 'commander';
import { versions } from '../results/manifest.ts';
import { registerAudit } from './audit/audit-command.ts';
import { registerOdds } from './odds/odds-command.ts';
import { registerRun } from './run/run-command.ts';
import { registerMerge } from './merge/merge-command.ts';
import { registerBench } from './bench/bench-command.ts';
import { registerReport } from './report/report-command.ts';
import { registerStudy } from './study/study-command.ts';
import { registerMapping } from './mapping/mapping-command.ts';
import { registerSwitches } from './switches/switches-command.ts';
import { registerCompare } from './compare/compare-command.ts';
import { registerTable } from './table/table-command.ts';
import { registerTune } from './tune/tune-command.ts';
import { registerHistory } from './history/history-command.ts';
import { registerSensitivity } from './sensitivity/sensitivity-command.ts';
import { registerServe } from './serve/serve-command.ts';

/** Each command lives in its own folder and registers itself here. */
export function registerCommands(program: Command): void {
  program.version(versions().warbench, '-V, --version', 'print the warbench version').addHelpText(
    'after',
    `
Examples:
  warbench odds assault
  warbench switches
  warbench audit
  warbench run experiments/assault-grade-matrix.yaml --quick
  warbench odds --help              (every command has --help with examples)`,
  );
  registerOdds(program);
  registerAudit(program);
  registerSwitches(program);
  registerRun(program);
  registerMerge(program);
  registerBench(program);
  registerReport(program);
  registerStudy(program);
  registerMapping(program);
  registerCompare(program);
  registerTable(program);
  registerSensitivity(program);
  registerTune(program);
  registerHistory(program);
  registerServe(program);
}
