/** The conventional exit code of a command stopped by Ctrl-C (128 + SIGINT). */
export const EXIT_INTERRUPTED = 130;

export interface Interrupt {
  /** Ctrl-C was pressed: start no new work */
  requested(): boolean;
  /** aborted by a second Ctrl-C: stop waiting for the work under way */
  abandon: AbortSignal;
  /**
   * from now on a Ctrl-C ends the process at once, after this message
   * (nothing is being written), or after the function that puts things in
   * order and returns it; undefined undoes it
   */
  exitOnNext(message: string | (() => string) | undefined): void;
  release(): void;
}

function say(line: string): void {
  process.stderr.write(`\nwarbench: ${line}\n`);
}

/**
 * Ctrl-C during a run. The first asks the run to stop after the chunks under
 * way (what finished is written as a partial result); the second stops
 * waiting for them and writes what has finished so far. The process never
 * exits while workers run or files are being written.
 */
export function createInterrupt(): Interrupt {
  let count = 0;
  let exitMessage: string | (() => string) | undefined;
  const abandon = new AbortController();
  const handler = () => {
    count++;
    if (exitMessage !== undefined) {
      say(typeof exitMessage === 'function' ? exitMessage() : exitMessage);
      process.exit(EXIT_INTERRUPTED);
    }
    if (count === 1)
      say(
        'stopping after the chunks under way; what has finished will be written (Ctrl-C again to stop waiting for them)',
      );
    else if (count === 2) {
      say('stopping now: writing the chunks that have finished');
      abandon.abort();
    } else say('writing the partial results; a moment');
  };
  process.on('SIGINT', handler);
  return {
    requested: () => count > 0,
    abandon: abandon.signal,
    exitOnNext: (message) => {
      exitMessage = message;
    },
    release: () => process.off('SIGINT', handler),
  };
}

/** Let a signal that arrived during synchronous work be handled before going on. */
export function letSignalsIn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** A command stopped by Ctrl-C before it wrote anything: the CLI says so and exits 130. */
export class Interrupted extends Error {
  constructor(message = 'interrupted before any trial finished; nothing was written') {
    super(message);
    this.name = 'Interrupted';
  }
}
