import { Resvg } from '@resvg/resvg-js';
import { FONT_FAMILY } from '../../src/report/charts/chart-config.ts';

/** The PNG resvg's own encoder writes of `svg` at 2x, drawn with these font files and nothing else. */
export function resvgPng(svg: string, fontFiles: string[]): Buffer {
  return new Resvg(svg, {
    fitTo: { mode: 'zoom', value: 2 },
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: FONT_FAMILY, sansSerifFamily: FONT_FAMILY },
  })
    .render()
    .asPng();
}
