import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHARACTERS, subsetFaces } from '../../../scripts/subset-fonts.ts';
import { buildCharts } from '../../../src/report/charts/build-charts.ts';
import type { BuiltChart } from '../../../src/report/charts/chart-spec.ts';
import { FONT_FILES, SMALL_FONT_FILES, smallFontsCover } from '../../../src/report/render/fonts.ts';
import { renderPng } from '../../../src/report/render/render-png.ts';
import { drawSvg, renderSvg } from '../../../src/report/render/render-svg.ts';
import { fontTables, mappedCharacters } from '../../../src/report/render/truetype.ts';
import { decodePng } from '../../helpers/decode-png.ts';
import { resvgPng } from '../../helpers/resvg-png.ts';
import { fixtureSet } from '../fixture.ts';

let charts: BuiltChart[];
beforeAll(async () => {
  charts = buildCharts(await fixtureSet());
});

describe('the small fonts', () => {
  it('are what scripts/subset-fonts.mjs cuts from the installed DejaVu fonts, face by face', async () => {
    const made = await subsetFaces();
    expect(made.length).toBe(SMALL_FONT_FILES.length);
    made.forEach((data, i) =>
      expect(Buffer.compare(data, readFileSync(SMALL_FONT_FILES[i])), SMALL_FONT_FILES[i]).toBe(0),
    );
  });

  it('have a glyph for every character the script asks for that DejaVu has, in every face', () => {
    const characters = (file: string) => {
      const buf = readFileSync(file);
      return mappedCharacters(buf, fontTables(buf, file)('cmap'));
    };
    SMALL_FONT_FILES.forEach((file, i) => {
      const has = characters(file);
      const full = characters(FONT_FILES[i]);
      const asked = [...CHARACTERS].filter((c) => full[c.codePointAt(0)!]);
      expect(asked.length).toBeGreaterThan(500);
      expect(
        asked.filter((c) => !has[c.codePointAt(0)!]),
        file,
      ).toEqual([]);
    });
  });

  it("cover Latin, the notes' signs and Greek, and nothing they lack: other scripts, emoji, character references", () => {
    expect(smallFontsCover('<text>Attacker carries · §5.4 … −1 ≥ 2 ± 0.4 × 3 → “é”</text>\n')).toBe(true);
    expect(smallFontsCover('<text>σ δ Δ</text>')).toBe(true);
    expect(smallFontsCover('<text>Бригада</text>')).toBe(false);
    expect(smallFontsCover('<text>漢</text>')).toBe(false);
    expect(smallFontsCover('<text>⚔ 🎲</text>')).toBe(false);
    expect(smallFontsCover('<text>&#x416;</text>')).toBe(false);
  });

  it('draw every chart byte for byte as the full fonts do', async () => {
    for (const c of charts) {
      const svg = await drawSvg(c.spec);
      expect(smallFontsCover(svg), c.decl.title).toBe(true);
      expect(resvgPng(svg, SMALL_FONT_FILES).equals(resvgPng(svg, FONT_FILES)), c.decl.title).toBe(true);
    }
  });

  it('step aside for a title in a script they lack: the chart is drawn with the full fonts', async () => {
    const svg = await renderSvg({ ...charts[0].spec, title: { text: 'Бригада Ивана' } });
    const full = resvgPng(svg, FONT_FILES);
    // the same pixels: renderPng writes them with its own encoder (encode-png.ts)
    expect(decodePng(renderPng(svg)).pixels.equals(decodePng(full).pixels)).toBe(true);
    expect(resvgPng(svg, SMALL_FONT_FILES).equals(full)).toBe(false); // the small fonts would have drawn no letters
  });
});
