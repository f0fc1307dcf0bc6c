import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root: the nearest folder above this file holding warbench's
 * package.json, so the CLI works from any folder and this code works the
 * same from the sources and from a bundle of them (the worker threads').
 */
function findProjectRoot(from: string): string {
  // A bundle cached under a symlinked node_modules (a git worktree sharing
  // another checkout's) lives in that other checkout: the CLI and the thread
  // that started this one name the root instead.
  const named = process.env.WARBENCH_ROOT;
  if (named && isWarbench(named)) return named;
  for (let dir = from; ; dir = dirname(dir)) {
    if (isWarbench(dir)) return dir;
    if (dirname(dir) === dir) return resolve(from, '../../..');
  }
}

function isWarbench(dir: string): boolean {
  const pkg = join(dir, 'package.json');
  return existsSync(pkg) && /"name"\s*:\s*"warbench"/.test(readFileSync(pkg, 'utf8'));
}

export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
// worker threads inherit it
process.env.WARBENCH_ROOT = PROJECT_ROOT;
