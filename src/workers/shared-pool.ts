import { createPool, type ChunkPool } from './pool.ts';

/**
 * One pool kept over several runs (a study's experiments), so its threads
 * start, load the sources and read their rulesets once rather than once per
 * run. Made on first use with the run's worker count (checked by then).
 */
export class SharedPool {
  private pool: ChunkPool | undefined;

  get(workers: number): ChunkPool {
    if (this.pool?.workers !== workers) {
      void this.pool?.close();
      this.pool = createPool(workers, 'bundle', { reuse: true });
    }
    return this.pool;
  }

  close(): Promise<void> {
    return this.pool?.close() ?? Promise.resolve();
  }
}
