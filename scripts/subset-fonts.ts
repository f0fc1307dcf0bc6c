// Writes assets/fonts/: the four DejaVu Sans faces cut down to the characters
// charts use, so resvg (which rereads a font file for each glyph it draws)
// reads 60 KB instead of 750 KB each time. The glyphs are DejaVu's own: a
// chart drawn with them is byte-identical to one drawn with the full fonts,
// and a chart with any other character is drawn with the full fonts.
// Run after upgrading dejavu-fonts-ttf or subset-font: `npm run fonts`.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { PROJECT_ROOT } from '../src/engine/ruleset/paths.ts';
import { FONT_FILES, SMALL_FONT_FILES } from '../src/report/render/fonts.ts';

/** Latin, Greek, punctuation, arrows and the math signs tables and notes use. */
const RANGES: Array<[number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0x17f],
  [0x370, 0x3ff],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x2044, 0x2044],
  [0x20ac, 0x20ac],
  [0x2190, 0x2195],
  [0x2212, 0x2212],
  [0x221e, 0x221e],
  [0x2248, 0x2248],
  [0x2260, 0x2265],
  [0x2713, 0x2717],
];

export const CHARACTERS = RANGES.flatMap(([a, b]) =>
  Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)),
).join('');

/** Each full face (FONT_FILES) cut down to CHARACTERS, in the same order as SMALL_FONT_FILES. */
export async function subsetFaces(): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (const file of FONT_FILES)
    out.push(await subsetFont(readFileSync(file), CHARACTERS, { targetFormat: 'truetype' }));
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const faces = await subsetFaces();
  faces.forEach((data, i) => {
    writeFileSync(SMALL_FONT_FILES[i], data);
    console.log(`${relative(PROJECT_ROOT, SMALL_FONT_FILES[i])}: ${data.length} bytes`);
  });
}
