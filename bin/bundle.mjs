// The sources bundled into JavaScript with esbuild, built on first use and
// cached in node_modules/.cache/warbench/ until a source changes. The CLI and
// the worker threads run these bundles: they start without the TypeScript
// loader (about 0.2 s instead of 1 s) and run kernels faster. What a command
// imports only when it draws charts (vega, vega-lite, resvg) goes in chunks
// of its own beside the entry, read when first imported: every command that
// draws no chart starts about 60 ms sooner.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, relative } from 'node:path';

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
 * tenth of a second more than reading them from one file; yaml is CommonJS
 * over some forty files, and requiring them cost every worker thread's
 * start about 30 ms of its 55 ms loading the bundle.
 */
const INLINED = ['vega', 'vega-lite', 'yaml'];

/** An inlined CommonJS package requires Node's builtins (yaml: `process`): the bundle's own require. */
const BANNER = "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);";

/** What the bundle is built with: part of its fingerprint, so a change rebuilds it. */
const BUILD = `inlined ${INLINED.join(',')}; split; ${BANNER}`;

/** The packages left to node_modules: every other dependency, and vega's optional canvas. */
function externals(root) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return [...Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((d) => !INLINED.includes(d)), 'canvas'];
}

/** The folders the bundle is built from: src/ and the bench's frozen kernels that src/ imports. */
const SOURCE_FOLDERS = ['src', 'bench'];

/** A hash of the sources' paths and contents: a bundle is current while it matches. */
export function sourcesFingerprint(root) {
  const h = createHash('sha256').update(BUILD).update('\0');
  for (const folder of SOURCE_FOLDERS) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    for (const f of sources(dir)) h.update(relative(root, f)).update('\0').update(readFileSync(f)).update('\0');
  }
  return h.digest('hex').slice(0, 16);
}

/** Age after which a bundle of other sources is removed. */
const STALE_MS = 24 * 3600 * 1000;

/**
 * The bundle of `src/<entry>.ts` under `root` (the entry's file path, in a
 * folder with its chunks), built when missing; undefined when it cannot be
 * built (esbuild absent or failing), and the caller then loads the sources
 * through tsx.
 */
export function bundled(root, entry) {
  try {
    const cache = join(root, 'node_modules', '.cache', 'warbench');
    const name = entry.replace(/\W+/g, '-');
    const dir = join(cache, `${name}-${sourcesFingerprint(root)}`);
    const file = join(dir, `${basename(entry)}.mjs`);
    if (existsSync(file)) return file;
    const { buildSync } = createRequire(join(root, 'package.json'))('esbuild');
    mkdirSync(cache, { recursive: true });
    // built beside its final name and renamed, so a reader never sees half a bundle
    const part = `${dir}.${process.pid}.part`;
    rmSync(part, { recursive: true, force: true });
    buildSync({
      entryPoints: [join(root, 'src', `${entry}.ts`)],
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      external: externals(root),
      outdir: part,
      outExtension: { '.js': '.mjs' },
      banner: { js: BANNER },
      logLevel: 'silent',
    });
    try {
      renameSync(part, dir);
    } catch (err) {
      // another process built the same bundle first: use theirs
      rmSync(part, { recursive: true, force: true });
      if (!existsSync(file)) throw err;
    }
    // bundles of older sources go once nobody can be using them
    for (const old of readdirSync(cache)) {
      const path = join(cache, old);
      if (path !== dir && /\.mjs$|-[0-9a-f]{16}$/.test(old) && Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { recursive: true, force: true });
    }
    return file;
  } catch {
    return undefined;
  }
}
