/**
 * Typed arrays carved one after another out of one buffer, widest first so
 * each starts aligned: a whole group of them is reset by one copy or fill.
 */
export class Carve {
  readonly bytes: Uint8Array;
  private at = 0;
  constructor(f64: number, i32: number, u8: number) {
    this.bytes = new Uint8Array(8 * f64 + 4 * i32 + u8);
  }
  f64(n: number): Float64Array {
    return this.take(n * 8, (o) => new Float64Array(this.bytes.buffer, o, n));
  }
  i32(n: number): Int32Array {
    return this.take(n * 4, (o) => new Int32Array(this.bytes.buffer, o, n));
  }
  u8(n: number): Uint8Array {
    return this.take(n, (o) => new Uint8Array(this.bytes.buffer, o, n));
  }
  private take<T>(size: number, view: (offset: number) => T): T {
    const v = view(this.at);
    this.at += size;
    return v;
  }
  /** Check that every byte of the buffer was carved, as the sizes given promised. */
  done(): void {
    if (this.at !== this.bytes.length) throw new Error(`carved ${this.at} of ${this.bytes.length} bytes`);
  }
}
