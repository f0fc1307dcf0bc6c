import { availableParallelism, loadavg } from 'node:os';
import { defineConfig } from 'vitest/config';

const cores = availableParallelism();
// One file per core on a quiet machine (vitest's default keeps a core free:
// one file at a time on two cores); on a machine other work already keeps
// busy, that default, so the long exact tests stay within their timeouts.
const quiet = loadavg()[0] < cores / 2;

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 180_000, // a limit against hangs, not a timing check: a loaded CI machine may run two example files side by side
    hookTimeout: 180_000,
    pool: 'forks',
    // the files of one worker share its loaded modules: each file no longer
    // loads the sources afresh (about half the suite's time on two cores).
    // Tests restore what they change (mocks, cells they move).
    isolate: false,
    maxWorkers: quiet ? cores : Math.max(1, cores - 1),
  },
});
