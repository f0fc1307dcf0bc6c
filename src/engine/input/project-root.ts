import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';

/**
 * The project root of an experiment file: the nearest folder at or above it
 * that holds a package.json, else the file's own folder. A path in an
 * experiment file (situationFile, patches, a ruleset folder) not found
 * beside the file is read from it, so `experiments/x.yaml` can name
 * `experiments/situations/y.yaml` (see resolveBeside).
 */
export function projectRootOf(file: string): string {
  const start = dirname(resolve(file));
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return start;
  }
}

/**
 * A path an experiment file names: beside the experiment file when it is
 * there (`situations/mine.yaml` next to `mine-experiment.yaml`), otherwise
 * from the project root (`experiments/situations/assault.yaml`).
 */
export function resolveBeside(folder: string, root: string, path: string): string {
  if (isAbsolute(path)) return path;
  const beside = join(folder, path);
  return existsSync(beside) ? beside : join(root, path);
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
