// Node's loader hooks for the tests' TypeScript: each .ts file stripped of
// its types by esbuild (as the binary's bundle is built) and run by Node's
// own module loader. Names are not kept (esbuild's keepNames wraps each
// function in a helper the browser tests' page functions lack).
//
// Each file's JavaScript is kept in node_modules/.cache/warbench-tests/,
// under a hash of its path and text: every test process (and the next run)
// reads it there instead of asking esbuild again.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform, version } from 'esbuild';

const OPTIONS = { loader: 'ts', format: 'esm', target: 'node20', sourcemap: 'inline' };
const CACHE = fileURLToPath(new URL('../../node_modules/.cache/warbench-tests/', import.meta.url));
/** Files kept at most: past this (old sources' copies pile up as files change) the folder starts afresh. */
const KEEP = 10_000;
mkdirSync(CACHE, { recursive: true });
if (readdirSync(CACHE).length > KEEP) {
  rmSync(CACHE, { recursive: true, force: true });
  mkdirSync(CACHE, { recursive: true });
}

export async function load(url, context, next) {
  const path = url.split(/[?#]/)[0];
  if (!path.startsWith('file:') || !path.endsWith('.ts')) return next(url, context);
  const file = fileURLToPath(path);
  const text = await readFile(file, 'utf8');
  const key = createHash('sha256').update(`${version}\0${JSON.stringify(OPTIONS)}\0${file}\0${text}`).digest('hex');
  const kept = join(CACHE, `${key}.js`);
  let source;
  try {
    source = readFileSync(kept, 'utf8');
  } catch {
    ({ code: source } = await transform(text, { ...OPTIONS, sourcefile: file }));
    // written beside and renamed: another test process may be reading it
    const part = `${kept}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(part, source);
    renameSync(part, kept);
  }
  return { format: 'module', source, shortCircuit: true };
}
