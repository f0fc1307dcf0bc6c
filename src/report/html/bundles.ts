import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inlineScript } from '../markup/escape.ts';

const require = createRequire(import.meta.url);

/** A file beside the package's main entry (these packages do not export package.json). */
function buildFile(pkg: string, file: string): string {
  return join(dirname(require.resolve(pkg)), file);
}

let cached: string | undefined;

/**
 * The vega, vega-lite and vega-embed browser bundles from node_modules, as
 * inline scripts, so a report opens and stays interactive with no network.
 */
export function vegaScripts(): string {
  cached ??= [
    buildFile('vega', 'vega.min.js'),
    buildFile('vega-lite', 'vega-lite.min.js'),
    buildFile('vega-embed', 'vega-embed.min.js'),
  ]
    .map((f) => `<script>${inlineScript(readFileSync(f, 'utf8'))}</script>`)
    .join('\n');
  return cached;
}
