/** A value kept under a key of ints; `next` chains keys of the same hash. */
interface Entry<V> {
  key: Int32Array;
  value: V;
  next: Entry<V> | undefined;
}

/**
 * Values kept under keys of ints written into a caller's scratch array: a
 * lookup hashes the first `n` ints (FNV-1a) and compares them with the keys
 * of that hash, so finding a value again allocates nothing. Storing copies
 * the key. `limit` entries at most: past it the map starts afresh (the
 * values are compiled again when met again).
 */
export class IntKeyMap<V> {
  private readonly map = new Map<number, Entry<V>>();
  private size = 0;
  /** the hash of the key last looked up, for the `set` that follows a miss */
  private hash = 0;
  constructor(private readonly limit = 20_000) {}

  /** The value under key[0..n), or undefined. */
  get(key: Int32Array, n: number): V | undefined {
    let h = 0x811c9dc5 | 0;
    for (let i = 0; i < n; i++) h = Math.imul(h ^ key[i], 0x01000193);
    this.hash = h;
    for (let e = this.map.get(h); e !== undefined; e = e.next) if (sameKey(e.key, key, n)) return e.value;
    return undefined;
  }

  /** Keep `value` under key[0..n), the key the last `get` missed. */
  set(key: Int32Array, n: number, value: V): V {
    if (this.size >= this.limit) {
      this.map.clear();
      this.size = 0;
    }
    const h = this.hash;
    this.map.set(h, { key: key.slice(0, n), value, next: this.map.get(h) });
    this.size++;
    return value;
  }
}

function sameKey(a: Int32Array, b: Int32Array, n: number): boolean {
  if (a.length !== n) return false;
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}
