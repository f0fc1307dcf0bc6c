import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { PROJECT_ROOT } from './warbench-root.ts';

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
 * Where a path an experiment file names is looked for, in order: beside the
 * experiment file (`situations/mine.yaml` next to `mine-experiment.yaml`),
 * from its project root (`experiments/situations/assault.yaml`), then from
 * warbench's own folder, which holds the shipped situations, patches and
 * rulesets (so a file outside any project can name them as a shipped file does).
 */
export function placesOf(folder: string, root: string, path: string): string[] {
  if (isAbsolute(path)) return [path];
  const shipped = join(PROJECT_ROOT, path);
  // a path that climbs out of warbench's folder names nothing shipped
  const inWarbench = !relative(PROJECT_ROOT, shipped).startsWith('..');
  return [...new Set([join(folder, path), join(root, path), ...(inWarbench ? [shipped] : [])])];
}

/** A path an experiment file names: the first of its places that exists, else its place in the project root. */
export function resolveBeside(folder: string, root: string, path: string): string {
  return placesOf(folder, root, path).find((p) => existsSync(p)) ?? resolveIn(root, path);
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
