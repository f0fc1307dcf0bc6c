import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { ENDPOINT, HAS_CHROMIUM, LAUNCH } from '../report/browser/chromium-options.ts';

/** The test files that open a browser. */
function browserFiles(): string[] {
  return (readdirSync('test', { recursive: true }) as string[])
    .filter(
      (f) => f.endsWith('.test.ts') && readFileSync(join('test', f), 'utf8').includes('launchChromium('),
    )
    .map((f) => join('test', f));
}

/**
 * Whether this run takes in a file that opens a browser: no file named on
 * the command line (all of them run), or a name that is part of such a
 * file's path, as vitest matches its filters. Reading the command line
 * wrongly only costs the sharing: each file then starts chromium itself.
 */
function runsBrowserFiles(): boolean {
  const run = process.argv.indexOf('run');
  const names = process.argv.slice(run < 0 ? 2 : run + 1).filter((a) => !a.startsWith('-'));
  const files = browserFiles();
  return names.length === 0 || names.some((n) => files.some((f) => f.includes(n.replace(/^\.\//, ''))));
}

/**
 * The run's chromium, kept on the process: vitest loads a global setup
 * afresh for the root and each project (a module variable here would start
 * one browser each).
 */
const shared = globalThis as { warbenchChromium?: Promise<BrowserServer | undefined> };

/**
 * One chromium for the whole test run, when it runs any browser test: each
 * file opens a window of its own in it (a context: its own storage), rather
 * than starting a browser of its own (about 1.9 s of CPU each).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // each project of the config runs this; the first one's browser serves them all
  const first = shared.warbenchChromium === undefined;
  shared.warbenchChromium ??=
    HAS_CHROMIUM && runsBrowserFiles() ? chromium.launchServer(LAUNCH) : Promise.resolve(undefined);
  const s = await shared.warbenchChromium;
  if (s) project.provide(ENDPOINT, s.wsEndpoint());
  return async () => {
    if (!first) return;
    delete shared.warbenchChromium;
    await s?.close();
  };
}
