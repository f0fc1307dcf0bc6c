import { Resvg } from '@resvg/resvg-js';
import { FONT_FAMILY } from '../charts/chart-config.ts';
import { FONT_FILES, SMALL_FONT_FILES, smallFontsCover } from './fonts.ts';
import { cachedPng } from './png-cache.ts';
import { encodeOpaquePng, opaque } from './encode-png.ts';

/** Rasterise an SVG at twice its size with the bundled fonts only (a chart drawn before is read back). */
export function renderPng(svg: string, zoom = 2): Buffer {
  return cachedPng(svg, zoom, () => drawPng(svg, zoom));
}

/** Rasterise an SVG, always drawing it. */
export function drawPng(svg: string, zoom = 2): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: zoom },
    font: {
      fontFiles: smallFontsCover(svg) ? SMALL_FONT_FILES : FONT_FILES,
      loadSystemFonts: false,
      defaultFontFamily: FONT_FAMILY,
      sansSerifFamily: FONT_FAMILY,
    },
  });
  const image = resvg.render();
  // resvg's pixels are premultiplied: only an opaque image's are the PNG's bytes as they stand
  const pixels = image.pixels;
  return opaque(pixels) ? encodeOpaquePng(pixels, image.width, image.height) : image.asPng();
}
