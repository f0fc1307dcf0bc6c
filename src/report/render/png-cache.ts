import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../engine/ruleset/paths.ts';
import { drawingKey, keepDrawing, packageVersion, readDrawing } from './render-cache.ts';

/** The code that turns an SVG into PNG bytes here: a change to it draws every PNG afresh. */
const DRAWING_CODE = ['render-png.ts', 'encode-png.ts'];

let drawer: string | undefined;

/** The PNG of `svg` at `zoom`: kept from an earlier drawing (by resvg's, the fonts' and zlib's versions, the code that draws it, the zoom and the SVG), or drawn by `draw` and kept. */
export function cachedPng(svg: string, zoom: number, draw: () => Buffer): Buffer {
  // zlib's version too: the PNG's compressed bytes are its deflate's (encode-png.ts)
  drawer ??= [
    `resvg ${packageVersion('@resvg/resvg-js')}; dejavu ${packageVersion('dejavu-fonts-ttf')}; zlib ${process.versions.zlib}`,
    ...DRAWING_CODE.map((f) => readFileSync(join(PROJECT_ROOT, 'src', 'report', 'render', f), 'utf8')),
  ].join('\0');
  const key = drawingKey(drawer, String(zoom), svg);
  const kept = readDrawing('png', key);
  if (kept) return kept;
  const png = draw();
  keepDrawing('png', key, png);
  return png;
}
