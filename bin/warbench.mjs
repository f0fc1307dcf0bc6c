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

register();
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv.slice(2));
