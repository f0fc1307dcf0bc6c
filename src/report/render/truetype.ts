/** Where each table of a TrueType font starts, by tag; an absent table is an error naming the font. */
export function fontTables(buf: Buffer, file: string): (tag: string) => number {
  const tables = new Map<string, number>();
  const count = buf.readUInt16BE(4);
  for (let i = 0; i < count; i++)
    tables.set(buf.toString('latin1', 12 + 16 * i, 16 + 16 * i), buf.readUInt32BE(20 + 16 * i));
  return (tag) => {
    const at = tables.get(tag);
    if (at === undefined) throw new Error(`font ${file} has no ${tag} table`);
    return at;
  };
}

/** The glyph of a character from the Unicode BMP subtable (format 4); 0 (.notdef) when absent. */
export function characterMap(buf: Buffer, cmap: number): (code: number) => number {
  const { segs, ends, starts, deltas, offsets } = format4(buf, cmap);
  return (code) => {
    for (let s = 0; s < segs; s++) {
      if (buf.readUInt16BE(ends + 2 * s) < code) continue;
      const start = buf.readUInt16BE(starts + 2 * s);
      if (start > code) return 0;
      return glyphIn(buf, s, code, start, deltas, offsets);
    }
    return 0;
  };
}

/** Every character of the Basic Multilingual Plane the font has a glyph for, as flags by code point. */
export function mappedCharacters(buf: Buffer, cmap: number): Uint8Array {
  const { segs, ends, starts, deltas, offsets } = format4(buf, cmap);
  const has = new Uint8Array(0x10000);
  for (let s = 0; s < segs; s++) {
    const start = buf.readUInt16BE(starts + 2 * s);
    const end = buf.readUInt16BE(ends + 2 * s);
    for (let c = start; c <= end && c < 0xffff; c++)
      if (glyphIn(buf, s, c, start, deltas, offsets) !== 0) has[c] = 1;
  }
  return has;
}

/** The format 4 subtable's segment arrays (Unicode BMP). */
function format4(
  buf: Buffer,
  cmap: number,
): { segs: number; ends: number; starts: number; deltas: number; offsets: number } {
  const n = buf.readUInt16BE(cmap + 2);
  let sub = -1;
  for (let i = 0; i < n && sub < 0; i++) {
    const rec = cmap + 4 + 8 * i;
    const platform = buf.readUInt16BE(rec);
    const encoding = buf.readUInt16BE(rec + 2);
    const at = cmap + buf.readUInt32BE(rec + 4);
    if ((platform === 3 && encoding === 1) || platform === 0) if (buf.readUInt16BE(at) === 4) sub = at;
  }
  if (sub < 0) throw new Error('font has no format 4 character map');
  const segs = buf.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + 2 * segs + 2;
  const deltas = starts + 2 * segs;
  return { segs, ends, starts, deltas, offsets: deltas + 2 * segs };
}

/** The glyph of `code` in segment `s` (which starts at `start` and holds it). */
function glyphIn(
  buf: Buffer,
  s: number,
  code: number,
  start: number,
  deltas: number,
  offsets: number,
): number {
  const delta = buf.readUInt16BE(deltas + 2 * s);
  const offset = buf.readUInt16BE(offsets + 2 * s);
  if (offset === 0) return (code + delta) & 0xffff;
  const glyph = buf.readUInt16BE(offsets + 2 * s + offset + 2 * (code - start));
  return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
}
