import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

// One file per core (vitest's default keeps a core free: one file at a time
// on two cores). The per-test limits below leave room for a busy machine.
const cores = availableParallelism();

const TESTS = 'test/**/*.test.ts';
// Files that replace a module (vi.mock) need the module graph to themselves.
const mocking = (readdirSync('test', { recursive: true }) as string[])
  .filter((f) => f.endsWith('.test.ts') && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join('test', f), 'utf8')))
  .map((f) => join('test', f));

export default defineConfig({
  test: {
    // the test files are named per project below (a project extending this config would add to a list here)
    testTimeout: 180_000, // a limit against hangs, not a timing check: a loaded CI machine may run two example files side by side
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: cores,
    projects: [
      // the files of one worker share its loaded modules: each file no longer
      // loads the sources afresh (about half the suite's time on two cores).
      // Tests restore what they change (spies, cells they move).
      { extends: true, test: { name: 'shared', include: [TESTS], exclude: [...configDefaults.exclude, ...mocking], isolate: false } },
      ...(mocking.length ? [{ extends: true as const, test: { name: 'isolated', include: mocking, isolate: true } }] : []),
    ],
  },
});
