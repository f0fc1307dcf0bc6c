import { describe, expect, it } from 'vitest';
import { cachedPng } from '../../../src/report/render/png-cache.ts';
import { drawPng, renderPng } from '../../../src/report/render/render-png.ts';

// an SVG no earlier run has kept: the cache is shared by every run on this checkout
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="20"><!-- ${process.pid} ${Date.now()} --><text x="2" y="15" font-family="DejaVu Sans">1P Carry</text></svg>`;

describe('the PNG cache', () => {
  it('draws a chart once and reads the same bytes back after', () => {
    let draws = 0;
    const draw = () => (draws++, drawPng(svg));
    const first = cachedPng(svg, 2, draw);
    const again = cachedPng(svg, 2, draw);
    expect(draws).toBe(1);
    expect(again.equals(first)).toBe(true);
    expect(renderPng(svg).equals(drawPng(svg))).toBe(true);
  });

  it('draws again at another zoom or for another SVG', () => {
    let draws = 0;
    cachedPng(svg, 1, () => (draws++, drawPng(svg, 1)));
    const other = svg.replace('1P Carry', '2P Carry');
    const png = cachedPng(other, 2, () => (draws++, drawPng(other)));
    expect(draws).toBe(2);
    expect(png.equals(drawPng(svg))).toBe(false);
  });
});
