import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root: the nearest folder above this file holding warbench's
 * package.json, so the CLI works from any folder and this code works the
 * same from the sources and from a bundle of them (the worker threads').
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && /"name"\s*:\s*"warbench"/.test(readFileSync(pkg, 'utf8'))) return dir;
    if (dirname(dir) === dir) return resolve(from, '../../..');
  }
}

/** The variable through which the entry point (bin/warbench.mjs) and the worker threads learn the checkout they run. */
export const ROOT_VARIABLE = 'WARBENCH_PROJECT_ROOT';

/**
 * The checkout's root as the entry point set it: the bundles are cached
 * under node_modules, which several checkouts of the project may share (a
 * link), so the folder above a bundle can be another checkout's. Without
 * it (tests, the sources through tsx), the folder above this file.
 */
export const PROJECT_ROOT = process.env[ROOT_VARIABLE] || findProjectRoot(dirname(fileURLToPath(import.meta.url)));
export const RULESETS_DIR = join(PROJECT_ROOT, 'rulesets');

/** A ruleset given by id (a folder in rulesets/) or by a path to a folder. */
export function rulesetDir(idOrPath: string): string | undefined {
  const candidates = isAbsolute(idOrPath) ? [idOrPath] : [resolve(idOrPath), join(RULESETS_DIR, idOrPath)];
  return candidates.find((c) => existsSync(join(c, 'ruleset.yaml')));
}
