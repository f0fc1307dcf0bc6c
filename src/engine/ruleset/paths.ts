import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, found from this file so the CLI works from any folder. */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const RULESETS_DIR = join(PROJECT_ROOT, 'rulesets');

/** A ruleset given by id (a folder in rulesets/) or by a path to a folder. */
export function rulesetDir(idOrPath: string): string | undefined {
  const candidates = isAbsolute(idOrPath) ? [idOrPath] : [resolve(idOrPath), join(RULESETS_DIR, idOrPath)];
  return candidates.find((c) => existsSync(join(c, 'ruleset.yaml')));
}
