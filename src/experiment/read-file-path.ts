import { existsSync } from 'node:fs';
import type { YamlNode } from '../engine/input/yaml-node.ts';
import { resolveIn } from './project-root.ts';

/**
 * A path field that must name an existing file; returns it absolute. A
 * relative path is read from the project root; a missing file is named by
 * the absolute path looked for, which says plainly where that was.
 */
export function readFilePath(node: YamlNode, root: string): string {
  const text = node.string();
  const abs = resolveIn(root, text);
  if (text && !existsSync(abs)) node.fail(`expected an existing file (there is no ${abs})`);
  return abs;
}
