import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundled } from '../../bin/bundle.mjs';
import { main } from '../../src/cli.ts';
import { PROJECT_ROOT } from '../../src/engine/ruleset/paths.ts';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Run the real `warbench` binary in a process of its own, as a user would:
 * for what only a process shows (signals, its exit, the bundle it starts from).
 */
export function warbench(args: string[], cwd = PROJECT_ROOT): CliResult {
  const r = spawnSync(process.execPath, [join(PROJECT_ROOT, 'bin/warbench.mjs'), ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

type Write = typeof process.stdout.write;

let bundledMain: Promise<typeof main> | undefined;

/**
 * The `main` the binary runs: from the sources' JavaScript bundle (built once,
 * as the binary builds it), loaded once a test process. Its kernels run at the
 * binary's speed (through the test runner's module loader the studies, tunes
 * and sensitivities took twice the CPU); the sources' own `main` when the
 * bundle cannot be built, as the binary falls back to them.
 */
function cliMain(): Promise<typeof main> {
  bundledMain ??= (async () => {
    const file = bundled(PROJECT_ROOT, 'cli');
    return file ? ((await import(pathToFileURL(file).href)) as { main: typeof main }).main : main;
  })();
  return bundledMain;
}

/**
 * Run the command line in this process, in `cwd`, through the same `main`
 * the binary calls after it starts (bin/warbench.mjs), from the same bundle:
 * its exit code and what it wrote to stdout and stderr. An error `main` lets through is what node
 * prints for it, with exit code 1, as from the binary. About 0.5 s of CPU
 * less a command than starting the binary; `warbench` starts it.
 */
export async function runCli(args: string[], cwd = PROJECT_ROOT): Promise<CliResult> {
  const out: string[] = [];
  const err: string[] = [];
  const capture =
    (into: string[]): Write =>
    (chunk: Uint8Array | string, ...rest: unknown[]) => {
      into.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
      done?.();
      return true;
    };
  const { stdout, stderr } = process;
  const writes = [stdout.write, stderr.write];
  const before = { cwd: process.cwd(), exitCode: process.exitCode };
  let code: number;
  process.chdir(cwd);
  process.exitCode = undefined;
  stdout.write = capture(out);
  stderr.write = capture(err);
  try {
    code = await (await cliMain())(args);
  } catch (e) {
    err.push(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    code = 1;
  } finally {
    [stdout.write, stderr.write] = writes;
    process.exitCode = before.exitCode;
    process.chdir(before.cwd);
  }
  return { code, stdout: out.join(''), stderr: err.join('') };
}
