// The sources bundled into one JavaScript file with esbuild, built on first
// use and cached in node_modules/.cache/warbench/ until a source changes. The
// CLI and the worker threads run these bundles: they start without the
// TypeScript loader (about 0.2 s instead of 1 s) and run kernels faster.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

/** Every TypeScript source under `dir`, sorted, for the bundle's fingerprint. */
function sources(dir, out = []) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}

/**
 * Packages built into the bundle rather than loaded from node_modules at
 * start: vega and vega-lite are ESM spread over some sixty packages, and
 * resolving them file by file cost every command (charts or not) about a
 * tenth of a second more than reading them from one file.
 */
const INLINED = ['vega', 'vega-lite'];

/** What the bundle is built with: part of its fingerprint, so a change rebuilds it. */
const BUILD = `inlined ${INLINED.join(',')}`;

/** The packages left to node_modules: every other dependency, and vega's optional canvas. */
function externals(root) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return [...Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((d) => !INLINED.includes(d)), 'canvas'];
}

/** A hash of the sources' paths and contents: a bundle is current while it matches. */
export function sourcesFingerprint(root) {
  const src = join(root, 'src');
  const h = createHash('sha256').update(BUILD).update('\0');
  for (const f of sources(src)) h.update(relative(src, f)).update('\0').update(readFileSync(f)).update('\0');
  return h.digest('hex').slice(0, 16);
}

/** Age after which a bundle of other sources is removed. */
const STALE_MS = 24 * 3600 * 1000;

/**
 * The bundle of `src/<entry>.ts` under `root` (a file path), built when
 * missing; undefined when it cannot be built (esbuild absent or failing),
 * and the caller then loads the sources through tsx.
 */
export function bundled(root, entry) {
  try {
    const cache = join(root, 'node_modules', '.cache', 'warbench');
    const name = entry.replace(/\W+/g, '-');
    const file = join(cache, `${name}-${sourcesFingerprint(root)}.mjs`);
    if (existsSync(file)) return file;
    const { buildSync } = createRequire(join(root, 'package.json'))('esbuild');
    mkdirSync(cache, { recursive: true });
    // built beside its final name and renamed, so a reader never sees half a file
    const part = `${file}.${process.pid}.part`;
    buildSync({ entryPoints: [join(root, 'src', `${entry}.ts`)], bundle: true, platform: 'node', format: 'esm', external: externals(root), outfile: part, logLevel: 'silent' });
    renameSync(part, file);
    // bundles of older sources go once nobody can be using them
    for (const old of readdirSync(cache)) {
      const path = join(cache, old);
      if (old.endsWith('.mjs') && path !== file && Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { force: true });
    }
    return file;
  } catch {
    return undefined;
  }
}
