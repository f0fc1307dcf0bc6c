import type { Command } from 'commander';
import { formatSwitches, listSwitches } from './list-switches.ts';

export function registerSwitches(program: Command): void {
  program
    .command('switches')
    .description(
      'List every interpretation switch: where the rules text is ambiguous, its section, the question and each reading',
    )
    .argument('[rulesets...]', 'ruleset ids or folders (default: every shipped ruleset)')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      `
Examples:
  warbench switches
  warbench switches republic-1.0-beta --json`,
    )
    .action((rulesets: string[], opts: { json?: boolean }) => {
      const list = listSwitches(rulesets.length ? rulesets : undefined);
      process.stdout.write(opts.json ? `${JSON.stringify(list, null, 2)}\n` : `${formatSwitches(list)}\n`);
    });
}
