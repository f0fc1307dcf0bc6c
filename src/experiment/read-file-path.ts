import { existsSync } from 'node:fs';
import type { YamlNode } from '../engine/input/yaml-node.ts';
import { resolveIn, shownPath } from './project-root.ts';

/** A path field that must name an existing file; returns it absolute. */
export function readFilePath(node: YamlNode, root: string): string {
  const text = node.string();
  const abs = resolveIn(root, text);
  if (text && !existsSync(abs)) node.fail(`expected a file relative to the project root ${shownPath(root) || '.'} (not found)`);
  return abs;
}
