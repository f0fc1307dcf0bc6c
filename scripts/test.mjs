#!/usr/bin/env node
// `npm test`: the type check and biome's format and lint check run beside
// the test files rather than before them. tsc works on one core for several
// seconds, which before left the other core idle while nothing else ran.
// Exits non-zero when any of them fails. A failing check is named when it
// ends and its output printed whole after the tests, not interleaved with them.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

/** Run one command; resolve with its exit code, its output kept (or passed straight through). */
function run(command, args, through) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: through ? 'inherit' : 'pipe' });
    let out = '';
    if (!through) {
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
    }
    child.on('error', (err) => resolve({ code: 1, out: `${command}: ${err.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), out }));
  });
}

const failures = [];
const started = performance.now();

/** One check, named when it ends; a failure's output is kept for the end. */
async function check(label, command, args) {
  const { code, out } = await run(command, args, false);
  process.stderr.write(`npm test: ${label}: ${code === 0 ? 'passed' : 'FAILED (its output follows the tests)'}\n`);
  if (code !== 0) failures.push(`\nnpm test: ${label} FAILED:\n${out}`);
  return code;
}

// biome's format and lint checks in one pass over the files (each file read
// and parsed once, not once a check); its import sorting (assist) is left out,
// as biome format and biome lint leave it out
const checks = Promise.all([
  check('type check (tsc)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']),
  check('format and lint (biome check)', bin('biome'), ['check', '--assist-enabled=false']),
]);
const tests = run(bin('vitest'), ['run', ...process.argv.slice(2)], true);

const codes = [...(await checks), (await tests).code];
const failed = codes.filter((c) => c !== 0).length;
for (const f of failures) process.stderr.write(f);
const seconds = Math.round((performance.now() - started) / 1000);
if (failed) process.stderr.write(`npm test: ${failed} of 3 steps failed (type check, format and lint, tests), in ${seconds} s\n`);
else process.stderr.write(`npm test: all 3 steps passed (type check, format and lint, tests) in ${seconds} s\n`);
process.exitCode = failed ? 1 : 0;
