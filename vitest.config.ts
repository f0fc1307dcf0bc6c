import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
// this process (the global setups) reads the tests' TypeScript as the test processes do (below)
import './test/helpers/ts-register.mjs';

// One file per core (vitest's default keeps a core free: one file at a time
// on two cores). A third process on two cores took longer (113 s against
// 105-109 s, the same checkout run by turns): each process loads the sources
// once, and the waits it would fill are few. The per-test limits below leave
// room for a busy machine.
const cores = availableParallelism();

const TESTS = 'test/**/*.test.ts';

/**
 * Node's own module loader, the TypeScript stripped by esbuild
 * (test/helpers/ts-loader.mjs), rather than vite's module runner: through
 * the runner every imported name is a property read on a module object,
 * and the exact odds, sensitivities and workbench answers the tests compute
 * in-process took about twice the CPU (a sensitivity 3.2 s against 1.5 s).
 * The runner stays for files that replace a module (vi.mock), which Node 20's
 * loader cannot do.
 */
const NODE_LOADER = {
  experimental: { viteModuleRunner: false, nodeLoader: false },
  execArgv: ['--import', fileURLToPath(new URL('./test/helpers/ts-register.mjs', import.meta.url))],
};

/**
 * The longest files, longest first: started ahead of the rest so the short
 * ones fill in around them. vitest orders by the last run's timings, which a
 * fresh checkout has not got; then one of these starting late ran alone at
 * the end.
 */
const LONGEST = [
  'test/commands/help/long-examples.test.ts',
  'test/serve/workbench-in-browser.test.ts',
  'test/commands/help/tuning-examples.test.ts',
  'test/engine/input/mutated-inputs.test.ts',
  'test/commands/run/interrupt-run.test.ts',
  'test/commands/help/examples-run.test.ts',
  'test/serve/mc-runs.test.ts',
  'test/commands/run/interrupt-resume.test.ts',
  'test/commands/bench/run-bench.test.ts',
  'test/report/report-in-browser.test.ts',
  'test/tuning/tune/monte-carlo-tune.test.ts',
  'test/commands/run/shard-chunks.test.ts',
  'test/commands/run/interrupt-report.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONGEST.indexOf(relative(process.cwd(), f.moduleId));
      return i < 0 ? LONGEST.length : i;
    };
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}
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
    // the run's temporary folders in one folder, on a RAM disk where there is one, removed at the end
    // one chromium for the files that open a browser
    globalSetup: ['test/helpers/temp-root.ts', 'test/helpers/chromium-server.ts'],
    // each test process keeps its runs' worker threads for the next run
    setupFiles: ['test/helpers/keep-threads.ts'],
    sequence: { sequencer: LongestFirst },
    maxWorkers: cores,
    projects: [
      // the files of one worker share its loaded modules: each file no longer
      // loads the sources afresh (about half the suite's time on two cores).
      // Tests restore what they change (spies, cells they move).
      {
        extends: true,
        test: {
          name: 'shared',
          include: [TESTS],
          exclude: [...configDefaults.exclude, ...mocking],
          isolate: false,
          ...NODE_LOADER,
        },
      },
      ...(mocking.length
        ? [{ extends: true as const, test: { name: 'isolated', include: mocking, isolate: true } }]
        : []),
    ],
  },
});
