import { compiledAssaultKey } from './compiled-key.ts';
import type { CompiledAssault } from './compiled-assault.ts';

/**
 * What a computation that reads nothing but a compiled assault gave, kept
 * by the assault's key (compiledAssaultKey: everything it holds), so an
 * assault compiled again to the same thing is not worked out again: tuning
 * and sensitivity move one cell at a time, and most moves leave a given
 * assault as it was (the cell is in another column, or on a Panic Index
 * line not its own). At most `max` are kept; the least recently used goes
 * first. A kept value is the one `compute` would give, as the key is
 * everything it reads.
 */
export class KeptByAssault<T> {
  private readonly kept = new Map<string, T>();

  constructor(private readonly max: number) {}

  /** The value for `c`: kept, or worked out by `compute` and kept. */
  get(c: CompiledAssault, compute: () => T): T {
    const key = compiledAssaultKey(c);
    let v = this.kept.get(key);
    if (v !== undefined) {
      // most recently used last: the oldest is the first in line to go
      this.kept.delete(key);
    } else {
      v = compute();
      if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value!);
    }
    this.kept.set(key, v);
    return v;
  }
}
