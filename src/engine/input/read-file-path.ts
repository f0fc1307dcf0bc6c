import { existsSync, statSync } from 'node:fs';
import type { YamlNode } from './yaml-node.ts';
import { placesOf, resolveBeside } from './project-root.ts';

/**
 * A path field that must name an existing file; returns it absolute. A
 * relative path is looked for beside the experiment file (in `folder`),
 * then from the project root, then from warbench's own folder; a missing
 * file is named by every place looked in, which says plainly where they were.
 */
export function readFilePath(node: YamlNode, root: string, folder = root): string {
  const text = node.string();
  const abs = resolveBeside(folder, root, text);
  const places = placesOf(folder, root, text);
  const looked = places.length > 1 ? `${places.slice(0, -1).join(', ')} nor ${places.at(-1)}` : abs;
  if (text && !existsSync(abs)) node.fail(`expected an existing file (there is no ${looked})`);
  else if (text && !isFile(abs)) node.failAt(`expected a file, got the folder ${abs}`);
  return abs;
}

/** A file that can be read as one (not a folder): callers read a path field's file only then. */
export function isFile(abs: string): boolean {
  return existsSync(abs) && statSync(abs).isFile();
}
