/** The lightest and darkest blue of the reach shading: a cell read now and then is pale, the most-read one dark. */
const LIGHT = [222, 235, 247];
const DARK = [8, 48, 107];

/** A share in [0, 1] of the way from pale to dark blue, as #rrggbb. */
function blue(t: number): string {
  return `#${LIGHT.map((c, i) =>
    Math.round(c + (DARK[i] - c) * t)
      .toString(16)
      .padStart(2, '0'),
  ).join('')}`;
}

/**
 * A cell's fill by how often the situation reads it: white for never, then
 * pale to dark blue as reads grow towards the most-read cell's (by square
 * root, so rarely read cells still show). The note and the key say the same.
 */
export function reachShade(reads: number, most: number): string {
  return reads > 0 && most > 0 ? blue(Math.sqrt(Math.min(1, reads / most))) : '#ffffff';
}

/** What the shading means, in the words under the chart and above the printed table. */
export const REACH_NOTE =
  'white: never read; pale to dark blue: read more often (the key gives the reads per trial each shade stands for)';

/** The colour key: swatches from never to the most-read cell, each labelled with its reads per trial in percent. */
export function reachKey(most: number): Array<{ label: string; fill: string }> {
  const shares = [0.01, 0.1, 0.25, 0.5, 1];
  return [
    { label: 'never', fill: '#ffffff' },
    ...shares.map((s) => ({ label: reachPercent(s * most), fill: reachShade(s * most, most) })),
  ];
}

/** Reads per trial as printed: a percentage with one decimal, `<0.1%` below it. */
export function reachPercent(reads: number): string {
  if (reads <= 0) return '0%';
  const pct = reads * 100;
  return pct >= 0.05 ? `${pct.toFixed(1)}%` : '<0.1%';
}

/** The reads of the most-read cell shown (the file's tables and other cells): the darkest shade, the key's last swatch. */
export function mostReads(reach: ReadonlyMap<unknown, number> | undefined, shown: Iterable<unknown>): number {
  let most = 0;
  if (reach) for (const c of shown) most = Math.max(most, reach.get(c) ?? 0);
  return most;
}
