import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildSync } from 'esbuild';
import { PROJECT_ROOT } from '../engine/ruleset/paths.ts';

const SRC = join(PROJECT_ROOT, 'src');
const CACHE = join(PROJECT_ROOT, 'node_modules', '.cache', 'warbench');

/** Every TypeScript source, sorted, for the bundle's fingerprint. */
function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}

/** A hash of the sources' paths and contents: a bundle is current while it matches. */
export function sourcesFingerprint(): string {
  const h = createHash('sha256');
  for (const f of sources(SRC)) h.update(relative(SRC, f)).update('\0').update(readFileSync(f)).update('\0');
  return h.digest('hex').slice(0, 16);
}

/** Age after which a bundle of other sources is removed. */
const STALE_MS = 24 * 3600 * 1000;

let current: string | null | undefined;

/**
 * The worker threads' code as one JavaScript file, built from the sources
 * on first use and cached (node_modules/.cache/warbench/) until a source
 * changes: a thread then starts without the TypeScript loader, and runs the
 * kernels faster than through it. Returns undefined when the bundle cannot
 * be built; the threads then load the sources through tsx.
 */
export function workerBundle(): string | undefined {
  if (current !== undefined) return current ?? undefined;
  try {
    const file = join(CACHE, `worker-${sourcesFingerprint()}.mjs`);
    if (!existsSync(file)) {
      mkdirSync(CACHE, { recursive: true });
      // built beside its final name and renamed, so a reader never sees half a file
      const part = `${file}.${process.pid}.part`;
      buildSync({ entryPoints: [join(SRC, 'workers', 'worker.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: part, logLevel: 'silent' });
      renameSync(part, file);
      // bundles of older sources go once nobody can be using them
      for (const old of readdirSync(CACHE)) {
        const path = join(CACHE, old);
        if (old.startsWith('worker-') && path !== file && Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { force: true });
      }
    }
    current = file;
  } catch {
    current = null;
  }
  return current ?? undefined;
}
