import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCharts } from '../../../src/report/charts/build-charts.ts';
import type { BuiltChart } from '../../../src/report/charts/chart-spec.ts';
import { FONT_FILES } from '../../../src/report/render/fonts.ts';
import { drawPng } from '../../../src/report/render/render-png.ts';
import { readDrawing } from '../../../src/report/render/render-cache.ts';
import { drawSvg, renderSvg, stableIds, svgKey } from '../../../src/report/render/render-svg.ts';
import { fixtureSet } from '../fixture.ts';

let charts: BuiltChart[];
beforeAll(async () => {
  charts = buildCharts(await fixtureSet());
});

describe('rendering', () => {
  it('uses the bundled DejaVu font files', () => {
    expect(FONT_FILES.length).toBeGreaterThan(0);
    for (const f of FONT_FILES) expect(existsSync(f)).toBe(true);
  });

  it('renders every chart to an SVG with its title, in the DejaVu font', async () => {
    for (const c of charts) {
      const svg = await drawSvg(c.spec);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain(`>${c.decl.title}</text>`);
      expect(svg).toContain('font-family="DejaVu Sans"');
    }
  });

  it('renders the same PNG bytes twice, and text changes the pixels', async () => {
    const svg = await renderSvg(charts[0].spec);
    const a = drawPng(svg);
    expect(drawPng(svg).equals(a)).toBe(true);
    const retitled = await renderSvg({ ...charts[0].spec, title: { text: 'Another title' } });
    expect(drawPng(retitled).equals(a)).toBe(false);
  });
});

describe('the SVG cache', () => {
  it('draws a chart once and keeps it, reading the same bytes back after; another spec is drawn afresh', async () => {
    // a title no earlier run has drawn: the cache is shared by every run on this checkout
    const spec = { ...charts[0].spec, title: { text: `Drawn once ${process.pid} ${Date.now()}` } };
    expect(readDrawing('svg', svgKey(spec))).toBeUndefined();
    const first = await renderSvg(spec);
    expect(first).toBe(await drawSvg(spec));
    expect(readDrawing('svg', svgKey(spec))?.toString('utf8')).toBe(first);
    expect(await renderSvg(spec)).toBe(first);
    const other = { ...spec, title: { text: `${spec.title.text} again` } };
    expect(svgKey(other)).not.toBe(svgKey(spec));
    expect(await renderSvg(other)).not.toBe(first);
  });

  it('keys a spec whose data hold NaN or an infinity apart from one holding null', () => {
    const keys = [NaN, Infinity, -Infinity, null].map((v) => svgKey({ data: { values: [{ x: v }] } }));
    expect(new Set(keys).size).toBe(4);
  });
});

describe('stableIds', () => {
  it('renumbers gradients and clip paths from 0 in order of appearance', () => {
    expect(
      stableIds('<a id="gradient_7"/><b fill="url(#gradient_7)"/><c id="clip12"/><d id="gradient_9"/>'),
    ).toBe('<a id="gradient_0"/><b fill="url(#gradient_0)"/><c id="clip0"/><d id="gradient_1"/>');
  });
});
