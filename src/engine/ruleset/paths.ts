import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { PROJECT_ROOT } from '../input/warbench-root.ts';

export { PROJECT_ROOT };

export const RULESETS_DIR = join(PROJECT_ROOT, 'rulesets');

/** A ruleset given by id (a folder in rulesets/) or by a path to a folder. */
export function rulesetDir(idOrPath: string): string | undefined {
  const candidates = isAbsolute(idOrPath) ? [idOrPath] : [resolve(idOrPath), join(RULESETS_DIR, idOrPath)];
  return candidates.find((c) => existsSync(join(c, 'ruleset.yaml')));
}
