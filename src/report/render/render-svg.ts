import { parse, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';

/** Render a Vega-Lite spec to SVG headless (no canvas: text widths are estimated). */
export async function renderSvg(spec: Record<string, unknown>): Promise<string> {
  const vega = compile(spec as unknown as TopLevelSpec).spec;
  const view = new View(parse(vega), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
