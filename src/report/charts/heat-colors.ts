import { scheme } from 'vega';

/**
 * Colours for ordered things (grades of an outcome, heat): viridis, which
 * stays readable under every common colour vision deficiency and in
 * greyscale. Apart from palette.ts because it reads vega's scheme, which a
 * command that draws no chart should not load.
 */
const viridis = scheme('viridis') as (t: number) => string;

/** Colour at t in [0, 1] on the heat scale, as rgb(). */
export function heatColor(t: number): string {
  return viridis(Math.max(0, Math.min(1, t)));
}

/** n ordered colours, mildest (dark) to most severe (bright). */
export function orderedColors(n: number): string[] {
  return Array.from({ length: n }, (_, i) => heatColor(n === 1 ? 0.5 : i / (n - 1)));
}
