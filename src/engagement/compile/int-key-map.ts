/**
 * Values kept under keys of at most `width` ints, written into a caller's
 * scratch array: an open-addressed table whose keys, hashes and lengths sit
 * in flat typed arrays, so a lookup hashes the key (FNV-1a, then a final
 * mix so every bit of every word reaches the slot's low bits), probes a few
 * slots and compares ints side by side, allocating nothing and chasing no
 * objects. `limit` entries at most: past it the table starts afresh (the
 * values are compiled again when met again).
 */
export class IntKeyMap<V> {
  private capacity = 0;
  private hashes = new Int32Array(0);
  /** per slot: the key's length plus one; 0 an empty slot */
  private lengths = new Int32Array(0);
  private keys = new Int32Array(0);
  private values: Array<V | undefined> = [];
  private size = 0;
  /** the hash and the free slot of the key last missed, for the `set` that follows */
  private hash = 0;
  private free = 0;
  constructor(
    private readonly width: number,
    private readonly limit = 20_000,
  ) {
    this.reset(256);
  }

  /** The value under key[0..n), or undefined. */
  get(key: Int32Array, n: number): V | undefined {
    let h = 0x811c9dc5 | 0;
    for (let i = 0; i < n; i++) h = Math.imul(h ^ key[i], 0x01000193);
    // the multiply carries low bits up only: fold the high bits down, or keys differing there share a probe chain
    h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
    h ^= h >>> 16;
    const mask = this.capacity - 1;
    const w = this.width;
    for (let slot = h & mask; ; slot = (slot + 1) & mask) {
      const len = this.lengths[slot];
      if (len === 0) {
        this.hash = h;
        this.free = slot;
        return undefined;
      }
      if (len !== n + 1 || this.hashes[slot] !== h) continue;
      let same = true;
      for (let i = 0, at = slot * w; i < n && same; i++, at++) same = this.keys[at] === key[i];
      if (same) return this.values[slot];
    }
  }

  /** Keep `value` under key[0..n), the key the last `get` missed. */
  set(key: Int32Array, n: number, value: V): V {
    if (n > this.width) throw new Error(`a key of ${n} ints in a map of keys of at most ${this.width}`);
    if (this.size >= this.limit) this.reset(this.capacity);
    else if (2 * (this.size + 1) > this.capacity) this.grow();
    else return this.put(this.free, this.hash, key, n, value);
    // the table changed: find the key's slot afresh
    this.get(key, n);
    return this.put(this.free, this.hash, key, n, value);
  }

  private put(slot: number, h: number, key: Int32Array, n: number, value: V): V {
    this.hashes[slot] = h;
    this.lengths[slot] = n + 1;
    this.keys.set(key.subarray(0, n), slot * this.width);
    this.values[slot] = value;
    this.size++;
    return value;
  }

  private reset(capacity: number): void {
    this.capacity = capacity;
    this.hashes = new Int32Array(capacity);
    this.lengths = new Int32Array(capacity);
    this.keys = new Int32Array(capacity * this.width);
    this.values = new Array<V | undefined>(capacity);
    this.size = 0;
  }

  /** Twice the slots, every entry put back. */
  private grow(): void {
    const { hashes, lengths, keys, values, capacity } = this;
    const w = this.width;
    this.reset(2 * capacity);
    const mask = this.capacity - 1;
    for (let old = 0; old < capacity; old++) {
      if (lengths[old] === 0) continue;
      let slot = hashes[old] & mask;
      while (this.lengths[slot] !== 0) slot = (slot + 1) & mask;
      this.hashes[slot] = hashes[old];
      this.lengths[slot] = lengths[old];
      this.keys.set(keys.subarray(old * w, (old + 1) * w), slot * w);
      this.values[slot] = values[old];
      this.size++;
    }
  }
}
