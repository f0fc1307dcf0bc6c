// Node's loader hooks for the tests' TypeScript: each .ts file stripped of
// its types by esbuild (as the binary's bundle is built) and run by Node's
// own module loader. Names are not kept (esbuild's keepNames wraps each
// function in a helper the browser tests' page functions lack).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

export async function load(url, context, next) {
  const path = url.split(/[?#]/)[0];
  if (!path.startsWith('file:') || !path.endsWith('.ts')) return next(url, context);
  const file = fileURLToPath(path);
  const { code } = await transform(await readFile(file, 'utf8'), {
    loader: 'ts',
    format: 'esm',
    target: 'node20',
    sourcefile: file,
    sourcemap: 'inline',
  });
  return { format: 'module', source: code, shortCircuit: true };
}
