import * as vega from 'vega';
import { FONT_FILES } from './fonts.ts';
import { readFontWidths, type FontWidths } from './font-widths.ts';

interface TextItem {
  fontSize?: number;
  fontWeight?: string | number;
  fontStyle?: string;
  limit?: number;
}

/** Vega's text measurer (exported by vega-scenegraph, absent from vega's typings). */
const { textMetrics } = vega as unknown as {
  textMetrics: { width: (item: TextItem, text: unknown) => number };
};

let faces: FontWidths[] | null = null;

function face(item: TextItem): FontWidths {
  faces ??= FONT_FILES.map(readFontWidths); // regular, bold, oblique, bold oblique
  const bold = item.fontWeight === 'bold' || Number(item.fontWeight) >= 600 ? 1 : 0;
  const italic = item.fontStyle === 'italic' || item.fontStyle === 'oblique' ? 2 : 0;
  return faces[bold + italic];
}

/**
 * Headless Vega has no canvas and guesses every character 0.8 em wide, so
 * titles and legends get truncated too early and long axis titles push the
 * plot down. Measure with the bundled DejaVu fonts instead, the fonts resvg
 * draws with. A width never exceeds the item's limit: Vega's truncation
 * then cuts the text where it truly overflows.
 */
export function useFontMetrics(): void {
  textMetrics.width = (item: TextItem, text: unknown) => {
    const size = item.fontSize != null ? Number(item.fontSize) || 0 : 11;
    const line = text == null ? '' : String(text).trim();
    const w = face(item).measure(line) * size;
    return item.limit && item.limit > 0 ? Math.min(w, item.limit) : w;
  };
}
