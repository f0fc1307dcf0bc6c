import { drawingKey, keepDrawing, packageVersion, readDrawing } from './render-cache.ts';

let drawer: string | undefined;

/** The PNG of `svg` at `zoom`: kept from an earlier drawing (by resvg's and the fonts' versions, the zoom and the SVG), or drawn by `draw` and kept. */
export function cachedPng(svg: string, zoom: number, draw: () => Buffer): Buffer {
  drawer ??= `resvg ${packageVersion('@resvg/resvg-js')}; dejavu ${packageVersion('dejavu-fonts-ttf')}`;
  const key = drawingKey(drawer, String(zoom), svg);
  const kept = readDrawing('png', key);
  if (kept) return kept;
  const png = draw();
  keepDrawing('png', key, png);
  return png;
}
