import type { Command } from 'commander';
import { registerAudit } from './audit/audit-command.ts';
import { registerOdds } from './odds/odds-command.ts';
import { registerRun } from './run/run-command.ts';
import { registerMerge } from './merge/merge-command.ts';
import { registerBench } from './bench/bench-command.ts';
import { registerReport } from './report/report-command.ts';
import { registerStudy } from './study/study-command.ts';
import { registerMapping } from './mapping/mapping-command.ts';

/** Each command lives in its own folder and registers itself here. */
export function registerCommands(program: Command): void {
  registerOdds(program);
  registerAudit(program);
  registerRun(program);
  registerMerge(program);
  registerBench(program);
  registerReport(program);
  registerStudy(program);
  registerMapping(program);
}
