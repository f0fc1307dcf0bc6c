/**
 * Colours a colour-blind reader can tell apart. Ordered things (grades of an
 * outcome, heat) use viridis, which stays readable under every common colour
 * vision deficiency and in greyscale (heat-colors.ts: it reads vega's
 * scheme, so it is loaded only where charts are drawn); unordered series
 * use Okabe-Ito.
 */
export const OKABE_ITO = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#56B4E9',
  '#D55E00',
  '#F0E442',
  '#000000',
];

/**
 * Colours for categories (how an assault ends, who wins): Okabe-Ito, then
 * Paul Tol's muted colours for the rare distribution with more outcomes.
 */
export const CATEGORY_COLORS = [
  ...OKABE_ITO,
  '#882255',
  '#44AA99',
  '#999933',
  '#AA4499',
  '#888888',
  '#332288',
  '#DDCC77',
];

/** n colours for unordered categories, none repeated while the palette lasts. */
export function categoryColors(n: number): string[] {
  return Array.from({ length: n }, (_, i) => CATEGORY_COLORS[i % CATEGORY_COLORS.length]);
}

/** Black or white, whichever reads better on the colour (WCAG luminance). */
export function inkOn(color: string): 'black' | 'white' {
  const m = /rgb\((\d+),\s*(\d+),\s*(\d+)\)/.exec(color) ?? /#(..)(..)(..)/.exec(color);
  if (!m) return 'black';
  const channels = m.slice(1, 4).map((c) => (color.startsWith('#') ? parseInt(c, 16) : Number(c)) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? 'black' : 'white';
}
