import { readFileSync } from 'node:fs';
import { characterMap, fontTables } from './truetype.ts';

/** Advance widths of one TrueType font, in em units, looked up by character. */
export interface FontWidths {
  /** width of the text at 1 px font size (no kerning: close enough for layout) */
  measure(text: string): number;
}

/**
 * Read a TrueType font's character map (format 4, the Basic Multilingual
 * Plane) and horizontal metrics, so chart layout can measure text the way
 * resvg will draw it instead of guessing 0.8 em a character.
 */
export function readFontWidths(file: string): FontWidths {
  const buf = readFileSync(file);
  const table = fontTables(buf, file);
  const unitsPerEm = buf.readUInt16BE(table('head') + 18);
  const longMetrics = buf.readUInt16BE(table('hhea') + 34);
  const hmtx = table('hmtx');
  const advance = (glyph: number) =>
    buf.readUInt16BE(hmtx + 4 * Math.min(glyph, longMetrics - 1)) / unitsPerEm;
  const glyphOf = characterMap(buf, table('cmap'));
  const cache = new Map<number, number>();
  const width = (code: number): number => {
    let w = cache.get(code);
    if (w === undefined) cache.set(code, (w = advance(glyphOf(code))));
    return w;
  };
  return {
    measure(text) {
      let w = 0;
      for (const ch of text) w += width(ch.codePointAt(0)!);
      return w;
    },
  };
}
