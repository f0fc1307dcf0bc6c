import { parse, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { useFontMetrics } from './text-metrics.ts';

useFontMetrics();

/**
 * Vega names gradients and clip paths from counters that run for the whole
 * process; renumber them in order of appearance so a chart gives the same
 * bytes whatever was drawn before it.
 */
export function stableIds(svg: string): string {
  const names = new Map<string, string>();
  return svg.replace(/\b(gradient_|clip)(\d+)\b/g, (token, kind: string) => {
    if (!names.has(token)) names.set(token, `${kind}${[...names.keys()].filter((k) => k.startsWith(kind)).length}`);
    return names.get(token)!;
  });
}

/** Render a Vega-Lite spec to SVG headless, text measured with the bundled fonts. */
export async function renderSvg(spec: Record<string, unknown>): Promise<string> {
  const vega = compile(spec as unknown as TopLevelSpec).spec;
  const view = new View(parse(vega), { renderer: 'none' });
  try {
    return stableIds(await view.toSVG());
  } finally {
    view.finalize();
  }
}
