import type { Stream } from '../../engine/dice/stream.ts';

/**
 * Common random numbers for two variants: within a trial, variant B reads
 * exactly the draws variant A read (and any further ones, recorded for the
 * next reader), so the two differ only where the rules differ. Each trial
 * starts on fresh draws, so one variant fighting a longer assault never
 * shifts the other's dice for the trials after it.
 */
export class ReplayStream implements Stream {
  private buf = new Int32Array(256);
  private len = 0;
  private pos = 0;

  constructor(private readonly source: Stream) {}

  int32(): number {
    if (this.pos < this.len) return this.buf[this.pos++];
    if (this.len === this.buf.length) {
      const bigger = new Int32Array(this.buf.length * 2);
      bigger.set(this.buf);
      this.buf = bigger;
    }
    const x = this.source.int32();
    this.buf[this.len++] = x;
    this.pos = this.len;
    return x;
  }

  /** Begin a new trial: fresh draws from the source. */
  nextTrial(): void {
    this.len = 0;
    this.pos = 0;
  }

  /** Read this trial's draws again from the first. */
  rewind(): void {
    this.pos = 0;
  }
}
