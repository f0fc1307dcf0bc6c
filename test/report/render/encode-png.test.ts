import { beforeAll, describe, expect, it } from 'vitest';
import { buildCharts } from '../../../src/report/charts/build-charts.ts';
import { encodeOpaquePng, opaque } from '../../../src/report/render/encode-png.ts';
import { FONT_FILES } from '../../../src/report/render/fonts.ts';
import { drawPng } from '../../../src/report/render/render-png.ts';
import { drawSvg } from '../../../src/report/render/render-svg.ts';
import { decodePng } from '../../helpers/decode-png.ts';
import { resvgPng } from '../../helpers/resvg-png.ts';
import { fixtureSet } from '../fixture.ts';

/** resvg's own PNG of an SVG at 2x with the bundled fonts: the pixels drawPng draws. */
const resvgOwn = (svg: string) => resvgPng(svg, FONT_FILES);

let chartSvg: string;
beforeAll(async () => {
  chartSvg = await drawSvg(buildCharts(await fixtureSet())[0].spec);
});

describe('encodeOpaquePng', () => {
  it("writes a chart's pixels exactly as resvg's own encoder does, as RGBA", () => {
    const ours = decodePng(drawPng(chartSvg));
    const theirs = decodePng(resvgOwn(chartSvg));
    expect(ours.colourType).toBe(6);
    expect([ours.width, ours.height]).toEqual([theirs.width, theirs.height]);
    expect(ours.width).toBeGreaterThan(100);
    expect(ours.pixels.equals(theirs.pixels)).toBe(true);
  });

  it('encodes a 2x1 image to a PNG whose header, pixels and CRCs decode back', () => {
    const pixels = new Uint8Array([255, 0, 0, 255, 1, 2, 3, 255]);
    const png = encodeOpaquePng(pixels, 2, 1);
    // IHDR: 2 by 1, 8 bits a channel, colour type 6, deflate, filter method 0, not interlaced
    expect([...png.subarray(16, 29)]).toEqual([0, 0, 0, 2, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
    expect([...decodePng(png).pixels]).toEqual([...pixels]);
  });
});

describe('a PNG of an image that is not opaque', () => {
  it("is resvg's own, whose encoder turns its premultiplied pixels back to straight alpha", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="10" height="10" fill="#3366cc" fill-opacity="0.5"/></svg>';
    expect(drawPng(svg).equals(resvgOwn(svg))).toBe(true);
  });
});

describe('opaque', () => {
  it('is true only when every alpha byte is 255', () => {
    expect(opaque(new Uint8Array([0, 0, 0, 255, 9, 9, 9, 255]))).toBe(true);
    expect(opaque(new Uint8Array([0, 0, 0, 255, 9, 9, 9, 254]))).toBe(false);
    expect(opaque(new Uint8Array([255, 255, 255, 0]))).toBe(false);
  });
});
