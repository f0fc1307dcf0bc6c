#!/usr/bin/env node
// Entry point: loads the TypeScript sources through tsx, then runs the CLI.
import { register } from 'tsx/esm/api';

// A reader that stops early (`warbench odds --help | head`) is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err) => {
    if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw err;
  });
}

// Ctrl-C before a command has its own handler (while the sources load, or in
// a command that writes atomically): say so and exit 130, never silently.
process.on('SIGINT', function early() {
  if (process.listenerCount('SIGINT') > 1) return; // a command handles it
  process.stderr.write('\nwarbench: interrupted; nothing was written\n');
  process.exit(130);
});

register();
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv.slice(2));
