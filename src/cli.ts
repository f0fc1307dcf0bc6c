import { Command, CommanderError } from 'commander';
import { InputError } from './engine/input/input-error.ts';
import { registerCommands } from './commands/index.ts';
import { checkOptionValues } from './commands/option-values.ts';
import { EXIT_INTERRUPTED, Interrupted } from './experiment/interrupt.ts';

/** Exit codes: 0 success, 1 failure inside warbench, 2 bad input. */
// the binary holds its last step open for a test with it (WARBENCH_HOLD=exit)
export { holdForTest } from './experiment/test-hold.ts';

export const EXIT_BAD_INPUT = 2;

export function buildProgram(): Command {
  const program = new Command('warbench')
    .description(
      'Exact odds and Monte Carlo balance studies for tabletop wargame rules (Republic 1.0 and the systems it borrows from).',
    )
    .showHelpAfterError('(run with --help for usage and examples)')
    .exitOverride();
  registerCommands(program);
  checkOptionValues(program);
  return program;
}

/** Run the CLI; returns the exit code instead of exiting so tests can call it. */
export async function main(argv: string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv, { from: 'user' });
    // A command may set a code of its own (an interrupted run: 130).
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (err) {
    if (err instanceof CommanderError) {
      // --help and --version end here with code 0; usage errors with 1.
      return err.exitCode === 0 ? 0 : EXIT_BAD_INPUT;
    }
    if (err instanceof InputError) {
      process.stderr.write(`warbench: ${err.message}\n`);
      return EXIT_BAD_INPUT;
    }
    if (err instanceof Interrupted) {
      process.stderr.write(`warbench: ${err.message}\n`);
      return EXIT_INTERRUPTED;
    }
    throw err;
  }
}
