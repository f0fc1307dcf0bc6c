#!/usr/bin/env node
// Entry point: runs the CLI from its cached JavaScript bundle (bin/bundle.mjs),
// or from the TypeScript sources through tsx when the bundle cannot be built.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundled } from './bundle.mjs';

// A reader that stops early (`warbench odds --help | head`) is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err) => {
    if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw err;
  });
}

// Ctrl-C before a command has its own handler (while the sources load, or in
// a command that writes atomically): say so and exit 130, never silently.
// Once the command has finished (its output whole, the process winding down
// its threads), it ends the process with the command's own exit code.
let finished = false;
process.on('SIGINT', function early() {
  if (process.listenerCount('SIGINT') > 1) return; // a command handles it
  if (finished) process.exit(process.exitCode ?? 0);
  process.stderr.write('\nwarbench: interrupted; nothing was written\n');
  process.exit(130);
});

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// the bundle may be cached in another checkout's node_modules (a symlink): it reads this root
process.env.WARBENCH_ROOT = root;
const bundle = process.env.WARBENCH_LOADER === 'tsx' ? undefined : bundled(root, 'cli');
let cli;
if (bundle) cli = await import(pathToFileURL(bundle).href);
else {
  const { register } = await import('tsx/esm/api');
  register();
  cli = await import('../src/cli.ts');
}
const { main, holdForTest } = cli;
process.exitCode = await main(process.argv.slice(2));
finished = true;
await holdForTest('exit'); // a test's Ctrl-C lands here, after the command, as the threads wind down
