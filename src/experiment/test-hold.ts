/** How long a held step waits for the test's signal before going on (a test that sends none still ends). */
const HOLD_MS = 60_000;

/**
 * A window held open for a test: with `WARBENCH_HOLD=<step>` in the
 * environment, the step says `warbench: holding at <step>` on stderr and
 * waits there (a minute at most), so a signal the test sends on that line
 * lands inside the window instead of racing the step to its end. It adds
 * no Ctrl-C handler of its own: the command's (or warbench's) handles it.
 * Without the variable, nothing.
 */
export async function holdForTest(step: string): Promise<void> {
  if (process.env.WARBENCH_HOLD !== step) return;
  process.stderr.write(`warbench: holding at ${step}\n`);
  await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
}
