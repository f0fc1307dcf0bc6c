import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PROJECT_ROOT } from '../../engine/ruleset/paths.ts';
import { fontTables, mappedCharacters } from './truetype.ts';

const FACES = [
  'DejaVuSans.ttf',
  'DejaVuSans-Bold.ttf',
  'DejaVuSans-Oblique.ttf',
  'DejaVuSans-BoldOblique.ttf',
];

/**
 * The bundled DejaVu fonts, passed to resvg by file so a PNG is the same on
 * every machine (system fonts are never consulted).
 */
const ttf = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export const FONT_FILES = FACES.map((f) => join(ttf, f));

/**
 * The same faces cut down to the characters charts use (scripts/subset-fonts.ts, `npm run fonts`):
 * resvg rereads a font file for every glyph, and these are a tenth the size.
 */
export const SMALL_FONT_FILES = FACES.map((f) => join(PROJECT_ROOT, 'assets', 'fonts', f));

let small: Uint8Array | null = null;

/** Characters every small face has, as flags by code point (the Basic Multilingual Plane). */
function smallCharacters(): Uint8Array {
  if (small) return small;
  const [first, ...rest] = SMALL_FONT_FILES.map((file) => {
    const buf = readFileSync(file);
    return mappedCharacters(buf, fontTables(buf, file)('cmap'));
  });
  for (const other of rest) for (let c = 0; c < first.length; c++) first[c] &= other[c];
  return (small = first);
}

/**
 * Whether the small fonts draw this SVG exactly as the full ones would: every
 * character in it (markup included) is in them, and no character reference
 * (`&#...;`) could name one that is not.
 */
export function smallFontsCover(svg: string): boolean {
  if (svg.includes('&#')) return false;
  const has = smallCharacters();
  for (let i = 0; i < svg.length; i++) {
    const c = svg.charCodeAt(i);
    if (c >= 0x20 ? has[c] === 0 : c !== 0x0a && c !== 0x0d && c !== 0x09) return false;
  }
  return true;
}
