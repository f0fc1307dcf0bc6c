import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../engine/ruleset/paths.ts';

const PAGE_DIR = join(PROJECT_ROOT, 'src', 'serve', 'page');

function pageSources(dir = PAGE_DIR, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) pageSources(path, out);
    else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}

let current: Promise<string> | undefined;

/**
 * The page's script, vega, vega-lite and vega-embed included, as one file:
 * the page loads nothing from the network. Built with esbuild on first use
 * and cached in node_modules/.cache/warbench/ until a page source changes.
 */
export function pageBundle(): Promise<string> {
  current ??= build();
  return current;
}

async function build(): Promise<string> {
  const require = createRequire(join(PROJECT_ROOT, 'package.json'));
  const esbuild = require('esbuild') as typeof import('esbuild');
  const h = createHash('sha256').update(esbuild.version).update('\0');
  for (const f of pageSources())
    h.update(f.slice(PAGE_DIR.length)).update('\0').update(readFileSync(f)).update('\0');
  const cache = join(PROJECT_ROOT, 'node_modules', '.cache', 'warbench');
  const file = join(cache, `serve-page-${h.digest('hex').slice(0, 16)}.js`);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const out = await esbuild.build({
    entryPoints: [join(PAGE_DIR, 'main.ts')],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  const text = out.outputFiles[0].text;
  mkdirSync(cache, { recursive: true });
  const part = `${file}.${process.pid}.part`;
  writeFileSync(part, text);
  renameSync(part, file);
  // a bundle of older page sources is removed a day after it was built
  for (const old of readdirSync(cache).filter(
    (n) => n.startsWith('serve-page-') && join(cache, n) !== file,
  )) {
    const path = join(cache, old);
    if (Date.now() - statSync(path).mtimeMs > 24 * 3600 * 1000) rmSync(path, { force: true });
  }
  return text;
}
