import { describe, expect, it } from 'vitest';
import { IntKeyMap } from '../../../src/engagement/compile/int-key-map.ts';

/** Look up `key` and keep `value` under it when missing, as the memos do; returns what the map gives. */
function getOrSet(m: IntKeyMap<string>, key: number[], value: string): string {
  const k = Int32Array.from(key);
  return m.get(k, k.length) ?? m.set(k, k.length, value);
}

describe('IntKeyMap', () => {
  it('finds a value again by the same ints, and tells keys apart by every int and by length', () => {
    const m = new IntKeyMap<string>(4);
    expect(getOrSet(m, [1, 2, 3], 'a')).toBe('a');
    expect(getOrSet(m, [1, 2], 'b')).toBe('b');
    expect(getOrSet(m, [1, 2, 4], 'c')).toBe('c');
    expect(getOrSet(m, [1, 2, 3, 0], 'd')).toBe('d');
    expect(getOrSet(m, [1, 2, 3], 'x')).toBe('a');
    expect(getOrSet(m, [1, 2], 'x')).toBe('b');
    expect(getOrSet(m, [-7, 2 ** 31 - 1], 'e')).toBe('e');
    expect(getOrSet(m, [-7, 2 ** 31 - 1], 'x')).toBe('e');
  });

  it('keeps every entry as it grows past its first slots', () => {
    const m = new IntKeyMap<string>(2);
    for (let i = 0; i < 5000; i++) getOrSet(m, [i, i * 7], `v${i}`);
    for (let i = 0; i < 5000; i++) expect(getOrSet(m, [i, i * 7], 'x')).toBe(`v${i}`);
  });

  it('tells apart keys whose ints differ only in their high bits', () => {
    const m = new IntKeyMap<string>(2);
    for (let i = 0; i < 2048; i++) getOrSet(m, [i << 20, 5], `v${i}`);
    for (let i = 0; i < 2048; i++) expect(getOrSet(m, [i << 20, 5], 'x')).toBe(`v${i}`);
  });

  it('starts afresh past its limit: what was kept before is made again when met again', () => {
    const m = new IntKeyMap<string>(1, 3);
    for (let i = 0; i < 3; i++) getOrSet(m, [i], `v${i}`);
    expect(getOrSet(m, [3], 'v3')).toBe('v3');
    expect(getOrSet(m, [0], 'again')).toBe('again');
    expect(getOrSet(m, [3], 'x')).toBe('v3');
  });

  it('refuses a key longer than its width', () => {
    const m = new IntKeyMap<string>(2);
    expect(() => getOrSet(m, [1, 2, 3], 'a')).toThrow('a key of 3 ints in a map of keys of at most 2');
  });
});
