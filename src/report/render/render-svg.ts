import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, version as vegaVersion, View } from 'vega';
import { compile, version as vegaLiteVersion, type TopLevelSpec } from 'vega-lite';
import { PROJECT_ROOT } from '../../engine/ruleset/paths.ts';
import { drawingKey, keepDrawing, packageVersion, readDrawing } from './render-cache.ts';
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
    if (!names.has(token))
      names.set(token, `${kind}${[...names.keys()].filter((k) => k.startsWith(kind)).length}`);
    return names.get(token)!;
  });
}

/** The code that turns a spec into SVG here (text measuring, id renumbering): a change to it draws every chart afresh. */
const DRAWING_CODE = ['render-svg.ts', 'text-metrics.ts', 'font-widths.ts', 'truetype.ts', 'fonts.ts'];

let drawer: string | undefined;

/**
 * The installed packages, when the checkout has a lock file: Vega draws
 * with some sixty packages of its own (scenegraph, formats, d3), and any of
 * them updated may draw differently.
 */
function lockFile(): string {
  try {
    return readFileSync(join(PROJECT_ROOT, 'package-lock.json'), 'utf8');
  } catch {
    return '';
  }
}

/** The key a spec's SVG is kept under: what draws it (versions and code) and the spec. */
export function svgKey(spec: Record<string, unknown>): string {
  drawer ??= [
    `vega ${vegaVersion}; vega-lite ${vegaLiteVersion}; dejavu ${packageVersion('dejavu-fonts-ttf')}`,
    lockFile(),
    ...DRAWING_CODE.map((f) => readFileSync(join(PROJECT_ROOT, 'src', 'report', 'render', f), 'utf8')),
  ].join('\0');
  // NaN and the infinities written apart from null, which JSON.stringify would make them
  return drawingKey(
    drawer,
    JSON.stringify(spec, (_k, v: unknown) =>
      typeof v === 'number' && !Number.isFinite(v) ? `(number ${v})` : v,
    ),
  );
}

/** Render a Vega-Lite spec to SVG headless, text measured with the bundled fonts (a chart drawn before is read back). */
export async function renderSvg(spec: Record<string, unknown>): Promise<string> {
  const key = svgKey(spec);
  const kept = readDrawing('svg', key);
  if (kept) return kept.toString('utf8');
  const svg = await drawSvg(spec);
  keepDrawing('svg', key, svg);
  return svg;
}

/** Render a Vega-Lite spec to SVG, always drawing it. */
export async function drawSvg(spec: Record<string, unknown>): Promise<string> {
  const vega = compile(spec as unknown as TopLevelSpec).spec;
  const view = new View(parse(vega), { renderer: 'none' });
  try {
    return stableIds(await view.toSVG());
  } finally {
    view.finalize();
  }
}
