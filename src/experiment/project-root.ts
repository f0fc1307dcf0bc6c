import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';

/**
 * The project root of an experiment file: the nearest folder at or above it
 * that holds a package.json, else the file's own folder. Every path in an
 * experiment file (situationFile, patches, a ruleset folder) is relative to
 * it, so `experiments/x.yaml` can name `experiments/situations/y.yaml`.
 */
export function projectRootOf(file: string): string {
  const start = dirname(resolve(file));
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return start;
  }
}

export function resolveIn(root: string, path: string): string {
  return isAbsolute(path) ? path : join(root, path);
}

/** A path as recorded in the manifest: relative to the project root, with `/`. */
export function projectPath(root: string, abs: string): string {
  return relative(root, abs).split('\\').join('/');
}

/** A path as shown in messages: relative to the working folder. */
export function shownPath(abs: string): string {
  return relative(process.cwd(), abs) || abs;
}
