import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { unknownName } from '../input/did-you-mean.ts';
import { RULESETS_DIR } from './paths.ts';

/** The shipped ruleset ids: the folders of rulesets/ holding a ruleset.yaml. */
export function rulesetIds(): string[] {
  if (!existsSync(RULESETS_DIR)) return [];
  return readdirSync(RULESETS_DIR)
    .filter((d) => existsSync(join(RULESETS_DIR, d, 'ruleset.yaml')))
    .sort();
}

/** What a ruleset name that names nothing was expected to be, with the nearest id. */
export function rulesetExpected(given: string): string {
  return unknownName('a ruleset id from rulesets/ or a folder holding ruleset.yaml', given, rulesetIds());
}
