import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // one file per core: vitest's default leaves a core free (one file at a time on two cores)
    maxWorkers: availableParallelism(),
  },
});
